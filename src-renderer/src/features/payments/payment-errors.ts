import { paymentMessages } from '@shared/payments/messages';
import { ApiError } from '../../api/api-error';

/** product.md §1.8 "Payment": what a failed create-order call tells the learner. */
export function createOrderErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return paymentMessages.createOrderFailed;
  if (error.code === 'TIMEOUT') return paymentMessages.timeout;
  if (error.code === 'NETWORK') return paymentMessages.network;
  if (error.status === 401) return paymentMessages.authFailed;
  if (error.status === 400) return paymentMessages.invalidRequest;
  if (error.status >= 500) return paymentMessages.gatewayError(error.status);
  return error.message || paymentMessages.createOrderFailed;
}

/** A failed verify call: the server's reason already reads "Payment verification failed: …". */
export function verifyErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'TIMEOUT') return paymentMessages.timeout;
    if (error.code === 'NETWORK') return paymentMessages.network;
    if (error.status === 401) return paymentMessages.authFailed;
    if (error.message.startsWith('Payment verification failed')) return error.message;
    return paymentMessages.verificationFailed(error.message);
  }
  return paymentMessages.verificationFailed('please try again.');
}
