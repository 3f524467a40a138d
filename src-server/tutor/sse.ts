import type { ChatEvent } from '@shared/api/chat';
import type { FastifyReply } from 'fastify';

/** Headers of the chat stream: proxies (nginx, CDNs) must pass each event on at once, unbuffered and uncompressed. */
export const eventStreamHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
};

export interface EventStream {
  send(event: ChatEvent): void;
  end(): void;
  /** Aborts when the client goes away before the stream ends. */
  signal: AbortSignal;
}

/**
 * Takes the reply over from Fastify and opens a Server-Sent Events stream on it, keeping the
 * security headers and request id already set for this request.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = typeof value === 'number' ? String(value) : value;
  Object.assign(headers, eventStreamHeaders);
  reply.hijack();
  const raw = reply.raw;
  const gone = new AbortController();
  raw.on('close', () => {
    if (!raw.writableFinished) gone.abort();
  });
  raw.writeHead(200, headers);
  raw.flushHeaders();
  return {
    send(event) {
      if (!raw.writableEnded && !raw.destroyed) raw.write(`data: ${JSON.stringify(event)}\n\n`);
    },
    end() {
      if (!raw.writableEnded) raw.end();
    },
    signal: gone.signal,
  };
}
