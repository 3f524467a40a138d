import type { ModuleOutline } from '../api/courses';
import type { CourseProgress } from '../api/progress';
import { describe, expect, it } from 'vitest';
import { finishesCourse, hasLessons, modulePercent, placeLessons, readerEntry, resumeLesson, type PlacedLessons } from './course-outline';

const lesson = (id: string, position: number) => ({ id, title: id.toUpperCase(), position, locked: position >= 3, readMinutes: 2 });
const modules: ModuleOutline[] = [
  { id: 'm2', title: 'Second', description: '', position: 1, lessons: [lesson('c', 0), lesson('d', 1)] },
  { id: 'm1', title: 'First', description: '', position: 0, lessons: [lesson('b', 1), lesson('a', 0)] },
];
const progress = (completed: string[], last: string | null = null): CourseProgress => ({
  courseId: 'x',
  completedLessonIds: completed,
  lastVisitedLessonId: last,
  lastVisitedAt: last ? '2026-01-01T00:00:00.000Z' : null,
  quizSubmitted: false,
  answeredQuizBlockIds: [],
  totalLessons: 4,
  percent: completed.length * 25,
});
const all = placeLessons(modules);
if (!hasLessons(all)) throw new Error('the sample course has lessons');
const placed: PlacedLessons = all;

describe('the reader outline', () => {
  it('orders lessons through the course by module and lesson position', () => {
    expect(placed.map((p) => `${p.index}:${p.lesson.id}:${p.moduleIndex}`)).toEqual(['0:a:0', '1:b:0', '2:c:1', '3:d:1']);
  });

  it('gives a module percent from its own lessons', () => {
    expect(modulePercent(modules[1] as ModuleOutline, progress(['a']))).toBe(50);
  });

  it('opens the linked lesson, then continueModule, then the first lesson with Welcome Back when something is done', () => {
    expect(readerEntry(placed, 'c', 0, progress(['a']))).toEqual({ lessonId: 'c', welcomeBack: false });
    expect(readerEntry(placed, 'nope', 3, progress(['a']))).toEqual({ lessonId: 'd', welcomeBack: false });
    expect(readerEntry(placed, null, 99, progress([]))).toEqual({ lessonId: 'd', welcomeBack: false });
    expect(readerEntry(placed, null, undefined, progress([]))).toEqual({ lessonId: 'a', welcomeBack: false });
    expect(readerEntry(placed, null, undefined, progress(['a']))).toEqual({ lessonId: 'a', welcomeBack: true });
  });

  it('resumes at the last visited lesson, else the first one not done', () => {
    expect(resumeLesson(placed, progress(['a'], 'c'))?.lesson.id).toBe('c');
    expect(resumeLesson(placed, progress(['a', 'b']))?.lesson.id).toBe('c');
  });
});

describe('the moment a course is finished', () => {
  it('is the write that completes the last lesson, however it reached this page', () => {
    expect(finishesCourse(progress(['a', 'b', 'c']), progress(['a', 'b', 'c', 'd']))).toBe(true);
  });

  it('is not a write to a course already finished, a first copy, an unfinished one or another course', () => {
    expect(finishesCourse(progress(['a', 'b', 'c', 'd']), progress(['a', 'b', 'c', 'd']))).toBe(false);
    expect(finishesCourse(undefined, progress(['a', 'b', 'c', 'd']))).toBe(false);
    expect(finishesCourse(progress(['a']), progress(['a', 'b']))).toBe(false);
    expect(finishesCourse({ ...progress(['a', 'b', 'c']), courseId: 'y' }, progress(['a', 'b', 'c', 'd']))).toBe(false);
  });
});
