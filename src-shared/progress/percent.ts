/**
 * Course progress percents of product.md §1.4. The old product counted a course's "sections" against its
 * module count; our courses have many lessons per module, so a course's sections are its lessons
 * (otherwise five lessons of a five-module course would read as 100%).
 */
const capped = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** Courses page and reader: completed lessons over all lessons. */
export function coursePercent(completedLessons: number, totalLessons: number): number {
  if (totalLessons <= 0) return 0;
  return capped((completedLessons / totalLessons) * 100);
}

/** Dashboard: the quiz counts as one more section; the section count defaults to 6 when unknown. */
export function dashboardPercent(completedLessons: number, quizSubmitted: boolean, totalLessons: number | undefined): number {
  const total = totalLessons && totalLessons > 0 ? totalLessons : 6;
  return capped(((completedLessons + (quizSubmitted ? 1 : 0)) / (total + 1)) * 100);
}

export type CourseAction = 'Start' | 'Continue' | 'Review';

/** Card button of product.md §1.2: Start at 0, Continue from 1 to 99, Review at 100. */
export function courseAction(percent: number): CourseAction {
  if (percent <= 0) return 'Start';
  return percent >= 100 ? 'Review' : 'Continue';
}
