import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteContract } from '@shared/api/route';
import { allRoutes } from '@shared/api/routes';
import { plansRoutes } from '@shared/api/routes/plans';
import { createAccessTokenSigner } from '@server/auth/access-token';
import { pluginRoutePrefixes, registerAccessCheck, type RouteAccess } from '@server/http/access';
import { routeOptions } from '@server/http/route-options';
import { createTestApp, type TestApp } from './support/test-app';

const key = (method: string, path: string) => `${method} ${path}`;

/** How the registered routes differ from the table: missing, unknown, or registered with other access or schemas. */
function differences(registered: readonly RouteAccess[], table: readonly RouteContract[]): string[] {
  const found: string[] = [];
  const routes = registered.filter((r) => !pluginRoutePrefixes.some((prefix) => r.url.startsWith(prefix)));
  const byKey = new Map(table.map((contract) => [key(contract.method, contract.path), contract]));
  for (const contract of table) {
    if (!routes.some((r) => key(r.method, r.url) === key(contract.method, contract.path))) found.push(`${key(contract.method, contract.path)} is not registered`);
  }
  for (const { method, url, access, schema = {} } of routes) {
    const contract = byKey.get(key(method, url));
    if (!contract) {
      found.push(`${key(method, url)} is not in the route table`);
      continue;
    }
    const response = schema.response as Record<string, unknown> | undefined;
    const expected = {
      access: [access, contract.access],
      params: [schema.params, contract.params],
      querystring: [schema.querystring, contract.query],
      body: [schema.body, contract.body],
      'response status': [Object.keys(response ?? {}).join(','), contract.reply ? String(contract.status ?? 200) : ''],
      reply: [response?.[contract.status ?? 200], contract.reply],
    };
    for (const [part, [actual, wanted]] of Object.entries(expected)) {
      if (actual !== wanted) found.push(`${key(method, url)} registers another ${part} than its contract`);
    }
  }
  return found;
}

describe('the route table', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Firebase configured, so its exchange route is registered too; the sandbox gateway runs without Razorpay keys.
    t = await createTestApp({
      FIREBASE_API_KEY: 'test-key',
      FIREBASE_AUTH_DOMAIN: 'kodeshala-test.firebaseapp.com',
      FIREBASE_PROJECT_ID: 'kodeshala-test',
      FIREBASE_JWKS_URL: 'http://127.0.0.1:9/jwks',
    });
  });
  afterAll(() => t.close());

  it('is exactly what the server registers, with the same access and the same schemas', () => {
    expect(differences(t.app.routeAccess, allRoutes)).toEqual([]);
  });

  it('notices a route registered outside the table or with a schema of its own', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerAccessCheck(app, createAccessTokenSigner('a-test-secret-that-is-long-enough-123'));
    const contract = routeOptions(plansRoutes.get);
    app.route({ ...contract, schema: { ...contract.schema, params: z.object({ key: z.string() }) }, handler: () => null });
    app.route({ method: 'GET', url: '/api/extra', config: { access: 'public' }, handler: () => null });
    expect(differences(app.routeAccess, [plansRoutes.list, plansRoutes.get])).toEqual([
      'GET /api/plans is not registered',
      'GET /api/plans/:key registers another params than its contract',
      'GET /api/extra is not in the route table',
    ]);
    await app.close();
  });
});
