import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { liveRefusals } from '@shared/workspace/limits';
import { appendUpdate, compact, compactTo, loadDocument } from '@server/workspace/document-store';
import { signUp } from './support/accounts';
import { joinWorkspace, leaveWorkspace, whenSynced, type WorkspaceMember as Member } from './support/workspace-client';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from './support/test-app';

/** The team workspace through its real endpoint, with y-websocket's own client (product.md §3.10). */

const tokenOf = (headers: Record<string, string>) => (headers.authorization ?? '').replace('Bearer ', '');

async function listening(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/workspace/live`;
}

const opened: Member[] = [];

function join(url: string, projectId: string, token: string): Member {
  const member = joinWorkspace(url, projectId, token);
  opened.push(member);
  return member;
}

const synced = whenSynced;

async function sharedProject(t: TestApp) {
  const owner = await signUp(t, 'owner');
  const friend = await signUp(t, 'friend');
  const stranger = await signUp(t, 'stranger');
  const created = await t.app.inject({ method: 'POST', url: '/api/workspace/projects', headers: owner.headers, payload: { name: 'Hostel hack' } });
  expect(created.statusCode).toBe(201);
  const projectId = created.json<{ id: string }>().id;
  const invited = await t.app.inject({ method: 'POST', url: `/api/workspace/projects/${projectId}/collaborators`, headers: owner.headers, payload: { email: friend.email } });
  expect(invited.statusCode).toBe(200);
  return { owner, friend, stranger, projectId };
}

afterEach(() => {
  for (const member of opened.splice(0)) leaveWorkspace(member);
});

describe('the workspace live endpoint', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await listening(t);
  });
  afterAll(() => t.close());

  it('merges two members typing on the same line at once into the same text', async () => {
    const { owner, friend, projectId } = await sharedProject(t);
    const a = join(url, projectId, tokenOf(owner.headers));
    const b = join(url, projectId, tokenOf(friend.headers));
    await Promise.all([synced(a), synced(b)]);
    a.file('main.py').insert(0, "print('hello')\n");
    await vi.waitFor(() => expect(b.files()['main.py']).toBe("print('hello')\n"), { timeout: 5000, interval: 10 });
    a.file('main.py').insert(7, 'dear ');
    b.file('main.py').insert(7, 'big ');
    await vi.waitFor(() => expect(a.files()).toEqual(b.files()), { timeout: 5000, interval: 10 });
    const line = a.files()['main.py'] ?? '';
    expect(line).toContain('dear ');
    expect(line).toContain('big ');
    // The members had each other's keys ahead of their stores; once those are done, the server agrees.
    await t.workspace.settled(projectId);
    expect(await t.workspace.filesOf(projectId)).toEqual(a.files());
  });

  it('relays a keystroke to the other members before it is stored, and stores it after', async () => {
    const { owner, friend, projectId } = await sharedProject(t);
    const a = join(url, projectId, tokenOf(owner.headers));
    const b = join(url, projectId, tokenOf(friend.headers));
    await Promise.all([synced(a), synced(b)]);
    a.file('main.py').insert(0, 'first\n');
    await vi.waitFor(async () => expect(await t.workspace.filesOf(projectId)).toEqual({ 'main.py': 'first\n' }), { timeout: 5000, interval: 10 });
    // The project's row held by another transaction: no store can finish until it lets go.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = t.db.kysely.transaction().execute(async (trx) => {
      await trx.updateTable('workspace_projects').set({ stored_bytes: sql<number>`stored_bytes` }).where('id', '=', projectId).execute();
      locked();
      await gate;
    });
    try {
      await isLocked;
      a.file('main.py').insert(0, 'ahead\n');
      await vi.waitFor(() => expect(b.files()['main.py']).toBe('ahead\nfirst\n'), { timeout: 5000, interval: 10 });
      // The server's own copy holds only what is stored.
      expect(await t.workspace.filesOf(projectId)).toEqual({ 'main.py': 'first\n' });
    } finally {
      release();
      await holding;
    }
    await vi.waitFor(async () => expect(await t.workspace.filesOf(projectId)).toEqual({ 'main.py': 'ahead\nfirst\n' }), { timeout: 5000, interval: 10 });
    expect(b.files()['main.py']).toBe('ahead\nfirst\n');
  });

  it('stores the keystrokes that arrive while the document is busy as one update, and relays every key', async () => {
    const { owner, friend, projectId } = await sharedProject(t);
    const a = join(url, projectId, tokenOf(owner.headers));
    const b = join(url, projectId, tokenOf(friend.headers));
    await Promise.all([synced(a), synced(b)]);
    const stored = async () => (await t.db.kysely.selectFrom('workspace_updates').select('seq').where('project_id', '=', projectId).execute()).length;
    const before = await stored();
    // Thirty keys in one go are thirty messages on one socket, read before the first is stored.
    for (let key = 0; key < 30; key++) a.file('main.py').insert(key, 'k');
    const typed = 'k'.repeat(30);
    await vi.waitFor(() => expect(b.files()['main.py']).toBe(typed), { timeout: 5000, interval: 10 });
    // The peer has each key ahead of its store; the server's copy follows once they are stored.
    await vi.waitFor(async () => expect(await t.workspace.filesOf(projectId)).toEqual({ 'main.py': typed }), { timeout: 5000, interval: 10 });
    // One transaction a key queued without bound under load; now they share one.
    expect((await stored()) - before).toBeLessThan(30);
  });

  it('keeps every edit of a member who was offline and of the one who was not', async () => {
    const { owner, friend, projectId } = await sharedProject(t);
    const a = join(url, projectId, tokenOf(owner.headers));
    const b = join(url, projectId, tokenOf(friend.headers));
    await Promise.all([synced(a), synced(b)]);
    a.file('app.js').insert(0, 'start\n');
    a.file('old.txt').insert(0, 'to be renamed');
    await vi.waitFor(() => expect(b.files()).toEqual({ 'app.js': 'start\n', 'old.txt': 'to be renamed' }), { timeout: 5000, interval: 10 });

    b.provider.disconnect();
    for (let i = 0; i < 20; i++) {
      a.file('app.js').insert(a.file('app.js').length, `online ${i}\n`);
      b.file('app.js').insert(0, `offline ${i}\n`);
    }
    // A rename is a delete and a create in the same document: done offline, it merges too.
    b.doc.transact(() => {
      const content = b.files()['old.txt'] ?? '';
      b.doc.getMap<Y.Text>('files').delete('old.txt');
      b.file('new.txt').insert(0, content);
    });
    a.file('notes.md').insert(0, '# made online');
    b.provider.connect();

    await vi.waitFor(() => expect(b.files()).toEqual(a.files()), { timeout: 10_000, interval: 20 });
    const merged = a.files();
    expect(Object.keys(merged).sort()).toEqual(['app.js', 'new.txt', 'notes.md']);
    for (let i = 0; i < 20; i++) {
      expect(merged['app.js']).toContain(`online ${i}\n`);
      expect(merged['app.js']).toContain(`offline ${i}\n`);
    }
    expect(merged['new.txt']).toBe('to be renamed');
  });

  it('refuses a stranger, and a caller without a valid token, with a reason', async () => {
    const { stranger, projectId } = await sharedProject(t);
    const c = join(url, projectId, tokenOf(stranger.headers));
    const nobody = join(url, projectId, 'not-a-token');
    await vi.waitFor(() => expect(c.closes[0]).toEqual(liveRefusals.notMember), { timeout: 5000, interval: 10 });
    await vi.waitFor(() => expect(nobody.closes[0]).toEqual(liveRefusals.unauthenticated), { timeout: 5000, interval: 10 });
    expect(c.provider.shouldConnect).toBe(false);
  });

  it('disconnects a collaborator at once when the owner removes them', async () => {
    const { owner, friend, projectId } = await sharedProject(t);
    const b = join(url, projectId, tokenOf(friend.headers));
    await synced(b);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/workspace/projects/${projectId}/collaborators/${encodeURIComponent(friend.email)}`, headers: owner.headers });
    expect(removed.statusCode).toBe(200);
    await vi.waitFor(() => expect(b.closes[0]).toEqual(liveRefusals.removed), { timeout: 5000, interval: 10 });
    const again = await t.app.inject({ method: 'GET', url: `/api/workspace/projects/${projectId}`, headers: friend.headers });
    expect(again.statusCode).toBe(404);
  });

  it('closes a connection that sends a malformed update and leaves the document intact', async () => {
    const { owner, projectId } = await sharedProject(t);
    const a = join(url, projectId, tokenOf(owner.headers));
    await synced(a);
    a.file('main.c').insert(0, 'int main() {}');
    await vi.waitFor(async () => expect(await t.workspace.filesOf(projectId)).toEqual({ 'main.c': 'int main() {}' }), { timeout: 5000, interval: 10 });

    const raw = new WebSocket(`${url}/${projectId}?token=${tokenOf(owner.headers)}`);
    const closed = new Promise<{ code: number; reason: string }>((resolve) => raw.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    // A sync "update" message whose update cannot be decoded.
    raw.on('open', () => raw.send(new Uint8Array([0, 2, 6, 1, 1, 200, 200, 200, 200])));
    expect(await closed).toEqual(liveRefusals.malformed);

    const later = join(url, projectId, tokenOf(owner.headers));
    await synced(later);
    expect(later.files()).toEqual({ 'main.c': 'int main() {}' });
    expect(a.closes).toEqual([]);
  });

  it('closes a connection that sends too many messages too fast', async () => {
    const { owner, projectId } = await sharedProject(t);
    const raw = new WebSocket(`${url}/${projectId}?token=${tokenOf(owner.headers)}`);
    const closed = new Promise<{ code: number; reason: string }>((resolve) => raw.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    // Query-awareness messages: each is one message the bucket counts, and harmless.
    raw.on('open', () => {
      for (let i = 0; i < 1000; i++) raw.send(new Uint8Array([3]));
    });
    expect(await closed).toEqual(liveRefusals.tooFast);
  });
});

