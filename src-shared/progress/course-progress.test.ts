import { describe, expect, it } from 'vitest';
import { courseProgressOf } from './course-progress';

describe('a learner’s progress in a course', () => {
  it('counts only the lessons and quiz blocks the course still has, in its order', () => {
    const progress = courseProgressOf('c', ['l1', 'l2', 'l3', 'l4'], ['q1', 'q2'], ['l3', 'gone', 'l1'], ['q2', 'old'], { lessonId: 'l3', at: '2026-01-02T00:00:00.000Z' });
    expect(progress).toEqual({
      courseId: 'c',
      completedLessonIds: ['l1', 'l3'],
      lastVisitedLessonId: 'l3',
      lastVisitedAt: '2026-01-02T00:00:00.000Z',
      quizSubmitted: false,
      answeredQuizBlockIds: ['q2'],
      totalLessons: 4,
      percent: 50,
    });
  });
  it('starts empty before the first visit', () => {
    expect(courseProgressOf('c', ['l1'], [], [], [], undefined)).toMatchObject({ completedLessonIds: [], lastVisitedLessonId: null, lastVisitedAt: null, quizSubmitted: false, percent: 0 });
  });
});
