import type { GrantableRole } from '@shared/admin/users';
import { adminUsersRoutes } from '@shared/api/routes/admin-users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

const usersKey = ['admin-users'] as const;

export function useAdminUsers(search: string, page: number) {
  return useQuery({
    queryKey: [...usersKey, search, page],
    queryFn: ({ signal }) => api(adminUsersRoutes.listUsers, { query: { search, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role, granted }: { userId: string; role: GrantableRole; granted: boolean }) =>
      api(granted ? adminUsersRoutes.grantRole : adminUsersRoutes.removeRole, { params: { userId, role } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
