import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpMessageTable } from '@shared/http/messages';
import { AppError } from '../errors';

/**
 * The plain HTTP answer of a WebSocket route (its `handler`, beside its `wsHandler`): without it,
 * @fastify/websocket answers a request that is not an upgrade with an empty 404. A 426 names the
 * protocol to switch to (RFC 9110 §15.5.22), which the error reply keeps.
 */
export async function websocketOnly(_request: FastifyRequest, reply: FastifyReply): Promise<never> {
  reply.header('upgrade', 'websocket');
  throw new AppError('BAD_REQUEST', httpMessageTable.ref('websocketOnly'), 426);
}
