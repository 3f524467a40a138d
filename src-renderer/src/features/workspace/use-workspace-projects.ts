import { workspaceRoutes } from '@shared/api/routes/workspace';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

export const workspaceKeys = {
  list: ['workspace', 'list'] as const,
  project: (id: string) => ['workspace', 'project', id] as const,
};

export function useWorkspaceProjects() {
  return useQuery({ queryKey: workspaceKeys.list, queryFn: async () => (await api(workspaceRoutes.list)).projects });
}

export function useWorkspaceProject(projectId: string) {
  return useQuery({ queryKey: workspaceKeys.project(projectId), queryFn: () => api(workspaceRoutes.get, { params: { projectId } }) });
}

export function useCreateWorkspaceProject() {
  const queryClient = useQueryClient();
  return useMutation({
    // With a team's id the project is the team's, every member's to edit; without, the caller's own.
    mutationFn: ({ name, teamId }: { name: string; teamId?: string | undefined }) => api(workspaceRoutes.create, { body: { name, ...(teamId ? { teamId } : {}) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.list }),
  });
}

export function useInviteCollaborator(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api(workspaceRoutes.invite, { params: { projectId }, body: { email } }),
    onSuccess: (project) => queryClient.setQueryData(workspaceKeys.project(projectId), project),
  });
}

export const versionKeys = (projectId: string) => ['workspace', 'versions', projectId] as const;

export function useVersions(projectId: string) {
  return useQuery({ queryKey: versionKeys(projectId), queryFn: async () => (await api(workspaceRoutes.listVersions, { params: { projectId } })).versions });
}

export function useSaveVersion(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api(workspaceRoutes.saveVersion, { params: { projectId }, body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: versionKeys(projectId) }),
  });
}

/** The restored files arrive through the live document like any edit; the list gains the version saved before. */
export function useRestoreVersion(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) => api(workspaceRoutes.restoreVersion, { params: { projectId, versionId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: versionKeys(projectId) }),
  });
}
