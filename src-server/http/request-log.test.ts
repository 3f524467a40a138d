import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogging } from './request-log';

/** A Fastify app logging at `level` into an array, with the request logging of the product. */
function appLoggingAt(level: string, slowRequestMs?: number) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) };
  const app = Fastify({ logger: { level, stream }, ...requestLogging(level, slowRequestMs) });
  app.get('/fast', async () => ({ ok: true }));
  app.get('/slow', async () => new Promise((resolve) => setTimeout(() => resolve({ ok: true }), 30)));
  app.get('/fails', async (request) => {
    request.log.error({ cause: 'test' }, 'something broke');
    throw new Error('boom');
  });
  app.get('/left', async (request) => {
    request.log.error(new Error('premature close'));
    return { ok: true };
  });
  return { app, lines: () => lines.filter((line) => line.msg !== 'Server listening') };
}

describe('request logging', () => {
  it('writes one line per completed request at info, with the request id, method, URL, status and time', async () => {
    const { app, lines } = appLoggingAt('info');
    await app.inject({ method: 'GET', url: '/fast' });
    expect(lines()).toEqual([
      expect.objectContaining({ level: 30, msg: 'request completed', method: 'GET', url: '/fast', statusCode: 200, reqId: expect.any(String) }),
    ]);
    expect(lines()[0]?.responseTime).toEqual(expect.any(Number));
  });

  it('writes nothing for a quick request at warn, but does name a slow one', async () => {
    const { app, lines } = appLoggingAt('warn', 20);
    await app.inject({ method: 'GET', url: '/fast' });
    expect(lines()).toEqual([]);
    await app.inject({ method: 'GET', url: '/slow' });
    expect(lines()).toEqual([expect.objectContaining({ level: 40, msg: 'slow request', url: '/slow', reqId: expect.any(String) })]);
  });

  it('still tags a line a handler writes with the id of its request', async () => {
    const { app, lines } = appLoggingAt('warn');
    const res = await app.inject({ method: 'GET', url: '/fails' });
    expect(res.statusCode).toBe(500);
    const reqIds = lines().map((line) => line.reqId);
    expect(lines()[0]).toEqual(expect.objectContaining({ level: 50, msg: 'something broke', cause: 'test' }));
    expect(new Set(reqIds).size).toBe(1);
    expect(reqIds[0]).toEqual(expect.any(String));
  });

  it('logs a visitor leaving during a compressed reply at info, not as an error', async () => {
    const { app, lines } = appLoggingAt('warn');
    await app.inject({ method: 'GET', url: '/left' });
    expect(lines()).toEqual([]);
    const verbose = appLoggingAt('info');
    await verbose.app.inject({ method: 'GET', url: '/left' });
    expect(verbose.lines()[0]).toEqual(expect.objectContaining({ level: 30, msg: 'the client closed the connection before the reply was sent' }));
  });
});
