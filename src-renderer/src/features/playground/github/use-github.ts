import { githubLoadReply, githubReposReply, githubSaveReply, githubStatusReply, type PlaygroundFile } from '@shared/api/playground';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { playgroundKeys } from '../query-keys';

export function useGithubStatus(enabled: boolean) {
  return useQuery({ queryKey: playgroundKeys.github, queryFn: () => apiRequest('/api/playground/github', githubStatusReply), enabled });
}

export function useGithubRepos(enabled: boolean) {
  return useQuery({ queryKey: playgroundKeys.repos, queryFn: () => apiRequest('/api/playground/github/repos', githubReposReply), enabled, retry: false });
}

export function useGithubSave() {
  return useMutation({
    mutationFn: (input: { repo: string; message: string; project: { name: string; files: PlaygroundFile[] } }) =>
      apiRequest('/api/playground/github/project', githubSaveReply, { method: 'PUT', body: { ...input, message: input.message || undefined } }),
  });
}

export function useGithubLoad() {
  return useMutation({
    mutationFn: (repo: string) => apiRequest(`/api/playground/github/project?repo=${encodeURIComponent(repo)}`, githubLoadReply),
  });
}
