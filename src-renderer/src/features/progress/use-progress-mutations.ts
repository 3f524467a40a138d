import type { GetCourseReply } from '@shared/api/courses';
import type { CourseProgress, QuizAnswerBody } from '@shared/api/progress';
import { progressRoutes } from '@shared/api/routes/progress';
import { finishesCourse } from '@shared/courses/course-outline';
import { withLessonsCompleted } from '@shared/progress/offline-progress';
import { queuedLessonIds } from '@shared/offline/progress-outbox';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { sessionSnapshot } from '../../api/session-token';
import { dropQueuedVisit, queueCompletion, queueVisit, readOutbox } from '../offline/progress-outbox';
import { courseKeys } from '@shared/courses/query-keys';

/** The server's progress with the lessons completed offline and not sent yet, so they show complete meanwhile. */
export function withQueuedLessons(progress: CourseProgress): CourseProgress {
  const uid = sessionSnapshot().user?.uid;
  return uid ? withLessonsCompleted(progress, queuedLessonIds(readOutbox(uid), progress.courseId)) : progress;
}

const isOffline = (error: unknown) => error instanceof ApiError && (error.code === 'NETWORK' || error.code === 'TIMEOUT');

const finishedListeners = new Set<(courseId: string) => void>();

/**
 * Calls `listener` with the course a progress write has just finished. The writes end in
 * `storeProgress` however they went (answered, kept offline, or a kept one sent later by the
 * outbox, after the reader's own call may be long gone), so the reader learns it here.
 */
export function onCourseFinished(listener: (courseId: string) => void): () => void {
  finishedListeners.add(listener);
  return () => finishedListeners.delete(listener);
}

/** The server answers every progress write with the new progress; the reader shows that at once. */
export function storeProgress(queryClient: QueryClient, courseId: string, reply: CourseProgress): void {
  const progress = withQueuedLessons(reply);
  const before = queryClient.getQueryData<GetCourseReply>(courseKeys.course(courseId))?.progress;
  queryClient.setQueryData<GetCourseReply>(courseKeys.course(courseId), (course) => (course ? { ...course, progress } : course));
  if (finishesCourse(before, progress)) for (const listener of finishedListeners) listener(courseId);
  // The catalogue's percents changed too; it refetches when next shown.
  void queryClient.invalidateQueries({ queryKey: courseKeys.list(), refetchType: 'none' });
}

/**
 * Records the lesson the learner opened (last visited lesson and time). Offline, the visit waits in
 * the outbox with the completions and is sent when the network returns; one recorded online
 * replaces any queued for the course, so the latest visit wins.
 */
export function useVisitLesson(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (contentId: string): Promise<CourseProgress | null> => {
      const uid = sessionSnapshot().user?.uid;
      const at = Date.now();
      try {
        const progress = await api(progressRoutes.visit, { params: { courseId }, body: { contentId } });
        if (uid) await dropQueuedVisit(uid, courseId);
        return progress;
      } catch (error) {
        if (!isOffline(error) || !uid) throw error;
        await queueVisit(uid, { courseId, contentId, at });
        return null;
      }
    },
    onSuccess: (progress) => {
      if (progress) storeProgress(queryClient, courseId, progress);
    },
  });
}

export interface CompletionResult {
  progress: CourseProgress;
  /** Completed without a network: kept in the outbox and sent when it returns (product.md §3.2.8). */
  queued: boolean;
}

/** Marks a lesson complete; the server counts it once however often it is sent. Offline, it waits in the outbox. */
export function useCompleteLesson(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (contentId: string): Promise<CompletionResult> => {
      try {
        return { progress: await api(progressRoutes.complete, { params: { courseId }, body: { contentId } }), queued: false };
      } catch (error) {
        const uid = sessionSnapshot().user?.uid;
        const known = queryClient.getQueryData<GetCourseReply>(courseKeys.course(courseId))?.progress;
        if (!isOffline(error) || !uid || !known) throw error;
        await queueCompletion(uid, { courseId, contentId, at: Date.now() });
        return { progress: withQueuedLessons(known), queued: true };
      }
    },
    onSuccess: ({ progress }) => storeProgress(queryClient, courseId, progress),
  });
}

/** Checks a quiz answer on the server, which also records that the quiz was attempted. */
export function useAnswerQuiz(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizAnswerBody) => api(progressRoutes.quiz, { params: { courseId }, body }),
    onSuccess: (reply, body) => {
      storeProgress(queryClient, courseId, reply.progress);
      // The lesson carries the learner's answer for when it reopens; fetch it afresh then.
      void queryClient.invalidateQueries({ queryKey: courseKeys.lesson(body.contentId), refetchType: 'none' });
    },
  });
}
