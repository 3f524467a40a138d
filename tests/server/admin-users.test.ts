import { errorReply } from '@shared/api/error-reply';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, listUsersReply } from '@shared/admin/users';
import { grantSubscription } from '@server/subscriptions/premium';
import { bearer, login, signUp } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Record<string, string>;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  const session = await login(t, 'admin@kodeshala.local', 'demo-password-123');
  admin = bearer(session.accessToken);
  adminId = session.user.uid;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>) => t.app.inject({ method, url, headers });
const errorOf = (res: { json: () => unknown }) => errorReply.parse(res.json()).error;

describe('the user admin', () => {
  it('finds users by e-mail or name, a page at a time, with roles and subscription', async () => {
    const subscriber = await signUp(t, 'findme-sub');
    await grantSubscription(t.db.kysely, subscriber.id, 'monthly', 'test', new Date());
    for (let i = 0; i < 26; i++) await signUp(t, 'pager');

    const found = listUsersReply.parse((await call('GET', '/api/admin/users?search=FINDME', admin)).json());
    expect(found.total).toBe(1);
    expect(found.users[0]).toMatchObject({ id: subscriber.id, email: subscriber.email, roles: ['learner'], subscription: { planKey: 'monthly', status: 'active', current: true } });

    const first = listUsersReply.parse((await call('GET', '/api/admin/users?search=pager', admin)).json());
    const second = listUsersReply.parse((await call('GET', '/api/admin/users?search=pager&page=2', admin)).json());
    expect([first.total, first.users.length, second.users.length, first.pageSize]).toEqual([26, 25, 1, 25]);
    expect(first.users.every((u) => u.subscription === null)).toBe(true);
    // LIKE's wildcards are searched as themselves.
    expect(listUsersReply.parse((await call('GET', '/api/admin/users?search=%25', admin)).json()).total).toBe(0);
    const underscored = await signUp(t, 'under_score');
    expect(listUsersReply.parse((await call('GET', '/api/admin/users?search=r_s', admin)).json()).users.map((u) => u.id)).toEqual([underscored.id]);
  });

  it('grants and removes the admin and organiser roles', async () => {
    const person = await signUp(t, 'promoted');
    const granted = adminUser.parse((await call('PUT', `/api/admin/users/${person.id}/roles/organiser`, admin)).json());
    expect(granted.roles).toEqual(['learner', 'organiser']);
    // Granting twice is no error.
    expect((await call('PUT', `/api/admin/users/${person.id}/roles/organiser`, admin)).statusCode).toBe(200);
    // A role shows in the next access token.
    const signedIn = await login(t, person.email, 'chai-and-code-42');
    expect((await call('GET', '/api/hackathon/admin/stats', bearer(signedIn.accessToken))).statusCode).not.toBe(403);

    const removed = adminUser.parse((await call('DELETE', `/api/admin/users/${person.id}/roles/organiser`, admin)).json());
    expect(removed.roles).toEqual(['learner']);
    expect((await call('PUT', `/api/admin/users/${person.id}/roles/learner`, admin)).statusCode).toBe(400);
    expect((await call('PUT', '/api/admin/users/no-such-user/roles/admin', admin)).statusCode).toBe(404);
    // Taking a role away ends the person's sessions: their tokens are refused, a new one lacks it.
    expect((await call('GET', '/api/admin/users', person.headers)).statusCode).toBe(401);
    const again = await login(t, person.email, 'chai-and-code-42');
    expect((await call('GET', '/api/hackathon/admin/stats', bearer(again.accessToken))).statusCode).toBe(403);
  });

  it('keeps the last admin’s own admin role, and lets one of two admins step down', async () => {
    const refused = await call('DELETE', `/api/admin/users/${adminId}/roles/admin`, admin);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe('You are the only admin. Make someone else an admin before removing your own admin role.');
    expect(errorOf(refused).messageId).toBe('admin.lastAdmin');

    const second = await signUp(t, 'second-admin');
    expect((await call('PUT', `/api/admin/users/${second.id}/roles/admin`, admin)).statusCode).toBe(200);
    const stepped = adminUser.parse((await call('DELETE', `/api/admin/users/${adminId}/roles/admin`, admin)).json());
    expect(stepped.roles).toEqual(['learner']);
  });
});
