import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyResume } from '@shared/resume/resume';
import { syncMessageTable } from '@shared/sync/messages';
import { sampleResume } from '../support/sample-resume';
import { signUp } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

describe('Idempotency-Key on writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = (headers: Record<string, string>, key: string, name = 'Offline notes') =>
    t.app.inject({ method: 'POST', url: '/api/playground/projects', headers: { ...headers, 'idempotency-key': key }, payload: { name, files: [{ name: 'main.py', content: 'print(1)', mode: 'python' }] } });

  it('applies a key once and answers a repeat with the first answer', async () => {
    const { headers, id } = await signUp(t, 'idem');
    const first = await create(headers, 'key-aaaaaaaa-1');
    const again = await create(headers, 'key-aaaaaaaa-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const rows = await t.db.kysely.selectFrom('playground_projects').select('id').where('user_id', '=', id).execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps keys per user, and refuses one reused for a different request', async () => {
    const asha = await signUp(t, 'idem-a');
    const ravi = await signUp(t, 'idem-b');
    expect((await create(asha.headers, 'shared-key-0001')).statusCode).toBe(201);
    expect((await create(ravi.headers, 'shared-key-0001')).headers['idempotent-replayed']).toBeUndefined();
    const other = await t.app.inject({ method: 'PUT', url: '/api/resume', headers: { ...asha.headers, 'idempotency-key': 'shared-key-0001' }, payload: { resume: { ...emptyResume(), firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in' }, baseUpdatedAt: null } });
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json()).toMatchObject({ error: { message: syncMessageTable.en.keyReused({ key: 'shared-key-0001' }), messageId: 'sync.keyReused' } });
  });

  it('refuses a key sent again with the same address and another body, naming the key, and runs nothing', async () => {
    const { headers, id } = await signUp(t, 'idem-body');
    expect((await create(headers, 'body-key-00001', 'First notes')).statusCode).toBe(201);
    const other = await create(headers, 'body-key-00001', 'Second notes');
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json()).toMatchObject({ error: { message: syncMessageTable.en.keyReused({ key: 'body-key-00001' }) } });
    expect(other.json<{ error: { message: string } }>().error.message).toContain('body-key-00001');
    const rows = await t.db.kysely.selectFrom('playground_projects').select('name').where('user_id', '=', id).execute();
    expect(rows.map((r) => r.name)).toEqual(['First notes']);
  });

  it('answers a file again byte for byte, with its type and name, on either database', { timeout: 30_000 }, async () => {
    const { headers } = await signUp(t, 'idem-pdf');
    const exportPdf = () =>
      t.app.inject({ method: 'POST', url: '/api/resume/export', headers: { ...headers, 'idempotency-key': 'pdf-key-000001' }, payload: { ...sampleResume(), format: 'pdf' } });
    const first = await exportPdf();
    expect(first.statusCode, first.body.slice(0, 200)).toBe(200);
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await exportPdf();
    expect(again.statusCode, again.body.slice(0, 200)).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['content-disposition']).toBe(first.headers['content-disposition']);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
  });

  it('forgets a key a day old when it is read, and runs its request as new', async () => {
    const { headers, id } = await signUp(t, 'idem-day');
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000).toISOString();
    await t.db.kysely
      .insertInto('idempotency_keys')
      .values({ user_id: id, key: 'day-old-key-01', method: 'POST', path: '/api/playground/projects', status_code: 201, content_type: null, reply_body: '{"kept":true}', created_at: dayAgo })
      .execute();
    const res = await create(headers, 'day-old-key-01');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(res.json()).not.toEqual({ kept: true });
  });

  it('refuses a malformed key, and tells a repeat of a write still running to retry', async () => {
    const { headers, id } = await signUp(t, 'idem-c');
    expect((await create(headers, 'bad key!')).statusCode).toBe(400);
    await t.db.kysely
      .insertInto('idempotency_keys')
      .values({ user_id: id, key: 'running-key-1', method: 'POST', path: '/api/playground/projects', status_code: null, content_type: null, reply_body: null, created_at: new Date().toISOString() })
      .execute();
    const busy = await create(headers, 'running-key-1');
    expect(busy.statusCode).toBe(409);
    expect(busy.headers['retry-after']).toBe('1');
  });

  it('forgets a key whose write failed for a reason worth retrying, and ignores reads', async () => {
    const { headers } = await signUp(t, 'idem-d');
    const read = await t.app.inject({ method: 'GET', url: '/api/resume', headers: { ...headers, 'idempotency-key': 'read-key-0001' } });
    expect(read.statusCode).toBe(200);
    const rows = await t.db.kysely.selectFrom('idempotency_keys').select('key').where('key', '=', 'read-key-0001').execute();
    expect(rows).toHaveLength(0);
  });

  it('forgets a user’s other old keys when they store a new one', async () => {
    const { headers, id } = await signUp(t, 'idem-e');
    const old = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    await t.db.kysely
      .insertInto('idempotency_keys')
      .values({ user_id: id, key: 'old-key-00001', method: 'POST', path: '/api/playground/projects', status_code: 201, content_type: null, reply_body: '{}', created_at: old })
      .execute();
    expect((await create(headers, 'new-key-00001')).statusCode).toBe(201);
    const keys = await t.db.kysely.selectFrom('idempotency_keys').select('key').where('user_id', '=', id).execute();
    expect(keys.map((k) => k.key)).toEqual(['new-key-00001']);
  });
});

describe('the sync routes on the platform server itself', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says it is the platform (direct), never offline, with no conflicts to list', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/sync/status' })).json()).toEqual({ mode: 'direct', online: true, offlineSince: null, pending: 0, signInAgain: false });
    const { headers } = await signUp(t, 'sync-direct');
    expect((await t.app.inject({ method: 'GET', url: '/api/sync/conflicts', headers })).json()).toEqual({ conflicts: [] });
    const resolve = await t.app.inject({ method: 'POST', url: '/api/sync/conflicts/abc/resolve', headers, payload: { keep: 'mine' } });
    expect(resolve.statusCode).toBe(404);
  });
});