describe('a hackathon team’s shared project', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await listening(t);
  });
  afterAll(() => t.close());

  /** A team as the hackathon's team routes leave it: the team row and its members' rows. */
  async function team(members: Array<{ id: string }>) {
    const event = await t.db.kysely.selectFrom('hackathon_events').select('id').executeTakeFirstOrThrow();
    const id = `team-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const now = new Date().toISOString();
    await t.db.kysely
      .insertInto('hackathon_teams')
      .values({ id, event_id: event.id, code: id.slice(-6).toUpperCase(), name: 'Team', leader_id: members[0]?.id ?? null, registration_id: null, member_count: members.length, created_at: now, updated_at: now })
      .execute();
    for (const [index, member] of members.entries()) {
      await t.db.kysely.insertInto('hackathon_team_members').values({ team_id: id, event_id: event.id, user_id: member.id, role: index === 0 ? 'leader' : 'member', joined_at: now }).execute();
    }
    return id;
  }

  it('is created once by any member, listed for the team only, and opened by members only', async () => {
    const [leader, member, outsider] = [await signUp(t, 'leader'), await signUp(t, 'member'), await signUp(t, 'outsider')];
    const teamId = await team([leader, member]);
    const first = await t.app.inject({ method: 'POST', url: '/api/workspace/projects', headers: leader.headers, payload: { name: 'Our hack', teamId } });
    const second = await t.app.inject({ method: 'POST', url: '/api/workspace/projects', headers: member.headers, payload: { name: 'Again', teamId } });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const projectId = first.json<{ id: string }>().id;
    expect(second.json<{ id: string; name: string }>()).toMatchObject({ id: projectId, name: 'Our hack' });
    const refused = await t.app.inject({ method: 'POST', url: '/api/workspace/projects', headers: outsider.headers, payload: { name: 'Mine', teamId } });
    expect(refused.statusCode).toBe(403);
    const listed = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/workspace/projects', headers })).json<{ projects: Array<{ id: string }> }>().projects.map((p) => p.id);
    expect(await listed(member.headers)).toContain(projectId);
    expect(await listed(outsider.headers)).not.toContain(projectId);

    const inside = join(url, projectId, tokenOf(member.headers));
    const outside = join(url, projectId, tokenOf(outsider.headers));
    await synced(inside);
    await vi.waitFor(() => expect(outside.closes[0]).toEqual(liveRefusals.notMember), { timeout: 5000, interval: 10 });
  });

  it('disconnects a member who left the team at the next membership check, and only them', async () => {
    const [leader, member, other] = [await signUp(t, 'leader'), await signUp(t, 'member'), await signUp(t, 'other')];
    const teamId = await team([leader, member]);
    const otherTeamId = await team([other]);
    const create = async (headers: Record<string, string>, id: string) => (await t.app.inject({ method: 'POST', url: '/api/workspace/projects', headers, payload: { name: 'Hack', teamId: id } })).json<{ id: string }>().id;
    const [projectId, otherProjectId] = [await create(leader.headers, teamId), await create(other.headers, otherTeamId)];
    const staying = join(url, projectId, tokenOf(leader.headers));
    const leaving = join(url, projectId, tokenOf(member.headers));
    const elsewhere = join(url, otherProjectId, tokenOf(other.headers));
    await Promise.all([synced(staying), synced(leaving), synced(elsewhere)]);
    await t.db.kysely.deleteFrom('hackathon_team_members').where('team_id', '=', teamId).where('user_id', '=', member.id).execute();
    await t.workspace.recheck();
    await vi.waitFor(() => expect(leaving.closes[0]).toEqual(liveRefusals.removed), { timeout: 5000, interval: 10 });
    expect(staying.closes).toEqual([]);
    expect(elsewhere.closes).toEqual([]);
  });
});

describe('the workspace document store', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('compacts updates into a snapshot with the same content and fewer bytes', async () => {
    t = await createTestApp();
    const { projectId } = await sharedProject(t);
    const doc = new Y.Doc();
    const updates: Uint8Array[] = [];
    doc.on('update', (update: Uint8Array) => updates.push(update));
    const text = new Y.Text();
    doc.getMap<Y.Text>('files').set('a.txt', text);
    for (let i = 0; i < 50; i++) text.insert(text.length, `line ${i}\n`);
    text.delete(0, text.length - 8);
    for (const update of updates) expect((await appendUpdate(t.db.kysely, projectId, update, 1_000_000, new Date().toISOString())).stored).toBe(true);
    const before = await t.db.kysely.selectFrom('workspace_projects').select('stored_bytes').where('id', '=', projectId).executeTakeFirstOrThrow();
    await compact(t.db.kysely, projectId);
    const after = await t.db.kysely.selectFrom('workspace_projects').select(['stored_bytes', 'snapshot_seq']).where('id', '=', projectId).executeTakeFirstOrThrow();
    expect(after.snapshot_seq).toBe(updates.length);
    expect(after.stored_bytes).toBeLessThan(before.stored_bytes);
    const stored = await loadDocument(t.db.kysely, projectId);
    const copy = new Y.Doc();
    for (const update of stored.updates) Y.applyUpdate(copy, update);
    expect(copy.getMap<Y.Text>('files').get('a.txt')?.toString()).toBe(text.toString());
    const rows = await t.db.kysely.selectFrom('workspace_updates').select('seq').where('project_id', '=', projectId).execute();
    expect(rows).toEqual([]);
  });

  it('compacts to a live document’s state without reading the updates back, keeping those after it', async () => {
    const { projectId } = await sharedProject(t);
    const writer = new Y.Doc();
    const updates: Uint8Array[] = [];
    writer.on('update', (update: Uint8Array) => updates.push(update));
    const text = new Y.Text();
    writer.getMap<Y.Text>('files').set('a.txt', text);
    for (let i = 0; i < 40; i++) text.insert(text.length, `${i},`);
    for (const update of updates) await appendUpdate(t.db.kysely, projectId, update, 1_000_000, new Date().toISOString());
    // What a process holds: every update up to 30, and two later ones it has heard of already.
    const live = new Y.Doc();
    for (const update of [...updates.slice(0, 30), updates[33], updates[35]]) if (update) Y.applyUpdate(live, update);
    const state = Y.encodeStateAsUpdate(live);
    await compactTo(t.db.kysely, projectId, state, 30);
    const row = await t.db.kysely.selectFrom('workspace_projects').select(['snapshot_seq', 'stored_bytes']).where('id', '=', projectId).executeTakeFirstOrThrow();
    const kept = await t.db.kysely.selectFrom('workspace_updates').select(['seq', 'size_bytes']).where('project_id', '=', projectId).orderBy('seq').execute();
    expect(row.snapshot_seq).toBe(30);
    expect(kept.map((r) => r.seq)).toEqual(Array.from({ length: updates.length - 30 }, (_, i) => 31 + i));
    expect(row.stored_bytes).toBe(state.byteLength + kept.reduce((sum, r) => sum + r.size_bytes, 0));
    const copy = new Y.Doc();
    for (const update of (await loadDocument(t.db.kysely, projectId)).updates) Y.applyUpdate(copy, update);
    expect(copy.getMap<Y.Text>('files').get('a.txt')?.toString()).toBe(text.toString());
    // Another process's older state does not replace the newer snapshot.
    await compactTo(t.db.kysely, projectId, Y.encodeStateAsUpdate(new Y.Doc()), 20);
    expect((await t.db.kysely.selectFrom('workspace_projects').select('snapshot_seq').where('id', '=', projectId).executeTakeFirstOrThrow()).snapshot_seq).toBe(30);
  });

  it('refuses an update that would take the document past its cap, storing nothing', async () => {
    const { projectId } = await sharedProject(t);
    const doc = new Y.Doc();
    const updates: Uint8Array[] = [];
    doc.on('update', (update: Uint8Array) => updates.push(update));
    doc.getMap<Y.Text>('files').set('big.txt', new Y.Text('x'.repeat(2000)));
    const [update] = updates;
    if (!update) throw new Error('no update');
    expect(await appendUpdate(t.db.kysely, projectId, update, 1000, new Date().toISOString())).toEqual({ stored: false });
    expect(await t.db.kysely.selectFrom('workspace_updates').select('seq').where('project_id', '=', projectId).execute()).toEqual([]);
  });
});

describe('the workspace across a restart', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  // Two servers start one after the other on one database: longer than one test's default allows.
  it('keeps every update the server acknowledged when a new server starts on the same database', async () => {
    // One secret, so the second server accepts the first one's access tokens.
    const env = { AUTH_SECRET: 'a-workspace-test-secret-long-enough-1234' };
    const first = await createTestApp(env, database);
    const url = await listening(first);
    const { owner, projectId } = await sharedProject(first);
    const a = join(url, projectId, tokenOf(owner.headers));
    await synced(a);
    for (let i = 0; i < 40; i++) a.file('main.py').insert(a.file('main.py').length, `x = ${i}\n`);
    const typed = a.files();
    // The server applies an update only once it is stored: what it holds is acknowledged.
    await vi.waitFor(async () => expect(await first.workspace.filesOf(projectId)).toEqual(typed), { timeout: 5000, interval: 10 });
    a.provider.destroy();
    await first.app.close();

    const second = await createTestApp(env, database);
    try {
      const again = join(await listening(second), projectId, tokenOf(owner.headers));
      await synced(again);
      expect(again.files()).toEqual(typed);
    } finally {
      await second.app.close();
    }
  }, 90_000);
});

describe('the request log', () => {
  it('never writes the access token a WebSocket sends in its query', async () => {
    const { loggedUrl } = await import('@server/http/request-log');
    expect(loggedUrl('/api/workspace/live/p1?token=abc.def.ghi&x=1')).toBe('/api/workspace/live/p1?token=[redacted]&x=1');
  });
});
