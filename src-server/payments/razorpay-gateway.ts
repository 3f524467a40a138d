import Razorpay from 'razorpay';
import { z } from 'zod';
import { GatewayUnavailableError, type GatewayOrder, type GatewayPayment, type PaymentGateway } from './gateway';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's API host; tests point it at a loopback peer speaking the same API. */
  apiUrl: string;
}

const orderEntity = z.object({ id: z.string(), amount: z.number().int(), currency: z.string(), status: z.string() });
const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  error_description: z.string().nullable().optional(),
});
const paymentCollection = z.object({ items: z.array(paymentEntity) });

const toPayment = (entity: z.infer<typeof paymentEntity>): GatewayPayment => ({
  id: entity.id,
  orderId: entity.order_id ?? '',
  amountPaise: entity.amount,
  currency: entity.currency,
  status: entity.status,
  errorDescription: entity.error_description ?? null,
});

/** The SDK rejects with `{ statusCode, error }` for an HTTP answer and a TypeError when nothing answered. */
const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : undefined;

async function call<T>(what: string, run: () => Promise<unknown>, schema: z.ZodType<T>): Promise<T> {
  let answer: unknown;
  try {
    answer = await run();
  } catch (error) {
    throw new GatewayUnavailableError(`Razorpay ${what} failed (${statusOf(error) ?? 'no answer'})`, { cause: error });
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new GatewayUnavailableError(`Razorpay ${what} answered in an unexpected shape`);
  return parsed.data;
}

/** Razorpay through its own Node SDK (Orders and Payments APIs, Basic auth with the key pair). */
export function createRazorpayGateway(settings: RazorpaySettings): PaymentGateway {
  const client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  // The SDK fixes its host; its axios instance is the one seam for another host (the test peer).
  (client as unknown as { api: { rq: { defaults: { baseURL?: string } } } }).api.rq.defaults.baseURL = settings.apiUrl.replace(/\/$/, '');

  return {
    keyId: settings.keyId,
    checkout: 'razorpay',
    keySecret: settings.keySecret,
    webhookSecret: settings.webhookSecret,

    async createOrder({ amountPaise, currency, receipt, notes }): Promise<GatewayOrder> {
      const order = await call('order creation', () => client.orders.create({ amount: amountPaise, currency, receipt, notes }), orderEntity);
      return { id: order.id, amountPaise: order.amount, currency: order.currency, status: order.status };
    },

    async fetchPayment(paymentId) {
      try {
        return toPayment(paymentEntity.parse(await client.payments.fetch(paymentId)));
      } catch (error) {
        if (statusOf(error) === 400 || statusOf(error) === 404) return undefined;
        throw new GatewayUnavailableError('Razorpay payment lookup failed', { cause: error });
      }
    },

    async orderPayments(orderId) {
      const collection = await call('order payments lookup', () => client.orders.fetchPayments(orderId), paymentCollection);
      return collection.items.map(toPayment);
    },

    async capturePayment(paymentId, amountPaise, currency) {
      return toPayment(await call('capture', () => client.payments.capture(paymentId, amountPaise, currency), paymentEntity));
    },
  };
}
