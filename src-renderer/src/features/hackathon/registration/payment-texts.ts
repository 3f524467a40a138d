import { ApiError } from '../../../api/api-error';
import type { CheckoutFailure } from '../../payments/use-checkout';

/** product.md §3.8 "Wizard and payment": what the payment step says, word for word. */
export const registrationPaymentTexts = {
  cancelled: 'Payment cancelled. You can complete payment later.',
  verificationFailed: 'Payment verification failed. Please contact support.',
  success: 'Payment successful! Welcome to the hackathon, warrior!',
  payLater: 'Registration saved! You can complete payment later from your profile.',
  failed: (message: string) => `Payment failed: ${message}`,
  orderFailedDefault: 'Failed to create payment order',
} as const;

/** product.md §3.7: the provider's dialog names the entry by team size. */
export const checkoutDescription = (teamSize: number) => (teamSize === 1 ? 'Individual Warrior' : 'Team Alliance');

/** product.md §3.7 verify-payment's plan for a registration. */
export const registrationPlan = (teamSize: number) => (teamSize === 1 ? 'hackathon_individual' : 'hackathon_team');

/** The notification for a checkout that stopped; a failed payment can simply be paid again. */
export function registrationFailureText(failure: CheckoutFailure): string {
  switch (failure.stage) {
    case 'verify':
      return registrationPaymentTexts.verificationFailed;
    case 'payment':
      return registrationPaymentTexts.failed(failure.description);
    case 'unavailable':
      return registrationPaymentTexts.failed(failure.message);
    case 'order':
      return registrationPaymentTexts.failed(failure.error instanceof ApiError && failure.error.message ? failure.error.message : registrationPaymentTexts.orderFailedDefault);
  }
}
