import { randomBytes } from 'node:crypto';
import { sessionReply } from '@shared/api/auth';
import { errorReply } from '@shared/api/error-reply';
import { getResumeReply } from '@shared/api/resume';
import { syncStatusReply } from '@shared/api/sync';
import { emptyResume } from '@shared/resume/resume';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from './support/test-app';

/**
 * The platform's tokens the desktop's embedded server keeps (`sync_users`) are sealed under the
 * key the desktop app hands it (TOKEN_ENCRYPTION_KEY). A real platform server listens on
 * loopback; the embedded server is built on its own database, restarted over it with another key
 * or none, and reached through HTTP.
 */

let platform: TestApp;
let platformUrl: string;
const password = 'seal-test-password-123';

beforeAll(async () => {
  platform = await createTestApp();
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const address = platform.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  platformUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await platform.close();
});

const base64Key = () => randomBytes(32).toString('base64');

/** The desktop's embedded server on `database`, with `key` or none; the pull never runs on its own here. */
function desktopServer(database: TestDatabase, key: string | undefined, remoteUrl = platformUrl): Promise<TestApp> {
  return createTestApp({ SYNC_REMOTE_URL: remoteUrl, SYNC_INTERVAL_MS: '3600000', ...(key ? { TOKEN_ENCRYPTION_KEY: key } : {}) }, database);
}

/** Registers through the desktop server (which passes it to the platform): the session and its refresh cookie. */
async function registerThrough(desktop: TestApp, name: string) {
  const email = `${name}-${randomBytes(4).toString('hex')}@example.in`;
  const res = await desktop.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(201);
  const cookie = [res.headers['set-cookie']].flat().find((value) => value?.startsWith('ks_refresh='))?.split(';')[0];
  expect(cookie).toBeDefined();
  return { session: sessionReply.parse(res.json()), cookie: cookie ?? '' };
}

async function keptRow(desktop: TestApp, userId: string) {
  return desktop.db.kysely.selectFrom('sync_users').select('access_token').where('user_id', '=', userId).executeTakeFirstOrThrow();
}

/** Nothing answers here: the desktop server is offline. */
const unreachable = 'http://127.0.0.1:9';

