import type { ColumnType, Selectable } from 'kysely';

/** The tables of orders, payments, webhooks, refunds and the offline test gateway (conventions in db/schema.ts). */
export interface PaymentsTables {
  payment_orders: PaymentOrdersTable;
  payments: PaymentsTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  payment_refunds: PaymentRefundsTable;
  sandbox_gateway_orders: SandboxGatewayOrdersTable;
  sandbox_gateway_payments: SandboxGatewayPaymentsTable;
}

/** Migration 0005: orders, the payment ledger, webhook events, the mail outbox. */
export interface PaymentOrdersTable {
  id: string;
  gateway_order_id: string;
  user_id: string;
  payment_type: 'subscription' | 'hackathon_registration';
  /** The plan key for a subscription. */
  item: string;
  description: string;
  amount_paise: number;
  currency: string;
  status: 'created' | 'paid';
  failed_attempts: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

export interface PaymentsTable {
  id: string;
  order_id: string;
  gateway_payment_id: string;
  user_id: string;
  amount_paise: number;
  currency: string;
  status: 'credited' | 'refunded';
  credited_via: 'verify' | 'webhook' | 'reconciler';
  receipt_number: string;
  receipt_mail_id: string | null;
  refunded_paise: ColumnType<number, number | undefined, number>;
  credited_at: string;
  refunded_at: string | null;
}

export interface PaymentWebhookEventsTable {
  event_id: string;
  event: string;
  outcome: string;
  received_at: string;
}

/** Migration 0009: one row per gateway refund id. */
export interface PaymentRefundsTable {
  refund_id: string;
  payment_id: string;
  amount_paise: number;
  processed_at: string;
}

export interface SandboxGatewayOrdersTable {
  id: string;
  amount_paise: number;
  currency: string;
  receipt: string;
  status: string;
  created_at: string;
}

export interface SandboxGatewayPaymentsTable {
  id: string;
  order_id: string;
  amount_paise: number;
  currency: string;
  status: string;
  error_description: string | null;
  created_at: string;
}

export type PaymentOrderRow = Selectable<PaymentOrdersTable>;

export type PaymentRow = Selectable<PaymentsTable>;
