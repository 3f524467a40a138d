/**
 * The rule lives in src-shared/progress/offline-progress.ts. This path stays only while the offline
 * outbox tests (src-shared/offline/offline.test.ts), being moved elsewhere at the same time, still
 * import it; remove it once they import the progress feature.
 */
export { withLessonsCompleted } from '../progress/offline-progress';
