import type { PlaygroundFile } from '@shared/api/playground';
import { playgroundRoutes } from '@shared/api/routes/playground';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { playgroundKeys } from '../query-keys';

export function useGithubStatus(enabled: boolean) {
  return useQuery({ queryKey: playgroundKeys.github, queryFn: () => api(playgroundRoutes.github), enabled });
}

export function useGithubRepos(enabled: boolean) {
  return useQuery({ queryKey: playgroundKeys.repos, queryFn: () => api(playgroundRoutes.githubRepos), enabled, retry: false });
}

export function useGithubSave() {
  return useMutation({
    mutationFn: (input: { repo: string; message: string; project: { name: string; files: PlaygroundFile[] } }) =>
      api(playgroundRoutes.githubSave, { body: { ...input, message: input.message || undefined } }),
  });
}

export function useGithubLoad() {
  return useMutation({
    mutationFn: (repo: string) => api(playgroundRoutes.githubLoad, { query: { repo } }),
  });
}
