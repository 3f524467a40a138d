import type { FastifyInstance } from 'fastify';
import { httpMessageTable } from '@shared/http/messages';
import { AppError } from '../errors';

/**
 * Once the server starts closing, a request still arriving on an open connection answers 503, so a
 * load balancer sends it elsewhere. This replaces Fastify's `return503OnClosing`, whose reply is
 * written before any hook: in its own shape and without our headers.
 */
export function registerClosingRefusal(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, _reply, done) => {
    done(closing ? new AppError('UNAVAILABLE', httpMessageTable.ref('restarting'), 503) : undefined);
  });
}
