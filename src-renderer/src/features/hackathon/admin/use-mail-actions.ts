import type { SendEmailInput, SendEmailReply } from '@shared/api/hackathon/admin-mail';
import { hackathonAdminMailRoutes } from '@shared/api/routes/hackathon-admin-mail';
import { useMutation } from '@tanstack/react-query';
import { api, download } from '../../../api/client';
import { adminMessages } from './admin-messages';
import { toastFailure, toastSuccess } from './admin-toast';
import { saveFile } from '../../../api/save-file';

type SendResult = SendEmailReply['data'];

/** product.md §3.8: all failed names the first error; a partial failure gives both counts. */
function reportSend(result: SendResult): void {
  const { successful_count: sent, failed_count: failed, failed_sends: failures } = result;
  if (sent === 0 && failed > 0) return toastFailure(null, adminMessages.allEmailsFailed(failures[0]?.error));
  toastSuccess(failed > 0 ? `Emails sent: ${sent} successful, ${failed} failed` : `Emails sent: ${sent} successful`);
}

/** POST /api/hackathon/admin/send-email, by registration ids or by recipient group. */
export function useSendEmail(onSent?: (result: SendResult) => void) {
  return useMutation({
    mutationFn: async (body: SendEmailInput) => (await api(hackathonAdminMailRoutes.sendEmail, { body })).data,
    onSuccess: (result) => {
      reportSend(result);
      onSent?.(result);
    },
    onError: (error) => toastFailure(error, adminMessages.sendEmail),
  });
}

/** POST /api/hackathon/admin/generate-certificate: the PDF, saved as certificate_{id}.pdf (product.md §3.7). */
export function useGenerateCertificate() {
  return useMutation({
    mutationFn: async (registrationId: string) => {
      const pdf = await download(hackathonAdminMailRoutes.generateCertificate, { body: { registration_id: registrationId, certificate_type: 'participation' } });
      saveFile(pdf, `certificate_${registrationId}.pdf`);
    },
    onSuccess: () => toastSuccess('Certificate generated'),
    onError: (error) => toastFailure(error, adminMessages.generateCertificate),
  });
}
