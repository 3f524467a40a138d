import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { liveRefusals } from '@shared/workspace/limits';
import { goodPassword, login, signUp } from './support/accounts';
import { joinWorkspace, leaveWorkspace, whenSynced, type WorkspaceMember } from './support/workspace-client';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The desktop connected to the platform: the window's workspace socket goes to the desktop's
 * embedded server, which must bridge it to the platform's live endpoint (the shared project lives
 * there) and refuse a local caller the platform has not accepted here.
 */

const liveUrl = (t: TestApp) => `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/workspace/live`;

describe('the workspace socket on a desktop connected to the platform', () => {
  let platform: TestApp;
  let desktop: TestApp;
  const opened: WorkspaceMember[] = [];
  beforeAll(async () => {
    platform = await createTestApp();
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    desktop = await createTestApp({ SYNC_REMOTE_URL: `http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}` });
    await desktop.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const member of opened) leaveWorkspace(member);
    await desktop.close();
    await platform.close();
  });

  it('reaches the platform’s document with the member’s platform token, and refuses an unknown caller', async () => {
    const owner = await signUp(platform, 'owner');
    const friend = await signUp(platform, 'friend');
    const created = await platform.app.inject({ method: 'POST', url: '/api/workspace/projects', headers: owner.headers, payload: { name: 'Desktop hack' } });
    expect(created.statusCode).toBe(201);
    const projectId = created.json<{ id: string }>().id;
    expect((await platform.app.inject({ method: 'POST', url: `/api/workspace/projects/${projectId}/collaborators`, headers: owner.headers, payload: { email: friend.email } })).statusCode).toBe(200);

    // The owner signs in through the desktop, as the window does: the platform's token is now known there.
    const session = await login(desktop, owner.email, goodPassword);
    const onDesktop = joinWorkspace(liveUrl(desktop), projectId, session.accessToken);
    const onPlatform = joinWorkspace(liveUrl(platform), projectId, (friend.headers.authorization ?? '').replace('Bearer ', ''));
    opened.push(onDesktop, onPlatform);
    await Promise.all([whenSynced(onDesktop), whenSynced(onPlatform)]);
    onDesktop.file('main.py').insert(0, 'from the desktop\n');
    onPlatform.file('notes.md').insert(0, 'from the browser\n');
    const both = { 'main.py': 'from the desktop\n', 'notes.md': 'from the browser\n' };
    await vi.waitFor(() => expect([onDesktop.files(), onPlatform.files()]).toEqual([both, both]), { timeout: 10_000, interval: 20 });
    // Each member may see the other's file ahead of its store; the platform's copy follows.
    await vi.waitFor(async () => expect(await platform.workspace.filesOf(projectId)).toEqual(both), { timeout: 10_000, interval: 20 });
    // The embedded server holds no copy of its own.
    expect(desktop.workspace.openDocuments()).toBe(0);

    // A token the platform never accepted on this computer is refused here, and not passed on.
    const stranger = joinWorkspace(liveUrl(desktop), projectId, (friend.headers.authorization ?? '').replace('Bearer ', ''));
    opened.push(stranger);
    await vi.waitFor(() => expect(stranger.closes[0]).toEqual(liveRefusals.unauthenticated), { timeout: 10_000, interval: 20 });
  });
});
