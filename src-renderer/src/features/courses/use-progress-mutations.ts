import { courseProgress, quizAnswerReply, type CourseProgress, type GetCourseReply } from '@shared/api/courses';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { courseKeys } from './query-keys';

/** The server answers every progress write with the new progress; the reader shows that at once. */
function storeProgress(queryClient: QueryClient, courseId: string, progress: CourseProgress): void {
  queryClient.setQueryData<GetCourseReply>(courseKeys.course(courseId), (course) => (course ? { ...course, progress } : course));
  // The catalogue's percents changed too; it refetches when next shown.
  void queryClient.invalidateQueries({ queryKey: courseKeys.list(), refetchType: 'none' });
}

const progressPath = (courseId: string, action: 'visit' | 'complete' | 'quiz') => `/api/progress/${encodeURIComponent(courseId)}/${action}`;

/** Records the lesson the learner opened (last visited lesson and time). */
export function useVisitLesson(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentId: string) => apiRequest(progressPath(courseId, 'visit'), courseProgress, { method: 'POST', body: { contentId } }),
    onSuccess: (progress) => storeProgress(queryClient, courseId, progress),
  });
}

/** Marks a lesson complete; the server counts it once however often it is sent. */
export function useCompleteLesson(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentId: string) => apiRequest(progressPath(courseId, 'complete'), courseProgress, { method: 'POST', body: { contentId } }),
    onSuccess: (progress) => storeProgress(queryClient, courseId, progress),
  });
}

export interface QuizAnswer {
  contentId: string;
  blockId: string;
  answer: number;
}

/** Checks a quiz answer on the server, which also records that the quiz was attempted. */
export function useAnswerQuiz(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizAnswer) => apiRequest(progressPath(courseId, 'quiz'), quizAnswerReply, { method: 'POST', body }),
    onSuccess: (reply) => storeProgress(queryClient, courseId, reply.progress),
  });
}
