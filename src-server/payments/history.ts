import type { PaymentHistoryReply } from '@shared/api/payments';
import { planKeys, type PlanKey } from '@shared/plans/plans';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { paymentHistory } from './queries';

const asPlan = (item: string): PlanKey | null => planKeys.find((key) => key === item) ?? null;

export async function listPayments(db: Kysely<Database>, userId: string): Promise<PaymentHistoryReply> {
  const rows = await paymentHistory(db, userId);
  return {
    payments: rows.map((row) => ({
      id: row.id,
      paymentType: row.payment_type,
      plan: row.payment_type === 'subscription' ? asPlan(row.item) : null,
      description: row.description,
      amountPaise: row.amount_paise,
      currency: 'INR',
      status: row.status,
      receiptNumber: row.receipt_number,
      paidAt: row.credited_at,
      gatewayPaymentId: row.gateway_payment_id,
      receiptMail: row.mail_status ?? null,
    })),
  };
}
