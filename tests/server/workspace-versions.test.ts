import type { AddressInfo } from 'node:net';
import { Migrator } from 'kysely';
import { migrationProvider } from '@server/db/migrations/index';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { versionsMapName } from '@shared/workspace/limits';
import { signUp } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { joinWorkspace, leaveWorkspace, whenSynced, type WorkspaceMember } from './support/workspace-client';

/** Named versions of a shared project, and restoring one as a new edit (product.md §3.10). */

const tokenOf = (headers: Record<string, string>) => (headers.authorization ?? '').replace('Bearer ', '');
const opened: WorkspaceMember[] = [];

afterEach(() => {
  for (const member of opened.splice(0)) leaveWorkspace(member);
});

describe('restoring a named version', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/workspace/live`;
  });
  afterAll(() => t.close());

  async function sharedProject() {
    const owner = await signUp(t, 'owner');
    const friend = await signUp(t, 'friend');
    const created = await t.app.inject({ method: 'POST', url: '/api/workspace/projects', headers: owner.headers, payload: { name: 'Hostel hack' } });
    const projectId = created.json<{ id: string }>().id;
    await t.app.inject({ method: 'POST', url: `/api/workspace/projects/${projectId}/collaborators`, headers: owner.headers, payload: { email: friend.email } });
    const join = (headers: Record<string, string>) => {
      const member = joinWorkspace(url, projectId, tokenOf(headers));
      opened.push(member);
      return member;
    };
    return { owner, friend, projectId, join };
  }

  const lastSeq = async (projectId: string) => (await t.db.kysely.selectFrom('workspace_projects').select('last_seq').where('id', '=', projectId).executeTakeFirstOrThrow()).last_seq;
  const settled = (member: WorkspaceMember, files: Record<string, string>) => vi.waitFor(() => expect(member.files()).toEqual(files), { timeout: 5000, interval: 10 });

  it('is a new edit everyone connected receives, keeps a member’s offline edit, and is undone by the version it saves', async () => {
    const { owner, friend, projectId, join } = await sharedProject();
    const a = join(owner.headers);
    const b = join(friend.headers);
    await Promise.all([whenSynced(a), whenSynced(b)]);
    a.file('main.py').insert(0, 'print("v1")\n');
    await settled(b, { 'main.py': 'print("v1")\n' });
    await vi.waitFor(async () => expect(await t.workspace.filesOf(projectId)).toEqual(a.files()), { timeout: 5000, interval: 10 });
    const saved = await t.app.inject({ method: 'POST', url: `/api/workspace/projects/${projectId}/versions`, headers: owner.headers, payload: { name: 'before refactor' } });
    expect(saved.statusCode).toBe(201);
    const versionId = saved.json<{ id: string }>().id;

    a.file('main.py').insert(a.file('main.py').length, 'refactored = True\n');
    a.file('extra.py').insert(0, 'x = 1\n');
    const edited = { 'main.py': 'print("v1")\nrefactored = True\n', 'extra.py': 'x = 1\n' };
    await settled(b, edited);
    // A member offline during the restore keeps what they type meanwhile.
    b.provider.disconnect();
    b.file('offline.md').insert(0, '# typed offline');
    await vi.waitFor(async () => expect(await t.workspace.filesOf(projectId)).toEqual(edited), { timeout: 5000, interval: 10 });
    const seqBefore = await lastSeq(projectId);

    const restored = await t.app.inject({ method: 'POST', url: `/api/workspace/projects/${projectId}/versions/${versionId}/restore`, headers: friend.headers });
    expect(restored.statusCode).toBe(200);
    const before = restored.json<{ before: { id: string; name: string; createdBy: string } }>().before;
    expect(before.name).toBe('Before restoring “before refactor”');
    const friendName = await t.db.kysely.selectFrom('users').select('display_name').where('id', '=', friend.id).executeTakeFirstOrThrow();
    expect(before.createdBy).toBe(friendName.display_name);

    // Everyone connected receives it as any edit, without reconnecting.
    await settled(a, { 'main.py': 'print("v1")\n' });
    // One more stored update on top: the updates before it are all still there.
    expect(await lastSeq(projectId)).toBe(seqBefore + 1);
    const kept = await t.db.kysely.selectFrom('workspace_updates').select('seq').where('project_id', '=', projectId).orderBy('seq').execute();
    expect(kept.map((row) => row.seq)).toEqual(Array.from({ length: seqBefore + 1 }, (_, i) => i + 1));

    b.provider.connect();
    await settled(a, { 'main.py': 'print("v1")\n', 'offline.md': '# typed offline' });
    await settled(b, a.files());

    // The version the restore saved is the document as it was just before: restoring it undoes the
    // restore, and keeps the file the offline member made meanwhile.
    const listed = await t.app.inject({ method: 'GET', url: `/api/workspace/projects/${projectId}/versions`, headers: owner.headers });
    expect(listed.json<{ versions: Array<{ name: string }> }>().versions.map((v) => v.name)).toEqual(['Before restoring “before refactor”', 'before refactor']);
    const undo = await t.app.inject({ method: 'POST', url: `/api/workspace/projects/${projectId}/versions/${before.id}/restore`, headers: owner.headers });
    expect(undo.statusCode).toBe(200);
    await settled(a, { ...edited, 'offline.md': '# typed offline' });
    await settled(b, a.files());
  });

  it('undoes a restore without removing the files made since it, and removes the files it brought back', async () => {
    const { owner, friend, projectId, join } = await sharedProject();
    const a = join(owner.headers);
    const b = join(friend.headers);
    await Promise.all([whenSynced(a), whenSynced(b)]);
    a.file('main.py').insert(0, 'v = 1\n');
    a.file('old.py').insert(0, 'old = True\n');
    await settled(b, { 'main.py': 'v = 1\n', 'old.py': 'old = True\n' });
    await vi.waitFor(async () => expect(await t.workspace.filesOf(projectId)).toEqual(a.files()), { timeout: 5000, interval: 10 });
    const first = (await t.app.inject({ method: 'POST', url: `/api/workspace/projects/${projectId}/versions`, headers: owner.headers, payload: { name: 'first' } })).json<{ id: string }>().id;

    // Later: old.py goes, new.py comes.
    a.doc.getMap('files').delete('old.py');
    a.file('new.py').insert(0, 'new = True\n');
    const later = { 'main.py': 'v = 1\n', 'new.py': 'new = True\n' };
    await settled(b, later);
    await vi.waitFor(async () => expect(await t.workspace.filesOf(projectId)).toEqual(later), { timeout: 5000, interval: 10 });

    // Restoring "first" brings old.py back and removes new.py, as a restore does.
    const restored = await t.app.inject({ method: 'POST', url: `/api/workspace/projects/${projectId}/versions/${first}/restore`, headers: friend.headers });
    const beforeId = restored.json<{ before: { id: string } }>().before.id;
    await settled(a, { 'main.py': 'v = 1\n', 'old.py': 'old = True\n' });

    // After the restore a member adds a file; then the restore is undone.
    b.file('since.py').insert(0, 'since = True\n');
    await settled(a, { 'main.py': 'v = 1\n', 'old.py': 'old = True\n', 'since.py': 'since = True\n' });
    await vi.waitFor(async () => expect(await t.workspace.filesOf(projectId)).toEqual(a.files()), { timeout: 5000, interval: 10 });
    const undo = await t.app.inject({ method: 'POST', url: `/api/workspace/projects/${projectId}/versions/${beforeId}/restore`, headers: owner.headers });
    expect(undo.statusCode).toBe(200);
    // new.py is back, old.py (which the restore brought back) goes, since.py stays.
    await settled(a, { ...later, 'since.py': 'since = True\n' });
    await settled(b, a.files());

    // Restoring an ordinary version still deletes the files it lacks.
    const again = await t.app.inject({ method: 'POST', url: `/api/workspace/projects/${projectId}/versions/${first}/restore`, headers: owner.headers });
    expect(again.statusCode).toBe(200);
    await settled(a, { 'main.py': 'v = 1\n', 'old.py': 'old = True\n' });
  });

  it('tells every open document when a member saves or restores a version, so each list can follow', async () => {
    const { owner, friend, projectId, join } = await sharedProject();
    const a = join(owner.headers);
    const b = join(friend.headers);
    await Promise.all([whenSynced(a), whenSynced(b)]);
    const latest = (member: WorkspaceMember) => member.doc.getMap<string>(versionsMapName).get('latest');
    a.file('main.py').insert(0, 'v = 1\n');
    await settled(b, { 'main.py': 'v = 1\n' });

    const saved = await t.app.inject({ method: 'POST', url: `/api/workspace/projects/${projectId}/versions`, headers: owner.headers, payload: { name: 'first' } });
    expect(saved.statusCode).toBe(201);
    const versionId = saved.json<{ id: string }>().id;
    await vi.waitFor(() => expect([latest(a), latest(b)]).toEqual([versionId, versionId]), { timeout: 5000, interval: 10 });
    // The version holds the files, not the note about itself.
    const files = await t.app.inject({ method: 'GET', url: `/api/workspace/projects/${projectId}/versions/${versionId}`, headers: friend.headers });
    expect(files.json<{ files: Record<string, string> }>().files).toEqual({ 'main.py': 'v = 1\n' });

    a.file('main.py').insert(0, '# later\n');
    await settled(b, { 'main.py': '# later\nv = 1\n' });
    const restored = await t.app.inject({ method: 'POST', url: `/api/workspace/projects/${projectId}/versions/${versionId}/restore`, headers: friend.headers });
    const beforeId = restored.json<{ before: { id: string } }>().before.id;
    await vi.waitFor(() => expect([latest(a), latest(b)]).toEqual([beforeId, beforeId]), { timeout: 5000, interval: 10 });
    await settled(a, { 'main.py': 'v = 1\n' });
  });

  it('restores into a document no one has open, as stored updates', async () => {
    const { owner, projectId, join } = await sharedProject();
    const a = join(owner.headers);
    await whenSynced(a);
    a.file('a.txt').insert(0, 'first');
    await vi.waitFor(async () => expect(await t.workspace.filesOf(projectId)).toEqual({ 'a.txt': 'first' }), { timeout: 5000, interval: 10 });
    const versionId = (await t.app.inject({ method: 'POST', url: `/api/workspace/projects/${projectId}/versions`, headers: owner.headers, payload: { name: 'first' } })).json<{ id: string }>().id;
    a.file('a.txt').insert(5, ' and second');
    await vi.waitFor(async () => expect(await t.workspace.filesOf(projectId)).toEqual({ 'a.txt': 'first and second' }), { timeout: 5000, interval: 10 });
    leaveWorkspace(a);
    await vi.waitFor(() => expect(t.workspace.openDocuments()).toBe(0), { timeout: 5000, interval: 10 });

    const restored = await t.app.inject({ method: 'POST', url: `/api/workspace/projects/${projectId}/versions/${versionId}/restore`, headers: owner.headers });
    expect(restored.statusCode).toBe(200);
    const later = join(owner.headers);
    await whenSynced(later);
    expect(later.files()).toEqual({ 'a.txt': 'first' });
  });

  it('answers 404 for a version of another project, and for a caller outside the project', async () => {
    const first = await sharedProject();
    const second = await sharedProject();
    const versionId = (await t.app.inject({ method: 'POST', url: `/api/workspace/projects/${first.projectId}/versions`, headers: first.owner.headers, payload: { name: 'mine' } })).json<{ id: string }>().id;
    const elsewhere = await t.app.inject({ method: 'POST', url: `/api/workspace/projects/${second.projectId}/versions/${versionId}/restore`, headers: second.owner.headers });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json<{ error: { message: string } }>().error.message).toBe('This version does not exist.');
    const stranger = await t.app.inject({ method: 'POST', url: `/api/workspace/projects/${first.projectId}/versions/${versionId}/restore`, headers: second.owner.headers });
    expect(stranger.statusCode).toBe(404);
    expect(await t.db.kysely.selectFrom('workspace_versions').select('id').where('project_id', '=', first.projectId).execute()).toHaveLength(1);
  });

  it('drops the undo link of versions when migrated down and adds it again going up', async () => {
    const migrator = new Migrator({ db: t.db.kysely, provider: migrationProvider });
    expect((await migrator.migrateTo('0034_certificate_recipients')).error).toBeUndefined();
    await expect(t.db.kysely.selectFrom('workspace_versions').select('undoes_version_id').execute()).rejects.toThrow();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await expect(t.db.kysely.selectFrom('workspace_versions').select('undoes_version_id').execute()).resolves.toEqual(expect.any(Array));
  });
});
