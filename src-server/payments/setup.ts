import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { PaymentsConfig } from '../config';
import type { Database } from '../db/schema';
import type { PaymentGateway } from './gateway';
import { createRazorpayGateway } from './razorpay-gateway';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway';

/** Razorpay when its keys are set; otherwise the sandbox, which also hands out its checkout. */
export function chooseGateway(config: PaymentsConfig, db: Kysely<Database>, clock: Clock): { gateway: PaymentGateway; sandbox: SandboxGateway | undefined } {
  if (config.razorpay) return { gateway: createRazorpayGateway(config.razorpay), sandbox: undefined };
  const secret = config.sandboxSecret ?? randomBytes(32).toString('hex');
  const sandbox = createSandboxGateway(db, { keySecret: secret, webhookSecret: secret }, clock);
  return { gateway: sandbox, sandbox };
}

export const razorpayCheckoutScript = 'https://checkout.razorpay.com/v1/checkout.js';
