import { defineMessages } from '../i18n/messages';

/** product.md §1.2 and §8 "Payment": the exact texts a learner sees. */
export const paymentMessageTable = defineMessages('payments', {
  invalidPlan: 'Invalid plan selected. Defaulting to Monthly Plan.',
  unknownPlan: 'Unknown plan "{{plan}}". Choose one of: {{plans}}.',
  /** An admin's grant of a plan to an e-mail address with no account. */
  noAccountFor: 'No account uses {{email}}. Ask the learner to sign up first.',
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
  /** A payment the gateway has not captured: its status is the gateway's word. */
  notCompleted: 'Payment verification failed: the payment was not completed ({{status}}).',
  // Why a verification failed: the reason of verificationFailed.
  orderNotYours: 'this order was not found for your account.',
  paymentReused: 'this payment was already used for another order.',
  orderPaidElsewhere: 'this order was already paid by another payment.',
  paymentNotAtGateway: 'the payment was not found at the gateway.',
  paymentOfOtherOrder: 'the payment does not belong to this order.',
  amountMismatch: 'the amount paid does not match the order.',
  planMismatch: 'the plan or amount does not match the order.',
  registrationMismatch: 'the registration or amount does not match the order.',
  badSignature: 'the payment signature is not valid.',
  gatewayDown: 'The payment gateway is not answering. Please try again in a few minutes.',
  confirmUnreachable: 'We could not reach the payment gateway to confirm your payment. If money was taken, your plan will be activated within a few minutes.',
  orderNotFound: 'No order with this id in your payments.',
  receiptNotFound: 'No receipt with this id in your payments.',
  sandboxUnknownOrder: 'The sandbox gateway does not know this order.',
  webhookNotJson: 'Send the webhook as application/json.',
  webhookBadSignature: 'The webhook signature is not valid.',
  /** The payment history's download: the receipt is not the learner's, or the download failed. */
  receiptNotYours: 'This receipt is not in your payments.',
  receiptFailed: 'The receipt could not be downloaded. Please try again.',
  tooManyOrders: 'Too many payment attempts in a minute. Please wait a moment and try again.',
  paymentFailed: 'Payment failed: {{description}}. Please try again or contact support.',
  /** What the gateway reports when its failure has no description. */
  bankDeclined: 'the bank declined the payment',
  initFailed: 'Failed to initialize payment gateway. Please refresh the page and try again.',
  tooManyAttempts: 'Multiple attempts failed. Please contact support or try again later.',
  guarantee: '30-day money-back guarantee',
  /** The refund policy's two promises in one line, so the payment page, the pricing and the receipt never disagree. */
  refundTerms:
    '30-day money-back guarantee on your first premium subscription while less than 20% of the premium content is used; other payments can be refunded within 7 days.',
  paymentIdMissing: 'The payment id is missing.',
  paymentIdInvalid: 'The payment id is not valid.',
  orderIdMissing: 'The order id is missing.',
  orderIdInvalid: 'The order id is not valid.',
  choosePlan: 'Choose a plan.',
  signatureMissing: 'The payment signature is missing.',
  unknownPayment: 'Unknown payment.',
});

/** The payment texts in English, by key. */
export const paymentMessages = paymentMessageTable.en;
