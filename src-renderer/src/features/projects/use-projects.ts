import type { ProjectCard, ProjectDetailsBody, SharedProject } from '@shared/api/projects';
import { projectsRoutes } from '@shared/api/routes/projects';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

export const projectKeys = {
  list: ['projects', 'list'] as const,
  /** Per viewer: the page shows whether the signed-in visitor starred it. */
  shared: (shareId: string, viewerId: string | null) => ['projects', 'shared', shareId, viewerId] as const,
};

export function useProjectCards() {
  return useQuery({ queryKey: projectKeys.list, queryFn: async () => (await api(projectsRoutes.list)).projects });
}

/** Writes the server's answer for one project into the cached list, so every card shows it at once. */
function usePatchCard() {
  const queryClient = useQueryClient();
  return (id: string, patch: Partial<ProjectCard>) =>
    queryClient.setQueryData<ProjectCard[]>(projectKeys.list, (list) => list?.map((card) => (card.id === id ? { ...card, ...patch } : card)));
}

export function useUpdateProject() {
  const patch = usePatchCard();
  return useMutation({
    mutationFn: (input: { id: string; body: ProjectDetailsBody }) => api(projectsRoutes.update, { params: { id: input.id }, body: input.body }),
    onSuccess: (card) => patch(card.id, card),
  });
}

export function useStarProject() {
  const patch = usePatchCard();
  return useMutation({
    mutationFn: (input: { id: string; starred: boolean }) => api(projectsRoutes.star, { params: { id: input.id }, body: { starred: input.starred } }),
    onSuccess: (reply, input) => patch(input.id, reply),
  });
}

export function useShareProject() {
  const patch = usePatchCard();
  return useMutation({
    mutationFn: (id: string) => api(projectsRoutes.share, { params: { id } }),
    onSuccess: (reply, id) => patch(id, { shareId: reply.shareId }),
  });
}

export function useUnshareProject() {
  const patch = usePatchCard();
  return useMutation({
    mutationFn: (id: string) => api(projectsRoutes.unshare, { params: { id } }),
    onSuccess: (_reply, id) => patch(id, { shareId: null }),
  });
}

export function useSharedProject(shareId: string, viewerId: string | null) {
  return useQuery({ queryKey: projectKeys.shared(shareId, viewerId), queryFn: () => api(projectsRoutes.shared, { params: { shareId } }), retry: false });
}

/** A signed-in visitor's star on a shared project. */
export function useStarShared(shareId: string, viewerId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; starred: boolean }) => api(projectsRoutes.star, { params: { id: input.id }, body: { starred: input.starred } }),
    onSuccess: (reply) => queryClient.setQueryData<SharedProject>(projectKeys.shared(shareId, viewerId), (project) => project && { ...project, ...reply }),
  });
}

/** The address of a shared project's public page. */
export const shareLink = (shareId: string) => `${window.location.origin}/shared/${shareId}`;
