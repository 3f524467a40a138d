import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLevels, MissingAccessError, registerAccessCheck, requireAccessDeclaration } from '@server/http/access';
import { registerErrorHandler } from '@server/http/error-handler';
import { createTestApp, type TestApp } from './support/test-app';

describe('route access declarations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets every API route say who may call it', () => {
    const urls = t.app.routeAccess.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(expect.arrayContaining(['GET /api/health', 'GET /api/plans', 'GET /api/openapi.json', 'GET /api/docs']));
    for (const route of t.app.routeAccess) expect(accessLevels).toContain(route.access);
  });

  it('answers every public API route without a token', async () => {
    for (const route of t.app.routeAccess.filter((r) => r.access === 'public' && !r.url.includes('*') && !r.url.includes(':'))) {
      const res = await t.app.inject({ method: route.method as 'GET', url: route.url });
      expect(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(400);
    }
  });

  it('refuses to register an API route without a declaration', async () => {
    const app = Fastify();
    app.addHook('onRoute', (route) => {
      requireAccessDeclaration(route);
    });
    expect(() => app.get('/api/secret', async () => 'no')).toThrow(MissingAccessError);
    await app.close();
  });

  it('answers 401 on a signed-in-only route when the caller is not signed in', async () => {
    const app = Fastify();
    registerErrorHandler(app, 1024);
    registerAccessCheck(app);
    app.get('/api/private', { config: { access: 'user' } }, async () => ({ secret: true }));
    const res = await app.inject({ method: 'GET', url: '/api/private' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' } });
    await app.close();
  });
});
