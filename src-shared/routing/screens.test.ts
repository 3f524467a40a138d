import { describe, expect, it } from 'vitest';
import { notFoundScreen, pathMatches, screenFor } from './screens';

describe('screenFor', () => {
  it('matches fixed segments and one segment per :name, ignoring a trailing slash', () => {
    expect(pathMatches('/courses/:courseId', '/courses/html-basics')).toBe(true);
    expect(pathMatches('/courses/:courseId', '/courses/')).toBe(false);
    expect(pathMatches('/courses/:courseId', '/courses/html-basics/more')).toBe(false);
    expect(pathMatches('/courses', '/courses/')).toBe(true);
  });

  it('finds the screen of an address, a fixed segment winning over a :name', () => {
    expect(screenFor('/').module).toBe('src/features/home/HomePage.tsx');
    expect(screenFor('/courses/html-basics').module).toBe('src/features/courses/CourseReaderPage.tsx');
    expect(screenFor('/courses').module).toBe('src/features/courses/CoursesPage.tsx');
    expect(screenFor('/hackathon/admin').module).toBe('src/features/hackathon/admin/AdminDashboardPage.tsx');
    expect(screenFor('/assignments/grading').module).toBe('src/features/assignments/GradingPage.tsx');
    expect(screenFor('/privacy-policy').module).toBe('src/features/legal/LegalPage.tsx');
  });

  it('answers the not-found screen for any other address', () => {
    expect(screenFor('/no/such/page')).toBe(notFoundScreen);
    expect(screenFor('/courses/html-basics/lesson/2')).toBe(notFoundScreen);
  });
});
