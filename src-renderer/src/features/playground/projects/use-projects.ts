import type { PlaygroundFile } from '@shared/api/playground';
import { playgroundRoutes } from '@shared/api/routes/playground';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { playgroundKeys } from '../query-keys';

export function useProjects(enabled: boolean) {
  return useQuery({
    queryKey: playgroundKeys.projects,
    queryFn: async () => (await api(playgroundRoutes.projects)).projects,
    enabled,
  });
}

/** Save: a new project is created, a known one gets its files (and name) written. */
export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string | null; name: string; files: PlaygroundFile[] }) =>
      input.id
        ? api(playgroundRoutes.updateProject, { params: { id: input.id }, body: { name: input.name, files: input.files } })
        : api(playgroundRoutes.createProject, { body: { name: input.name, files: input.files } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playgroundKeys.projects }),
  });
}

export function useOpenProject() {
  return useMutation({ mutationFn: (id: string) => api(playgroundRoutes.project, { params: { id } }) });
}

export function useRenameProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; name: string }) => api(playgroundRoutes.updateProject, { params: { id: input.id }, body: { name: input.name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playgroundKeys.projects }),
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(playgroundRoutes.deleteProject, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playgroundKeys.projects }),
  });
}
