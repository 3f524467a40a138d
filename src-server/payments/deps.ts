import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, PaymentOrderRow } from '../db/schema';
import type { Clock } from '../clock';
import type { MailDelivery } from '../mail/delivery';
import { creditPayment, type CreditOutcome, type CreditVia } from './credit';
import type { PaymentGateway } from './gateway';
import type { PaymentItems } from './items';

/** What every payment step works with. */
export interface PaymentDeps {
  db: Kysely<Database>;
  gateway: PaymentGateway;
  mail: MailDelivery;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The server's clock (a file in tests): when an order, a payment or a lapse happened. */
  clock: Clock;
  /** What is sold, each kind given by the feature that owns it. */
  items: PaymentItems;
}

/** Credits in a transaction of its own, then lets the receipt go out without waiting for it. */
export async function creditInTransaction(deps: PaymentDeps, order: PaymentOrderRow, gatewayPaymentId: string, via: CreditVia): Promise<CreditOutcome> {
  const outcome = await deps.db
    .transaction()
    .execute((trx) => creditPayment(trx, order, gatewayPaymentId, via, { smtp: deps.mail.smtp, publicUrl: deps.publicUrl, items: deps.items }, deps.clock()));
  if (outcome.credited) deps.mail.kick();
  return outcome;
}
