import { saveProjectConflict, type PlaygroundFile, type Project } from '@shared/api/playground';
import { playgroundRoutes } from '@shared/api/routes/playground';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { playgroundKeys } from '../query-keys';

export function useProjects(enabled: boolean) {
  return useQuery({
    queryKey: playgroundKeys.projects,
    queryFn: async () => (await api(playgroundRoutes.projects)).projects,
    enabled,
  });
}

export interface SaveInput {
  id: string | null;
  name: string;
  files: PlaygroundFile[];
  /** The stored version these files started from; null when not known (kept by an older version). */
  baseUpdatedAt: string | null;
}

/**
 * Save: a new project is created, a known one gets its files (and name) written over the version
 * they started from.
 */
export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveInput) =>
      input.id
        ? api(playgroundRoutes.updateProject, {
            params: { id: input.id },
            body: { name: input.name, files: input.files, ...(input.baseUpdatedAt === null ? {} : { baseUpdatedAt: input.baseUpdatedAt }) },
          })
        : api(playgroundRoutes.createProject, { body: { name: input.name, files: input.files } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playgroundKeys.projects }),
  });
}

/** The stored project when a save was refused as stale (changed in another tab or device since). */
export function staleSaveCurrent(error: unknown): Project | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const conflict = saveProjectConflict.safeParse(error.body);
  return conflict.success ? conflict.data.current : undefined;
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
