import { httpMessageTable } from '@shared/http/messages';
import { AppError } from '../errors';

/**
 * The plain HTTP answer of a WebSocket route (its `handler`, beside its `wsHandler`): without it,
 * @fastify/websocket answers a request that is not an upgrade with an empty 404.
 */
export async function websocketOnly(): Promise<never> {
  throw new AppError('BAD_REQUEST', httpMessageTable.ref('websocketOnly'), 426);
}
