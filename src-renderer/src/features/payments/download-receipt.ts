import { paymentsRoutes } from '@shared/api/routes/payments';
import { paymentMessages } from '@shared/payments/messages';
import { heavyJobLimitsMs, heavyWorkReplyTimeoutMs } from '@shared/heavy-work/limits';
import { ApiError } from '../../api/api-error';
import { download } from '../../api/client';
import { saveFile } from '../../api/save-file';

/**
 * Fetches a receipt PDF with the learner's token (a plain link would carry none) and hands it to
 * the browser as a download.
 */
export async function downloadReceipt(paymentId: string, receiptNumber: string): Promise<void> {
  let pdf: Blob;
  try {
    // Drawn in the heavy-work pool: its queue wait and limit, not the default 15 s.
    pdf = await download(paymentsRoutes.receipt, { params: { id: paymentId }, timeoutMs: heavyWorkReplyTimeoutMs(heavyJobLimitsMs.receiptPdf) });
  } catch (error) {
    throw new Error(error instanceof ApiError && error.status === 404 ? paymentMessages.receiptNotYours : paymentMessages.receiptFailed);
  }
  saveFile(pdf, `kodeshala-receipt-${receiptNumber}.pdf`);
}
