/**
 * What the payment code needs from a card payment gateway: Razorpay's Orders and Payments
 * vocabulary. Two implementations (razorpay-gateway.ts, sandbox-gateway.ts); nothing outside them
 * can tell which one it holds.
 */
export interface GatewayOrder {
  id: string;
  amountPaise: number;
  currency: string;
  status: string;
}

export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface GatewayPayment {
  id: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  status: GatewayPaymentStatus;
  errorDescription: string | null;
}

export interface PaymentGateway {
  /** Public key id the checkout is opened with. */
  readonly keyId: string;
  /** Which checkout the renderer shows. */
  readonly checkout: 'razorpay' | 'sandbox';
  /** Signs checkout results (`order_id|payment_id`). */
  readonly keySecret: string;
  /** Signs webhook bodies. */
  readonly webhookSecret: string;
  createOrder(input: { amountPaise: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /** Undefined when the gateway does not know the payment. */
  fetchPayment(paymentId: string): Promise<GatewayPayment | undefined>;
  orderPayments(orderId: string): Promise<GatewayPayment[]>;
  capturePayment(paymentId: string, amountPaise: number, currency: string): Promise<GatewayPayment>;
}

/** The gateway could not be reached or answered with a fault: the caller answers 502, never a credit. */
export class GatewayUnavailableError extends Error {}
