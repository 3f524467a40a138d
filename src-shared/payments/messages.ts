import { defineMessages } from '../i18n/messages';

/** product.md §1.2 and §8 "Payment": the exact texts a learner sees. */
export const paymentMessageTable = defineMessages('payments', {
  invalidPlan: 'Invalid plan selected. Defaulting to Monthly Plan.',
  sdkNotLoaded: 'Razorpay SDK not loaded. Please refresh the page and try again.',
  notAuthenticated: 'User not authenticated. Please log in again.',
  timeout: 'Request timeout. Please check your internet connection and try again.',
  gatewayError: 'Payment gateway error ({{status}}). Please try again in a few minutes.',
  authFailed: 'Authentication failed. Please log in again.',
  invalidRequest: 'Invalid payment request. Please refresh the page and try again.',
  network: 'Network error. Please check your internet connection.',
  createOrderFailed: 'Failed to create order. Please try again.',
  missingOrderDetails: 'Missing required order details from payment gateway',
  verificationFailed: 'Payment verification failed: {{reason}}',
  /** A verification that failed for no reason the server gave. */
  verificationRetry: 'Payment verification failed: please try again.',
  paymentFailed: 'Payment failed: {{description}}. Please try again or contact support.',
  /** What the gateway reports when its failure has no description. */
  bankDeclined: 'the bank declined the payment',
  initFailed: 'Failed to initialize payment gateway. Please refresh the page and try again.',
  tooManyAttempts: 'Multiple attempts failed. Please contact support or try again later.',
  guarantee: '30-day money-back guarantee',
  /** The refund policy's two promises in one line, so the payment page, the pricing and the receipt never disagree. */
  refundTerms:
    '30-day money-back guarantee on your first premium subscription while less than 20% of the premium content is used; other payments can be refunded within 7 days.',
});

/** The payment texts in English, by key. */
export const paymentMessages = paymentMessageTable.en;
