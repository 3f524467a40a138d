import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the preview sandbox page', () => {
  it('is served with its own sandboxing policy: an opaque origin that may run inline scripts but reach no network', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox/preview' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('sandbox allow-scripts');
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toContain("default-src 'none'");
    expect(res.body).toContain('kodeshala:preview');
  });

  it('lets app pages frame it and YouTube lesson videos', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/frame-src 'self' https:\/\/www\.youtube-nocookie\.com/);
  });
});
