import { authMessages } from '@shared/auth/messages';

/**
 * Why a visitor was sent to /login, from where they were going: the spec's words for the screens
 * that have them (product.md §1.8, §2.8), so a learner who followed a course link knows why they
 * see a sign-in form instead of the course.
 */
const reasons: Array<[RegExp, string]> = [
  [/^\/courses(\/|$|\?)/, authMessages.viewCourses],
  [/^\/assignments(\/|$|\?)/, authMessages.viewAssignments],
  [/^\/profile(\/|$|\?)/, authMessages.viewProfile],
  [/^\/ats-checker(\/|$|\?)/, authMessages.checkResume],
];

export function signInReason(returnTo: string): string | null {
  return reasons.find(([path]) => path.test(returnTo))?.[1] ?? null;
}
