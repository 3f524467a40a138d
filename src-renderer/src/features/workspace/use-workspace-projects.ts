import { workspaceRoutes } from '@shared/api/routes/workspace';
import { versionsMapName } from '@shared/workspace/limits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type * as Y from 'yjs';
import { api } from '../../api/client';
import { persisted } from '../../api/persisted-query';
import { useAuth } from '../auth/auth-context';

export const workspaceKeys = {
  list: ['workspace', 'list'] as const,
  project: (userId: string, id: string) => ['workspace', 'project', userId, id] as const,
};

const useUserId = () => useAuth().user?.uid ?? 'anonymous';

export function useWorkspaceProjects() {
  return useQuery({ queryKey: workspaceKeys.list, queryFn: async () => (await api(workspaceRoutes.list)).projects });
}

/** Kept in this browser, so a project reloaded offline still shows its name and members (product.md §3.10 "Offline"). */
export function useWorkspaceProject(projectId: string) {
  return useQuery({ queryKey: workspaceKeys.project(useUserId(), projectId), queryFn: () => api(workspaceRoutes.get, { params: { projectId } }), ...persisted });
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
  const userId = useUserId();
  return useMutation({
    mutationFn: (email: string) => api(workspaceRoutes.invite, { params: { projectId }, body: { email } }),
    onSuccess: (project) => queryClient.setQueryData(workspaceKeys.project(userId, projectId), project),
  });
}

export const versionKeys = (projectId: string) => ['workspace', 'versions', projectId] as const;

export function useVersions(projectId: string) {
  return useQuery({ queryKey: versionKeys(projectId), queryFn: async () => (await api(workspaceRoutes.listVersions, { params: { projectId } })).versions });
}

/**
 * Fetches the version list again whenever the server notes a saved or restored version in the live
 * document, so another member's save shows without a reload (product.md §3.10 "Versions").
 */
export function useVersionsFollow(projectId: string, doc: Y.Doc | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!doc) return;
    const noted = doc.getMap<string>(versionsMapName);
    const refetch = () => void queryClient.invalidateQueries({ queryKey: versionKeys(projectId) });
    noted.observe(refetch);
    return () => noted.unobserve(refetch);
  }, [doc, projectId, queryClient]);
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

/** Pushes the project's files as the server holds them to the member's repository (product.md §3.10 "Push to GitHub"). */
export function usePushToGithub(projectId: string) {
  return useMutation({
    mutationFn: ({ repo, message }: { repo: string; message: string }) => api(workspaceRoutes.pushToGithub, { params: { projectId }, body: { repo, ...(message ? { message } : {}) } }),
  });
}
