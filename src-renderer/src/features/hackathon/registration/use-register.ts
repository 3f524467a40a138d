import type { RegisterInput } from '@shared/api/hackathon-registration';
import { hackathonRegistrationRoutes } from '@shared/api/routes/hackathon-registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** POST /api/hackathon/register; the participant's own data (the dashboard's ['hackathon', 'participant', uid, …]) is read again afterwards. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterInput) => api(hackathonRegistrationRoutes.register, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['hackathon', 'participant'] }),
  });
}
