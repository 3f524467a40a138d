import { githubRoutes } from '@shared/api/routes/github';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { projectKeys } from '../projects/use-projects';
import { playgroundKeys } from '../playground/query-keys';

export function useCreateRepo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; private: boolean }) => api(githubRoutes.createRepo, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playgroundKeys.repos }),
  });
}

export function usePushProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { projectId: string; repo: string; message: string }) => api(githubRoutes.push, { body: { ...input, message: input.message || undefined } }),
    // The project now links to its repository.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.list }),
  });
}
