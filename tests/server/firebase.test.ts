import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

const projectId = 'kodeshala-test';
const issuerBase = 'https://securetoken.google.com/';

/** An ID token as the Firebase Authentication emulator makes it: `alg: none`, no signature. */
const unsigned = (claims: Record<string, unknown>, options: { audience?: string; expiresIn?: string } = {}) =>
  new UnsecuredJWT(claims)
    .setIssuer(`${issuerBase}${projectId}`)
    .setAudience(options.audience ?? projectId)
    .setSubject(String(claims.sub ?? 'emulator-uid-1'))
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '10m')
    .encode();

describe('Firebase ID token exchange (optional sign-in)', () => {
  let jwks: http.Server;
  let t: TestApp;
  let sign: (claims: Record<string, unknown>, options?: { audience?: string; issuer?: string; key?: 'good' | 'other' }) => Promise<string>;

  beforeAll(async () => {
    const good = await generateKeyPair('RS256');
    const other = await generateKeyPair('RS256');
    const publicJwk = { ...(await exportJWK(good.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
    // A JWKS endpoint on loopback, as Google publishes Firebase's signing keys.
    jwks = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [publicJwk] })));
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    const jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/jwks`;
    sign = (claims, options = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
        .setIssuer(options.issuer ?? `${issuerBase}${projectId}`)
        .setAudience(options.audience ?? projectId)
        .setSubject(String(claims.sub ?? 'firebase-uid-1'))
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(options.key === 'other' ? other.privateKey : good.privateKey);
    t = await createTestApp({
      FIREBASE_API_KEY: 'test-api-key',
      FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_JWKS_URL: jwksUrl,
      FIREBASE_ISSUER_BASE: issuerBase,
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => jwks.close(resolve));
  });

  const exchange = (idToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/firebase/exchange', payload: { idToken } });

  it('publishes the web config and exchanges a verified token for our own session', async () => {
    const providers = (await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json();
    expect(providers.firebase).toEqual({ apiKey: 'test-api-key', authDomain: `${projectId}.firebaseapp.com`, projectId });
    const token = await sign({ sub: 'fb-1', email: 'Meera@Example.in', email_verified: true, name: 'Meera', firebase: { sign_in_provider: 'github.com' } });
    const res = await exchange(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'meera@example.in', providers: ['firebase'], displayName: 'Meera' });
    expect(res.cookies.find((c) => c.name === 'ks_refresh')).toBeDefined();
  });

  it('refuses tokens for another project, from another issuer or signed with another key', async () => {
    const claims = { sub: 'fb-2', email: 'x@example.in' };
    for (const token of [
      await sign(claims, { audience: 'someone-else' }),
      await sign(claims, { issuer: 'https://evil.example/kodeshala-test' }),
      await sign(claims, { key: 'other' }),
      // What the emulator makes: without FIREBASE_AUTH_EMULATOR_HOST an unsigned token is nothing.
      unsigned(claims),
      'not-a-token',
    ]) {
      const res = await exchange(token);
      expect(res.statusCode).toBe(401);
    }
    expect(await t.db.kysely.selectFrom('users').select('email').where('email', '=', 'x@example.in').executeTakeFirst()).toBeUndefined();
  });
});

describe('Firebase sign-in against the Authentication emulator (development and test only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      FIREBASE_API_KEY: 'emulator-api-key',
      FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
  });
  afterAll(() => t.close());

  const exchange = (idToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/firebase/exchange', payload: { idToken } });

  it('tells the login page where the emulator is and lets the page call it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    expect(res.headers['content-security-policy']).toMatch(/connect-src 'self' data: http:\/\/127\.0\.0\.1:9099/);
    const providers = (await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json();
    expect(providers.firebase).toMatchObject({ projectId, emulatorUrl: 'http://127.0.0.1:9099' });
  });

  it("accepts the emulator's unsigned token for our project and opens our session", async () => {
    const res = await exchange(unsigned({ sub: 'emu-1', email: 'Kiran@Example.in', email_verified: false, firebase: { sign_in_provider: 'password' } }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'kiran@example.in', providers: ['firebase'] });
  });

  it('still checks the audience and the expiry of an unsigned token', async () => {
    for (const token of [unsigned({ sub: 'emu-2', email: 'y@example.in' }, { audience: 'someone-else' }), unsigned({ sub: 'emu-2', email: 'y@example.in' }, { expiresIn: '-1m' })]) {
      expect((await exchange(token)).statusCode).toBe(401);
    }
  });
});
