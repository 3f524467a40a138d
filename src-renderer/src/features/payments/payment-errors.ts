import type { MessageRef } from '@shared/i18n/messages';
import { paymentMessageTable } from '@shared/payments/messages';
import { ApiError } from '../../api/api-error';

/** product.md §1.8 "Payment": what a failed create-order call tells the learner. */
export function createOrderErrorMessage(error: unknown): MessageRef {
  if (!(error instanceof ApiError)) return paymentMessageTable.ref('createOrderFailed');
  if (error.code === 'TIMEOUT') return paymentMessageTable.ref('timeout');
  if (error.code === 'NETWORK') return paymentMessageTable.ref('network');
  if (error.status === 401) return paymentMessageTable.ref('authFailed');
  if (error.status === 400) return paymentMessageTable.ref('invalidRequest');
  if (error.status >= 500) return paymentMessageTable.ref('gatewayError', { status: error.status });
  return error.message ? error : paymentMessageTable.ref('createOrderFailed');
}

/** A failed verify call: the server's reason already reads "Payment verification failed: …". */
export function verifyErrorMessage(error: unknown): MessageRef {
  if (error instanceof ApiError) {
    if (error.code === 'TIMEOUT') return paymentMessageTable.ref('timeout');
    if (error.code === 'NETWORK') return paymentMessageTable.ref('network');
    if (error.status === 401) return paymentMessageTable.ref('authFailed');
    if (error.message.startsWith('Payment verification failed')) return error;
    return paymentMessageTable.ref('verificationFailed', { reason: error.message });
  }
  return paymentMessageTable.ref('verificationRetry');
}
