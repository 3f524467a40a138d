import { hackathonSubmissionRoutes } from '@shared/api/routes/hackathon-submissions';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** Asks the server whether a demo URL answers (GET /api/hackathon/url-check), when the person presses Check. */
export function useUrlCheck() {
  return useMutation({ mutationFn: (url: string) => api(hackathonSubmissionRoutes.urlCheck, { query: { url } }) });
}
