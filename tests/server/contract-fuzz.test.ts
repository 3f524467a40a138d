import fs from 'node:fs';
import path from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { afterAll, describe, expect } from 'vitest';
import { z } from 'zod';
import { errorReply } from '@shared/api/error-reply';
import type { RouteContract } from '@shared/api/route';
import { allRoutes } from '@shared/api/routes';
import { bearer, login, register } from './support/accounts';
import { arbitraryFor, hostileStrings, jsonSchema } from './support/schema-arbitrary';
import { createTestApp } from './support/test-app';

/**
 * Every route fuzzed from its own published contract (/api/openapi.json) with valid, boundary and
 * hostile input, as a learner and as an admin: no answer of 500 or more, and every answer keeps
 * its own schema (the contract's reply on success, the one error shape otherwise). CI runs a few
 * cases per route; `npm run bench:fuzz` runs many (FUZZ_RUNS).
 */
const runs = Number(process.env.FUZZ_RUNS ?? 5);
/** Routes whose valid calls run code, stream a model's answer or look a URL up: fewer cases. */
const costly = /\/(run|runs|tutor|chat|url-check|export|execute|compile)\b/;

const regressionsFile = path.join(import.meta.dirname, 'contract-fuzz-regressions.json');
/** Shrunk counterexamples that once broke a route, replayed before the random cases. */
const regressions = z.record(z.string(), z.array(z.unknown())).parse(JSON.parse(fs.readFileSync(regressionsFile, 'utf8')));

const parameter = z.object({ in: z.enum(['path', 'query', 'header', 'cookie']), name: z.string(), required: z.boolean().optional(), schema: jsonSchema.optional() });
const operation = z.object({
  parameters: z.array(parameter).optional(),
  requestBody: z.object({ content: z.record(z.string(), z.object({ schema: jsonSchema.optional() })) }).optional(),
});
const openapi = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) });

const t = await createTestApp({ REGISTER_RATE_LIMIT_PER_15_MINUTES: '1000', SIGN_IN_RATE_LIMIT_PER_5_MINUTES: '1000' });
afterAll(() => t.close());
const document = openapi.parse((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
const callers = {
  learner: bearer((await register(t)).accessToken),
  admin: bearer((await login(t, 'admin@kodeshala.local', 'demo-password-123')).accessToken),
};

const contractOf = (method: string, openapiPath: string): RouteContract | undefined =>
  allRoutes.find((route) => route.method === method && route.path === openapiPath.replaceAll(/\{(\w+)\}/g, ':$1'));

/** One generated request: what goes in the path, the query string and the body. */
interface FuzzRequest {
  path: Record<string, string>;
  query: Record<string, unknown>;
  body?: { json: unknown } | { raw: string };
}

const pathValue = fc.oneof(
  { weight: 3, arbitrary: fc.string({ minLength: 1, maxLength: 24 }) },
  { weight: 1, arbitrary: fc.constantFrom(...hostileStrings.filter((value) => value.length > 0 && value.length < 200)) },
);
const rawBodies = ['{"a": 1e999}', '{', '[', `${'['.repeat(20_000)}${']'.repeat(20_000)}`, '"\\ud800"', 'null', '{"__proto__": {"isAdmin": true}}', `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`];

function requestArbitrary(spec: z.infer<typeof operation>): fc.Arbitrary<FuzzRequest> {
  const parameters = spec.parameters ?? [];
  const pathParams = Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, pathValue]));
  const queryParams = Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ? arbitraryFor(p.schema, true) : fc.string()]));
  const bodySchema = spec.requestBody?.content['application/json']?.schema;
  const body: fc.Arbitrary<FuzzRequest['body']> = bodySchema
    ? fc.oneof({ weight: 8, arbitrary: arbitraryFor(bodySchema, true).map((json) => ({ json })) }, { weight: 1, arbitrary: fc.constantFrom(...rawBodies).map((raw) => ({ raw })) })
    : fc.constant(undefined);
  return fc.record({ path: fc.record(pathParams), query: fc.record(queryParams, { requiredKeys: [] }), body }, { requiredKeys: ['path', 'query'] });
}

/** A path segment as a client would send it; a lone surrogate has no UTF-8, so it goes as its raw CESU-8 bytes. */
function segment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function urlOf(openapiPath: string, request: FuzzRequest): string {
  const filled = openapiPath.replaceAll(/\{(\w+)\}/g, (_all, name: string) => segment(request.path[name] ?? 'x'));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, typeof item === 'string' ? item : JSON.stringify(item));
  }
  const query = search.toString();
  return query ? `${filled}?${query}` : filled;
}

function reachesOwnRoute(openapiPath: string, request: FuzzRequest): boolean {
  const filled = urlOf(openapiPath, { ...request, query: {} });
  return new URL(filled, 'http://localhost').pathname === filled;
}

const operations = Object.entries(document.paths).flatMap(([openapiPath, methods]) =>
  Object.entries(methods).map(([method, spec]) => ({ openapiPath, method: method.toUpperCase(), spec: operation.parse(spec) })),
);

describe('contract fuzz', () => {
  for (const { openapiPath, method, spec } of operations) {
    const contract = contractOf(method, openapiPath);
    // Sign-out and the websocket upgrade have their own tests; fuzzing sign-out would end the walk's session.
    if (openapiPath === '/api/auth/logout' || contract?.kind === 'websocket') continue;
    const name = `${method} ${openapiPath}`;
    const examples = (regressions[name] ?? []).map((example) => [example] as [FuzzRequest]);
    for (const [who, headers] of Object.entries(callers)) {
      test.prop([requestArbitrary(spec)], { numRuns: costly.test(openapiPath) ? Math.min(runs, 2) : runs, examples })(
        `${name} as ${who}`,
        async (request) => {
          const payload = request.body === undefined ? undefined : 'raw' in request.body ? request.body.raw : JSON.stringify(request.body.json);
          const res = await t.app.inject({
            method: method as 'GET',
            url: urlOf(openapiPath, request),
            headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
            ...(payload === undefined ? {} : { payload }),
          });
          const detail = `${name} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, detail).toBeLessThan(500);
          // A parameter of "." or ".." is a dot segment: every client, this one included, resolves it
          // away before sending, so the request reached another route and answers with that one's reply.
          if (!reachesOwnRoute(openapiPath, request)) return;
          if (!String(res.headers['content-type']).includes('application/json')) return;
          const reply: unknown = res.json();
          if (res.statusCode >= 400) expect(errorReply.safeParse(reply).success, detail).toBe(true);
          else if (res.statusCode < 300 && contract?.reply && (contract.kind ?? 'json') === 'json') {
            const parsed = contract.reply.safeParse(reply);
            expect(parsed.success, `${detail}\n${parsed.error?.message ?? ''}`).toBe(true);
          }
        },
        120_000,
      );
    }
  }
});
