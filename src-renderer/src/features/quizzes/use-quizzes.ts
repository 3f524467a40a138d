import type { SubmitAttemptBody } from '@shared/api/quizzes';
import { quizzesRoutes } from '@shared/api/routes/quizzes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

const quizzesKey = ['quizzes'] as const;

/** The bank with the learner's scores, stats and achievements: all worked out by the server. */
export function useQuizzes() {
  return useQuery({
    queryKey: quizzesKey,
    queryFn: ({ signal }) => api(quizzesRoutes.list, { signal }),
    staleTime: 0,
  });
}

/** Start Quiz and Retake Quiz: the server starts the attempt and its clock. */
export function useStartAttempt() {
  return useMutation({ mutationFn: (quizId: string) => api(quizzesRoutes.start, { params: { quizId } }) });
}

/** Sends the answers; the server scores them, and the list shows the new scores when next seen. */
export function useSubmitAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, answers }: { attemptId: string } & SubmitAttemptBody) => api(quizzesRoutes.submit, { params: { attemptId }, body: { answers } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quizzesKey }),
  });
}
