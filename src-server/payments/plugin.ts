import { paymentsRoutes } from '@shared/api/routes/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentMessageTable } from '@shared/payments/messages';
import { AppError, badRequest, notFound } from '../errors';
import { requireUser } from '../http/access';
import { routeOptions } from '../http/route-options';
import type { PdfWork } from '../heavy-work/pool';
import { subscriptionState } from '../subscriptions/state';
import { createOrder } from './create-order';
import type { PaymentDeps } from './deps';
import { listPayments } from './history';
import { orderRateLimit } from './order-limit';
import { findOrderByGatewayId, findReceipt } from './queries';
import { startReconciler } from './reconciler';
import { paymentStatus } from './status';
import type { SandboxGateway } from './sandbox-gateway';
import { razorpayCheckoutScript } from './setup';
import { verifyPayment } from './verify';
import { BadWebhookSignature, handleWebhook } from './webhook';

interface PaymentsOptions {
  deps: PaymentDeps;
  /** Present when the server plays the gateway itself (no Razorpay keys). */
  sandbox: SandboxGateway | undefined;
  /** For the receipts, drawn in the heavy-work pool. */
  pdfWork: PdfWork;
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Orders, verification, the webhook, the reconciler, history and receipts. */
export const paymentsPlugin: FastifyPluginAsyncZod<PaymentsOptions> = async (app, { deps, sandbox, pdfWork }) => {
  const { db, gateway } = deps;
  const reconciler = startReconciler(deps);
  deps.mail.start();
  deps.mail.kick();
  app.addHook('onClose', () => {
    reconciler.stop();
    deps.mail.stop();
  });

  app.route({
    ...routeOptions(paymentsRoutes.config),
    handler: () => ({ checkout: gateway.checkout, keyId: gateway.keyId, checkoutScriptUrl: gateway.checkout === 'razorpay' ? razorpayCheckoutScript : null }),
  });

  app.route({
    ...routeOptions(paymentsRoutes.createOrder, { rateLimit: orderRateLimit }),
    handler: async (request) => createOrder(deps, requireUser(request).userId, request.body),
  });

  app.route({
    ...routeOptions(paymentsRoutes.verify),
    handler: async (request) => {
      const { userId } = requireUser(request);
      const outcome = await verifyPayment(deps, userId, request.body);
      const verified = deps.items[request.body.payment_type].verified;
      return {
        status: 'credited' as const,
        paymentId: outcome.payment.id,
        subscription: await subscriptionState(db, userId, deps.clock()),
        ...(verified ? await verified(db, request.body) : {}),
      };
    },
  });

  // The webhook is signed over its exact bytes, so this scope keeps the JSON body raw.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.route({
      ...routeOptions(paymentsRoutes.webhook),
      handler: async (request) => {
        if (!Buffer.isBuffer(request.body)) throw badRequest(paymentMessageTable.ref('webhookNotJson'));
        try {
          const outcome = await handleWebhook(deps, request.body, header(request.headers['x-razorpay-signature']), header(request.headers['x-razorpay-event-id']));
          return { outcome };
        } catch (error) {
          if (error instanceof BadWebhookSignature) throw badRequest(paymentMessageTable.ref('webhookBadSignature'));
          throw error;
        }
      },
    });
  });

  app.route({
    ...routeOptions(paymentsRoutes.history),
    handler: (request) => listPayments(db, requireUser(request).userId),
  });

  app.route({
    ...routeOptions(paymentsRoutes.status),
    handler: (request) => paymentStatus(db, requireUser(request).userId, request.params.orderId),
  });

  app.route({
    ...routeOptions(paymentsRoutes.receipt),
    handler: async (request, reply) => {
      const { userId } = requireUser(request);
      const row = await findReceipt(db, request.params.id);
      // Someone else's receipt reads exactly like a missing one.
      if (!row || row.user_id !== userId) throw notFound(paymentMessageTable.ref('receiptNotFound'));
      const receipt = {
        receiptNumber: row.receipt_number,
        name: row.display_name,
        email: row.email,
        description: row.description,
        amountPaise: row.amount_paise,
        refundedPaise: row.refunded_paise,
        gatewayPaymentId: row.gateway_payment_id,
        paidAt: new Date(row.credited_at),
        status: row.status,
      };
      const pdf = Buffer.from(await pdfWork.heavyWork.run('receiptPdf', { resourcesDir: pdfWork.resourcesDir, receipt }));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="kodeshala-receipt-${row.receipt_number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  app.route({
    ...routeOptions(paymentsRoutes.reconcile),
    handler: () => reconciler.runNow(),
  });

  if (sandbox) {
    app.route({
      ...routeOptions(paymentsRoutes.sandboxCheckout),
      handler: async (request) => {
        const { userId } = requireUser(request);
        const order = await findOrderByGatewayId(db, request.body.order_id);
        if (!order || order.user_id !== userId) throw notFound(paymentMessageTable.ref('orderNotFound'));
        const result = await sandbox.pay(request.body.order_id, request.body.outcome);
        if (!result) throw new AppError('NOT_FOUND', paymentMessageTable.ref('sandboxUnknownOrder'), 404);
        return result;
      },
    });
  }
};
