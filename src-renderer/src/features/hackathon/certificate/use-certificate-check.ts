import { hackathonAdminMailRoutes } from '@shared/api/routes/hackathon-admin-mail';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import { api } from '../../../api/client';

/** GET /api/hackathon/certificates/:code; an unknown code is an answer (404), not something to retry. */
export function useCertificateCheck(code: string) {
  return useQuery({
    queryKey: ['hackathon', 'certificate', code],
    queryFn: ({ signal }) => api(hackathonAdminMailRoutes.verifyCertificate, { params: { code }, signal }),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}
