import type { SendEmailInput, SendEmailReply } from '@shared/api/hackathon/admin-mail';
import { hackathonAdminMailRoutes } from '@shared/api/routes/hackathon-admin-mail';
import { useMutation } from '@tanstack/react-query';
import { api, download } from '../../../api/client';
import { textsOf } from '../../../app/i18n';
import { adminMessages } from './admin-messages';
import { toastFailure, toastSuccess } from './admin-toast';
import { adminTextsNow as t } from './admin-texts';
import { saveFile } from '../../../api/save-file';

type SendResult = SendEmailReply['data'];

/** A failed send's reason, in the learner's language where the dictionary has it. */
const messageText = textsOf<string>('messages');

/** product.md §3.8: all failed names the first error; a partial failure gives both counts. */
function reportSend(result: SendResult): void {
  const { successful_count: sent, failed_count: failed, failed_sends: failures } = result;
  const firstError = failures[0]?.error;
  if (sent === 0 && failed > 0) return toastFailure(null, t('allEmailsFailed', { error: firstError ? messageText(firstError) : t('unknownError') }));
  toastSuccess(failed > 0 ? t('emailsSentSomeFailed', { sent, failed }) : t('emailsSent', { sent }));
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
    onSuccess: () => toastSuccess(t('certificateGenerated')),
    onError: (error) => toastFailure(error, adminMessages.generateCertificate),
  });
}
