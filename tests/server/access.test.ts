import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLevels } from '@shared/api/route';
import { isOfflineReadablePath } from '@shared/offline/cache-names';
import { allRoutes } from '@shared/api/routes';
import { MissingAccessError, registerAccessCheck, requireAccessDeclaration } from '@server/http/access';
import { registerErrorHandler } from '@server/http/error-handler';
import { createAccessTokenSigner } from '@server/auth/access-token';
import { bearer, login, register } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

/** The Cache-Control every answer of a non-public route carries: a file or a stream may set its own. */
function privateCaching(kind: string | undefined, url: string): RegExp {
  if (kind === 'download' || kind === 'event-stream') return /^(no-store|private, no-store|no-cache, no-transform)$/;
  return isOfflineReadablePath(url) ? /^private, no-cache$/ : /^no-store$/;
}

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

  it('answers every API route as its declared access says, for no token, a learner and an admin', async () => {
    const learner = await register(t);
    const admin = await login(t, 'admin@kodeshala.local', 'demo-password-123');
    const callers = { none: {}, learner: bearer(learner.accessToken), admin: bearer(admin.accessToken) } as const;
    // What each caller may do: true means the access check lets the request through.
    const expected: Record<string, Record<keyof typeof callers, boolean>> = {
      public: { none: true, learner: true, admin: true },
      user: { none: false, learner: true, admin: true },
      organiser: { none: false, learner: false, admin: true },
      admin: { none: false, learner: false, admin: true },
    };
    // The table, not the registered routes: the contract test proves the two are the same.
    for (const route of allRoutes) {
      const url = route.path.replaceAll(/:\w+/g, 'sample');
      for (const [who, headers] of Object.entries(callers) as Array<[keyof typeof callers, Record<string, string>]>) {
        // Sign-out would end the admin's session for the rest of the walk; its access is public anyway.
        if (route.path === '/api/auth/logout') continue;
        const res = await t.app.inject({ method: route.method, url, headers, ...(route.method === 'GET' ? {} : { payload: {} }) });
        const passed = res.statusCode !== 401 && res.statusCode !== 403;
        // A public sign-in route answers a refused sign-in with 401; a signed-in one under /api/auth (the password) does not.
        const isSignInFailure = route.access === 'public' && route.path.startsWith('/api/auth/') && res.statusCode === 401;
        expect(passed || isSignInFailure, `${who} ${route.method} ${route.path} -> ${res.statusCode}`).toBe(expected[route.access]?.[who]);
        if (route.access !== 'public') expect(res.headers['cache-control'], `${who} ${route.method} ${route.path} -> ${res.statusCode}`).toMatch(privateCaching(route.kind, url));
      }
    }
  });

  it('answers every route that needs a caller, whoever asks and whatever the outcome, so that no shared cache keeps it', async () => {
    const learner = await register(t);
    const caching = async (url: string, headers: Record<string, string> = bearer(learner.accessToken)) => (await t.app.inject({ method: 'GET', url, headers })).headers['cache-control'];
    expect(await caching('/api/me')).toBe('no-store');
    expect(await caching('/api/resume')).toBe('no-store');
    expect(await caching('/api/hackathon/team')).toBe('no-store');
    expect(await caching('/api/me', {})).toBe('no-store');
    // Kept by the service worker for reading offline: private, and asked again before each use.
    expect(await caching('/api/courses')).toBe('private, no-cache');
    // A public route that answers a caller in person is theirs alone too.
    expect(await caching('/api/plans')).toBe('no-store');
    expect(await caching('/api/plans', {})).toBeUndefined();
  });

  it('answers another learner’s assignment submission as not found, and its owner and an admin with it', async () => {
    const owner = bearer((await register(t)).accessToken);
    const other = bearer((await register(t)).accessToken);
    const admin = bearer((await login(t, 'admin@kodeshala.local', 'demo-password-123')).accessToken);
    const sent = await t.app.inject({ method: 'POST', url: '/api/assignments/git-assignment-merge/submit', headers: owner, payload: { solution: 'git log' } });
    const url = `/api/assignments/submissions/${sent.json<{ submissionId: string }>().submissionId}`;
    const status = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url, headers })).statusCode;
    expect([await status(owner), await status(other), await status(admin)]).toEqual([200, 404, 200]);
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
    registerAccessCheck(app, createAccessTokenSigner('a-test-secret-that-is-long-enough-123'));
    app.get('/api/private', { config: { access: 'user' } }, async () => ({ secret: true }));
    const res = await app.inject({ method: 'GET', url: '/api/private' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.', messageId: 'auth.signInToContinue' } });
    await app.close();
  });
});
