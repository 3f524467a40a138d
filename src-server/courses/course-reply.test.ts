import { getCourseReply, type ModuleOutline } from '@shared/api/courses';
import { describe, expect, it } from 'vitest';
import { courseReplyBody, writeOutline } from './course-reply';

const course = { id: 'python-basics', title: 'Python "Basics"', description: 'Lines\nand </script>', thumbnail: '', category: 'Programming Languages' as const };
const lesson = (id: string, position: number, locked: boolean) => ({ id, title: `Lesson ${id}`, position, locked, readMinutes: 3 });
const modules = (locked: boolean): ModuleOutline[] => [
  { id: 'm1', title: 'Start', description: '', position: 0, lessons: [lesson('l1', 0, false), lesson('l2', 1, locked)] },
];
const progress = {
  courseId: 'python-basics',
  completedLessonIds: ['l1'],
  lastVisitedLessonId: 'l1',
  lastVisitedAt: '2026-11-27T10:00:00.000Z',
  quizSubmitted: false,
  answeredQuizBlockIds: [],
  totalLessons: 2,
  percent: 50,
};

describe('the reader reply written ahead', () => {
  it('is the reply the contract describes, with the outline of the caller’s plan', () => {
    const written = writeOutline(course, modules(true), modules(false));
    for (const premium of [false, true]) {
      const reply = getCourseReply.parse(JSON.parse(courseReplyBody(written, premium, progress).toString('utf8')));
      expect(reply).toEqual({ course, modules: modules(!premium), premium, progress });
    }
  });

  it('writes only the contract’s properties, whatever else the objects carry', () => {
    const carrying = { ...course, authorNotes: 'internal' };
    const written = writeOutline(carrying, modules(true), modules(false));
    const progressCarrying = { ...progress, userId: 'someone-else' };
    const body = courseReplyBody(written, false, progressCarrying).toString('utf8');
    expect(body).not.toContain('internal');
    expect(body).not.toContain('someone-else');
  });
});
