import type { Kysely, Transaction } from 'kysely';
import type { CreateOrderBody, VerifyPaymentBody, VerifyPaymentReply } from '@shared/api/payments';
import type { OrderAmount, PaymentType } from '@shared/payments/amount';
import type { Database, PaymentOrderRow } from '../db/schema';

/** What a credit's effects work with, beside its transaction. */
export interface CreditContext {
  /** Whether receipt mail waits for SMTP ('pending') or is kept in the outbox ('stored'). */
  smtp: boolean;
  publicUrl: string;
}

/** The payment just written to the ledger, and the order it pays. */
export interface CreditedPayment {
  order: PaymentOrderRow;
  /** Our ledger row's id. */
  paymentId: string;
  gatewayPaymentId: string;
}

/**
 * One kind of thing the payments feature sells, given to it by the feature that owns it
 * (src-server/app.ts): payments knows orders, the gateway and the ledger, never what was bought.
 */
export interface PaymentItem {
  /** The amount and what the order's `item` names, from the server's own data; a 4xx when it cannot be sold. */
  price(userId: string, body: CreateOrderBody): Promise<OrderAmount & { item: string }>;
  /**
   * What the payment buys, done inside the credit's transaction by its one winning writer (so it
   * lands with the ledger row or not at all). `expiresAt` is a subscription's new end, for the receipt.
   */
  credited(trx: Transaction<Database>, payment: CreditedPayment, context: CreditContext, now: Date): Promise<{ expiresAt: Date | null }>;
  /** What the verify reply adds about the item (a registration's new status). */
  verified?(db: Kysely<Database>, body: VerifyPaymentBody): Promise<Pick<VerifyPaymentReply, 'registration'>>;
}

export type PaymentItems = Readonly<Record<PaymentType, PaymentItem>>;
