import { refreshSession } from '../../api/client';
import { accessToken, accessTokenExpired } from '../../api/session-token';

/**
 * Fetches a receipt PDF with the learner's token (a plain link would carry none) and hands it to
 * the browser as a download.
 */
export async function downloadReceipt(paymentId: string, receiptNumber: string): Promise<void> {
  if (accessTokenExpired()) await refreshSession().catch(() => null);
  const response = await fetch(`/api/payments/${encodeURIComponent(paymentId)}/receipt.pdf`, {
    headers: { authorization: `Bearer ${accessToken() ?? ''}` },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(response.status === 404 ? 'This receipt is not in your payments.' : 'The receipt could not be downloaded. Please try again.');
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: `kodeshala-receipt-${receiptNumber}.pdf` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
