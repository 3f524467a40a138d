import type { SendEmailInput, SendEmailReply } from '@shared/api/hackathon-admin-mail';
import { hackathonAdminMailRoutes } from '@shared/api/routes/hackathon-admin-mail';
import { heavyJobLimitsMs, heavyWorkReplyTimeoutMs } from '@shared/heavy-work/limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, download } from '../../../api/client';
import { serverTextOf } from '../../../core/i18n';
import { adminMessages } from './admin-messages';
import { toastFailure, toastSuccess, toastWarning } from './admin-toast';
import { adminTextsNow as t } from './admin-texts';
import { adminKeys } from './query-keys';
import { saveFile } from '../../../api/save-file';

type SendResult = SendEmailReply['data'];


/** product.md §3.8: all failed names the first error; a partial failure gives both counts, as a warning, not a success. */
function reportSend(result: SendResult): void {
  const { successful_count: sent, failed_count: failed, failed_sends: failures } = result;
  const firstError = failures[0]?.error;
  if (sent === 0 && failed > 0) return toastFailure(null, t('allEmailsFailed', { error: firstError ? serverTextOf(firstError) : t('unknownError') }));
  if (failed > 0) return toastWarning(t('emailsSentSomeFailed', { sent, failed }));
  toastSuccess(t('emailsSent', { sent }));
}

/** A send reaches the outbox: the Sent mail tab shows it on its next look. */
const outboxKey = adminKeys.outboxAll;

/** POST /api/hackathon/admin/send-email, by registration ids or by recipient group. */
export function useSendEmail(onSent?: (result: SendResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SendEmailInput) => (await api(hackathonAdminMailRoutes.sendEmail, { body })).data,
    onSuccess: (result) => {
      reportSend(result);
      onSent?.(result);
      return queryClient.invalidateQueries({ queryKey: outboxKey });
    },
    onError: (error) => toastFailure(error, adminMessages.sendEmail),
  });
}

/**
 * A selection is sent in batches of this many, one after another, so a large send shows how far it
 * has got; four batches cover the largest selection within the send route's limit of ten a minute.
 */
export const sendBatchSize = 250;

export interface SendProgress {
  done: number;
  total: number;
}

/**
 * The bulk e-mail to a selection (product.md §3.2.6): sent a batch at a time with its progress, the
 * replies added up into one result whose failures keep their reasons. A batch that fails outright
 * stops the send; what the earlier batches queued stays queued and is counted.
 */
export function useBatchedSend(onSent?: (result: SendResult) => void) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<SendProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ recipients, ...body }: Omit<SendEmailInput, 'group' | 'recipients'> & { recipients: readonly string[] }) => {
      const total: SendResult = { successful_count: 0, failed_count: 0, failed_sends: [] };
      setProgress({ done: 0, total: recipients.length });
      for (let start = 0; start < recipients.length; start += sendBatchSize) {
        const batch = recipients.slice(start, start + sendBatchSize);
        const { data } = await api(hackathonAdminMailRoutes.sendEmail, { body: { ...body, recipients: [...batch] } });
        total.successful_count += data.successful_count;
        total.failed_count += data.failed_count;
        total.failed_sends.push(...data.failed_sends);
        setProgress({ done: start + batch.length, total: recipients.length });
      }
      return total;
    },
    onSuccess: (result) => {
      reportSend(result);
      onSent?.(result);
    },
    onError: (error) => toastFailure(error, adminMessages.sendEmail),
    onSettled: () => {
      setProgress(null);
      return queryClient.invalidateQueries({ queryKey: outboxKey });
    },
  });
  return { send: mutation.mutate, pending: mutation.isPending, progress };
}

/** POST /api/hackathon/admin/generate-certificate: the PDF, saved as certificate_{id}.pdf (product.md §3.7). */
export function useGenerateCertificate() {
  return useMutation({
    mutationFn: async (registrationId: string) => {
      const pdf = await download(hackathonAdminMailRoutes.generateCertificate, {
        body: { registration_id: registrationId, certificate_type: 'participation' },
        // Drawn in the heavy-work pool: its queue wait and limit, not the default 15 s.
        timeoutMs: heavyWorkReplyTimeoutMs(heavyJobLimitsMs.certificatePdf),
      });
      saveFile(pdf, `certificate_${registrationId}.pdf`);
    },
    onSuccess: () => toastSuccess(t('certificateGenerated')),
    onError: (error) => toastFailure(error, adminMessages.generateCertificate),
  });
}
