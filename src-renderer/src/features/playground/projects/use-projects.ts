import { deleteProjectReply, listProjectsReply, project, type PlaygroundFile } from '@shared/api/playground';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { playgroundKeys } from '../query-keys';

const base = '/api/playground/projects';

export function useProjects(enabled: boolean) {
  return useQuery({
    queryKey: playgroundKeys.projects,
    queryFn: async () => (await apiRequest(base, listProjectsReply)).projects,
    enabled,
  });
}

/** Save: a new project is created, a known one gets its files (and name) written. */
export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string | null; name: string; files: PlaygroundFile[] }) =>
      input.id
        ? apiRequest(`${base}/${input.id}`, project, { method: 'PATCH', body: { name: input.name, files: input.files } })
        : apiRequest(base, project, { method: 'POST', body: { name: input.name, files: input.files } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playgroundKeys.projects }),
  });
}

export function useOpenProject() {
  return useMutation({ mutationFn: (id: string) => apiRequest(`${base}/${id}`, project) });
}

export function useRenameProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; name: string }) => apiRequest(`${base}/${input.id}`, project, { method: 'PATCH', body: { name: input.name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playgroundKeys.projects }),
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`${base}/${id}`, deleteProjectReply, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playgroundKeys.projects }),
  });
}
