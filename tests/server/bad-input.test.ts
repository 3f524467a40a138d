import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReply } from '@shared/api/error-reply';
import { createTestApp, fakeRendererDir, type TestApp } from './support/test-app';

function expectJsonError(res: { statusCode: number; body: string; headers: Record<string, unknown> }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toContain('application/json');
  const body = errorReply.parse(JSON.parse(res.body));
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(10);
  expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  return body;
}

describe('bad input and unknown routes', () => {
  let t: TestApp;
  let rendererDir: string;
  beforeAll(async () => {
    rendererDir = fakeRendererDir();
    t = await createTestApp({ RENDERER_DIR: rendererDir, BODY_LIMIT_BYTES: '1024' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(rendererDir, { recursive: true, force: true });
  });

  it('answers an unknown API path with a JSON 404 that names it', async () => {
    const body = expectJsonError(await t.app.inject({ method: 'GET', url: '/api/no-such-thing' }), 404, 'NOT_FOUND');
    expect(body.error.message).toContain('/api/no-such-thing');
  });

  it('answers a wrong method with 405 and the allowed methods', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/plans' });
    const body = expectJsonError(res, 405, 'METHOD_NOT_ALLOWED');
    expect(res.headers.allow).toBe('GET');
    expect(body.error.message).toContain('Use GET');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/plans',
      headers: { 'content-type': 'application/json' },
      payload: '{"plan": ',
    });
    expectJsonError(res, 400, 'BAD_REQUEST');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/plans',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(4096) }),
    });
    const body = expectJsonError(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(body.error.message).toContain('1 KB');
  });

  it('serves index.html for client-side routes so a reload works', async () => {
    for (const url of ['/', '/privacy-policy', '/courses/html-basics', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves built assets with a long cache and never falls back to HTML for a missing file', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing-9999.js' });
    expectJsonError(missing, 404, 'NOT_FOUND');
  });

  it('compresses large responses when the client accepts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
