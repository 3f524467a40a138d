import type { CourseProgress } from '../api/progress';
import { coursePercent } from './percent';

/**
 * The progress the reader shows while completions made offline wait to be sent: the server's last
 * answer with those lessons added, and the percent counted the server's way.
 */
export function withLessonsCompleted(progress: CourseProgress, lessonIds: readonly string[]): CourseProgress {
  const added = lessonIds.filter((id) => !progress.completedLessonIds.includes(id));
  if (added.length === 0) return progress;
  const completedLessonIds = [...progress.completedLessonIds, ...added];
  return { ...progress, completedLessonIds, percent: coursePercent(completedLessonIds.length, progress.totalLessons) };
}
