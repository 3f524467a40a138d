import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { HackathonTeamsTable } from '../db/schema';
import type { Insertable } from 'kysely';

/**
 * Teams and their members (product.md §3.4). `hackathon_team_members` is the one record of who is
 * in which team; `member_count` is the seat counter that joins and leaves move.
 */
const teamColumns = ['id', 'event_id', 'code', 'name', 'description', 'leader_id', 'registration_id', 'member_count', 'max_members', 'is_active', 'created_at', 'updated_at'] as const;

export async function findMembership(db: Executor, eventId: string, userId: string) {
  return db
    .selectFrom('hackathon_team_members')
    .select(['team_id', 'role', 'joined_at'])
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function findTeam(db: Executor, teamId: string) {
  return db.selectFrom('hackathon_teams').select(teamColumns).where('id', '=', teamId).executeTakeFirst();
}

export async function findTeamByCode(db: Executor, code: string) {
  return db.selectFrom('hackathon_teams').select(teamColumns).where('code', '=', code).executeTakeFirst();
}

/**
 * The members, the leader first and then in the order they joined, each with the name they registered with (product.md
 * §3.2.5, §3.2.6): their own registration's, else the name their team's registration declared
 * them under once they accepted, else the account's (a team without a registration).
 */
export async function listMembers(db: Executor, teamId: string) {
  return db
    .selectFrom('hackathon_team_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('hackathon_teams as t', 't.id', 'm.team_id')
    .leftJoin('hackathon_registrations as own', (join) => join.onRef('own.user_id', '=', 'm.user_id').onRef('own.event_id', '=', 'm.event_id'))
    .leftJoin('hackathon_invitations as i', (join) => join.onRef('i.registration_id', '=', 't.registration_id').onRef('i.user_id', '=', 'm.user_id').on('i.state', '=', 'accepted'))
    .select(['m.user_id', 'm.role', 'm.joined_at', 'u.display_name', 'u.email'])
    .select(sql<string>`coalesce(nullif(own.leader_name, ''), nullif(i.name, ''), u.display_name)`.as('registered_name'))
    .where('m.team_id', '=', teamId)
    .orderBy(sql`case when m.role = 'leader' then 0 else 1 end`)
    .orderBy('m.joined_at')
    .orderBy('m.user_id')
    .execute();
}

export async function findRegistrationStatus(db: Executor, eventId: string, userId: string) {
  const row = await db
    .selectFrom('hackathon_registrations')
    .select('status')
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.status ?? null;
}

/** Inserts the team unless its code is taken; false means "draw another code". */
export async function insertTeamIfCodeFree(db: Executor, team: Insertable<HackathonTeamsTable>): Promise<boolean> {
  const result = await db
    .insertInto('hackathon_teams')
    .values(team)
    .onConflict((oc) => oc.column('code').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Adds the member unless they already belong to a team of the event (the primary key); false
 * means they do. Never throws on that conflict, so a PostgreSQL transaction stays usable.
 */
export async function insertMemberIfFree(db: Executor, member: { team_id: string; event_id: string; user_id: string; role: 'leader' | 'member'; joined_at: string }) {
  const result = await db
    .insertInto('hackathon_team_members')
    .values(member)
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Takes a seat: one conditional update, so two joins racing for the last seat cannot both win
 * (PostgreSQL re-checks the condition on the locked row; SQLite runs one writer at a time).
 */
export async function takeSeat(db: Executor, teamId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('hackathon_teams')
    .set({ member_count: sql<number>`member_count + 1`, updated_at: now })
    .where('id', '=', teamId)
    .where('is_active', '=', 1)
    .whereRef('member_count', '<', 'max_members')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseSeat(db: Executor, teamId: string, now: string): Promise<void> {
  await db
    .updateTable('hackathon_teams')
    .set({ member_count: sql<number>`member_count - 1`, updated_at: now })
    .where('id', '=', teamId)
    .execute();
}

/** Removes the member; false when they were not one (a second, racing leave). */
export async function deleteMember(db: Executor, eventId: string, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('hackathon_team_members').where('event_id', '=', eventId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function firstOtherMember(db: Executor, teamId: string) {
  return db
    .selectFrom('hackathon_team_members')
    .select('user_id')
    .where('team_id', '=', teamId)
    .orderBy('joined_at')
    .orderBy('user_id')
    .limit(1)
    .executeTakeFirst();
}

export async function makeLeader(db: Executor, teamId: string, userId: string, now: string): Promise<void> {
  await db.updateTable('hackathon_team_members').set({ role: 'leader' }).where('team_id', '=', teamId).where('user_id', '=', userId).execute();
  await db.updateTable('hackathon_teams').set({ leader_id: userId, updated_at: now }).where('id', '=', teamId).execute();
}

export async function deactivateTeam(db: Executor, teamId: string, now: string): Promise<void> {
  await db.updateTable('hackathon_teams').set({ is_active: 0, leader_id: null, updated_at: now }).where('id', '=', teamId).execute();
}

export async function updateTeamDetails(db: Executor, teamId: string, change: { name?: string; description?: string }, now: string): Promise<void> {
  await db
    .updateTable('hackathon_teams')
    .set({ ...change, updated_at: now })
    .where('id', '=', teamId)
    .execute();
}
