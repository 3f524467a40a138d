import type { CourseProgress, GetCourseReply, QuizAnswerBody } from '@shared/api/courses';
import { progressRoutes } from '@shared/api/routes/progress';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { courseKeys } from './query-keys';

/** The server answers every progress write with the new progress; the reader shows that at once. */
function storeProgress(queryClient: QueryClient, courseId: string, progress: CourseProgress): void {
  queryClient.setQueryData<GetCourseReply>(courseKeys.course(courseId), (course) => (course ? { ...course, progress } : course));
  // The catalogue's percents changed too; it refetches when next shown.
  void queryClient.invalidateQueries({ queryKey: courseKeys.list(), refetchType: 'none' });
}

/** Records the lesson the learner opened (last visited lesson and time). */
export function useVisitLesson(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentId: string) => api(progressRoutes.visit, { params: { courseId }, body: { contentId } }),
    onSuccess: (progress) => storeProgress(queryClient, courseId, progress),
  });
}

/** Marks a lesson complete; the server counts it once however often it is sent. */
export function useCompleteLesson(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentId: string) => api(progressRoutes.complete, { params: { courseId }, body: { contentId } }),
    onSuccess: (progress) => storeProgress(queryClient, courseId, progress),
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