describe('the platform tokens kept by the desktop server', () => {
  it('are stored sealed, not in clear, and still replay after a restart with the same key', async () => {
    const database = await createTestDatabase();
    const key = base64Key();
    try {
      let desktop = await desktopServer(database, key);
      const { session, cookie } = await registerThrough(desktop, 'sealed');
      const row = await keptRow(desktop, session.user.uid);
      expect(row.access_token).not.toBe(session.accessToken);
      expect(row.access_token).not.toContain(session.accessToken.split('.')[1]);
      expect(row.access_token.startsWith('v1.')).toBe(true);
      await desktop.close();

      // Offline after a restart with the same key, the kept session answers with the kept token.
      desktop = await desktopServer(database, key, unreachable);
      const refresh = await desktop.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } });
      expect(refresh.statusCode, refresh.body).toBe(200);
      expect(sessionReply.parse(refresh.json()).accessToken).toBe(session.accessToken);
      await desktop.close();
    } finally {
      await database.drop();
    }
  });

  it('asks to sign in again, once, when the kept token was sealed under another key', async () => {
    const database = await createTestDatabase();
    try {
      let desktop = await desktopServer(database, base64Key());
      const { session, cookie } = await registerThrough(desktop, 'rekeyed');
      await desktop.close();

      // The keyring was reset: main made a new key. Offline, the kept sign-in cannot be read.
      desktop = await desktopServer(database, base64Key(), unreachable);
      const first = await desktop.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } });
      expect(first.statusCode, first.body).toBe(401);
      expect(errorReply.parse(first.json()).error).toMatchObject({ message: expect.stringContaining('Please sign in again'), messageId: 'sync.signInAgain' });
      // Not a loop: the kept session is gone, and the refresh now plainly needs the platform.
      const second = await desktop.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } });
      expect(second.statusCode, second.body).toBe(503);
      await desktop.close();

      // Back online, signing in again keeps the new token, readable under the new key.
      const newKey = base64Key();
      desktop = await desktopServer(database, newKey);
      const signIn = await desktop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: session.user.email, password } });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const fresh = sessionReply.parse(signIn.json());
      const newCookie = [signIn.headers['set-cookie']].flat().find((value) => value?.startsWith('ks_refresh='))?.split(';')[0] ?? '';
      await desktop.close();
      desktop = await desktopServer(database, newKey, unreachable);
      const offline = await desktop.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: newCookie } });
      expect(offline.statusCode, offline.body).toBe(200);
      expect(sessionReply.parse(offline.json()).accessToken).toBe(fresh.accessToken);
      await desktop.close();
    } finally {
      await database.drop();
    }
  });

  it('keep an offline write waiting, without an error, until the learner signs in again under the new key', async () => {
    const database = await createTestDatabase();
    try {
      let desktop = await desktopServer(database, base64Key());
      const { session } = await registerThrough(desktop, 'waiting');
      const auth = { authorization: `Bearer ${session.accessToken}` };
      expect((await desktop.app.inject({ method: 'GET', url: '/api/resume', headers: auth })).statusCode).toBe(200);
      await desktop.close();

      // Offline, the resume is saved here and queued.
      desktop = await desktopServer(database, base64Key(), unreachable);
      const resume = { ...emptyResume(), firstName: 'Asha', lastName: 'Verma', email: session.user.email, summary: 'Written offline.' };
      const queued = await desktop.app.inject({ method: 'PUT', url: '/api/resume', headers: auth, payload: { resume, baseUpdatedAt: null } });
      expect(queued.statusCode, queued.body).toBe(200);
      expect(queued.headers['x-kodeshala-queued']).toBe('1');
      await desktop.close();

      // Back online under yet another key: the kept token cannot be read, so the write waits, and
      // the learner's reads are answered (the copy holds the write), never a 500.
      const newKey = base64Key();
      desktop = await desktopServer(database, newKey);
      const read = await desktop.app.inject({ method: 'GET', url: '/api/resume', headers: auth });
      expect(read.statusCode, read.body).toBe(200);
      expect(getResumeReply.parse(read.json()).resume?.summary).toBe('Written offline.');
      const onPlatform = async (token: string) =>
        getResumeReply.parse((await platform.app.inject({ method: 'GET', url: '/api/resume', headers: { authorization: `Bearer ${token}` } })).json()).resume?.summary;
      expect(await onPlatform(session.accessToken)).toBeUndefined();
      // The Sync screen is told to ask for a sign-in, not shown an error.
      const status = async () => syncStatusReply.parse((await desktop.app.inject({ method: 'GET', url: '/api/sync/status' })).json());
      expect(await status()).toMatchObject({ pending: 1, signInAgain: true });

      // Signed in again, the new token replays the write.
      const signIn = await desktop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: session.user.email, password } });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const fresh = sessionReply.parse(signIn.json()).accessToken;
      const after = await desktop.app.inject({ method: 'GET', url: '/api/resume', headers: { authorization: `Bearer ${fresh}` } });
      expect(after.statusCode, after.body).toBe(200);
      expect(await onPlatform(fresh)).toBe('Written offline.');
      expect(await status()).toMatchObject({ pending: 0, signInAgain: false });
      await desktop.close();
    } finally {
      await database.drop();
    }
  });

  it('say to sign in again when the platform refuses the kept token, and send the waiting write after it', async () => {
    const database = await createTestDatabase();
    try {
      const key = base64Key();
      let desktop = await desktopServer(database, key);
      const { session, cookie } = await registerThrough(desktop, 'refused');
      const auth = { authorization: `Bearer ${session.accessToken}` };
      expect((await desktop.app.inject({ method: 'GET', url: '/api/resume', headers: auth })).statusCode).toBe(200);
      await desktop.close();

      desktop = await desktopServer(database, key, unreachable);
      const resume = { ...emptyResume(), firstName: 'Asha', lastName: 'Verma', email: session.user.email, summary: 'Written before signing out elsewhere.' };
      expect((await desktop.app.inject({ method: 'PUT', url: '/api/resume', headers: auth, payload: { resume, baseUpdatedAt: null } })).headers['x-kodeshala-queued']).toBe('1');
      await desktop.close();

      // Signed out on the platform meanwhile: every access token of the learner ends there.
      expect((await platform.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(200);
      desktop = await desktopServer(database, key);
      const status = async () => syncStatusReply.parse((await desktop.app.inject({ method: 'GET', url: '/api/sync/status' })).json());
      // Readable and unexpired, the kept token is tried, refused, and the write waits for a sign-in.
      await desktop.app.inject({ method: 'GET', url: '/api/resume', headers: auth });
      expect(await status()).toMatchObject({ pending: 1, signInAgain: true });

      const signIn = await desktop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: session.user.email, password } });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const fresh = sessionReply.parse(signIn.json()).accessToken;
      await desktop.app.inject({ method: 'GET', url: '/api/resume', headers: { authorization: `Bearer ${fresh}` } });
      expect(await status()).toMatchObject({ pending: 0, signInAgain: false });
      const onPlatform = await platform.app.inject({ method: 'GET', url: '/api/resume', headers: { authorization: `Bearer ${fresh}` } });
      expect(getResumeReply.parse(onPlatform.json()).resume?.summary).toBe('Written before signing out elsewhere.');
      await desktop.close();
    } finally {
      await database.drop();
    }
  });

  it('are kept as they are without a key, and sealed at the first start with one', async () => {
    const database = await createTestDatabase();
    try {
      let desktop = await desktopServer(database, undefined);
      const { session } = await registerThrough(desktop, 'plain');
      expect((await keptRow(desktop, session.user.uid)).access_token).toBe(session.accessToken);
      await desktop.close();

      desktop = await desktopServer(database, base64Key(), unreachable);
      await desktop.app.ready();
      const sealed = (await keptRow(desktop, session.user.uid)).access_token;
      expect(sealed).not.toBe(session.accessToken);
      expect(sealed.startsWith('v1.')).toBe(true);
      await desktop.close();
    } finally {
      await database.drop();
    }
  });

  it('refuses a key that is not 32 bytes, naming the variable', async () => {
    const database = await createTestDatabase();
    try {
      await expect(desktopServer(database, randomBytes(16).toString('base64'))).rejects.toThrow(/TOKEN_ENCRYPTION_KEY/);
    } finally {
      await database.drop();
    }
  });
});
