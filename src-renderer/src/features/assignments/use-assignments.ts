import type { GradeBody, SubmitAssignmentBody } from '@shared/api/assignments';
import { assignmentsRoutes } from '@shared/api/routes/assignments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

/** One place for the feature's cache keys, so every action reloads what the pages read. */
export const assignmentKeys = {
  all: ['assignments'] as const,
  list: () => ['assignments', 'list'] as const,
  submission: (id: string) => ['assignments', 'submission', id] as const,
  grading: (status: string) => ['assignments', 'grading', status] as const,
};

/** The learner's assignments by course; statuses are the server's alone, so this is always re-read (product.md §2.4). */
export function useAssignments() {
  return useQuery({ queryKey: assignmentKeys.list(), queryFn: ({ signal }) => api(assignmentsRoutes.list, { signal }), staleTime: 0 });
}

export function useSubmission(id: string | null) {
  return useQuery({
    queryKey: assignmentKeys.submission(id ?? ''),
    queryFn: ({ signal }) => api(assignmentsRoutes.submission, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });
}

/** After any action the list and submissions are fetched again rather than patched here. */
function useReload() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: assignmentKeys.all });
}

export function useSubmitAssignment() {
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SubmitAssignmentBody }) => api(assignmentsRoutes.submit, { params: { id }, body }),
    onSettled: reload,
  });
}

export function useCompleteAssignment() {
  const reload = useReload();
  return useMutation({ mutationFn: (id: string) => api(assignmentsRoutes.complete, { params: { id } }), onSettled: reload });
}

export function useGradingQueue(status: 'Submitted' | 'Graded' | 'all') {
  return useQuery({ queryKey: assignmentKeys.grading(status), queryFn: ({ signal }) => api(assignmentsRoutes.grading, { query: { status }, signal }) });
}

export function useGradeSubmission() {
  const reload = useReload();
  return useMutation({ mutationFn: ({ id, body }: { id: string; body: GradeBody }) => api(assignmentsRoutes.grade, { params: { id }, body }), onSettled: reload });
}
