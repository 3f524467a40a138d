import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthReply } from '@shared/api/health';
import { createTestApp, type TestApp, testDialect } from './support/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports ok, the database in use and the version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(healthReply.parse(res.json())).toEqual({ status: 'ok', db: testDialect, version: '1.0.0-test' });
  });

  it('answers with strict API security headers and the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-42' } });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-request-id']).toBe('trace-42');
  });

  it('gives pages a policy the renderer runs under: own scripts only, no framing by others', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/some/page' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    // WebAssembly may compile (the resume's PDF layout); JavaScript may still not be evaluated.
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    expect(csp).not.toContain("'unsafe-eval'");
    // The resume's PDF layout engine fetches its inlined WebAssembly, a data: URL.
    expect(csp).toMatch(/connect-src 'self' data:(;|$)/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });

  it('does not trust a request id that could inject into logs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b\nc' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
