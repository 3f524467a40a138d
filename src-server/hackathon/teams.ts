import { randomUUID } from 'node:crypto';
import { hackathonMessageTable } from '@shared/hackathon/messages';
import type { IdentifiedMessage } from '@shared/i18n/messages';
import type { Team } from '@shared/api/hackathon-teams';
import type { Kysely } from 'kysely';
import type { Executor } from '../db/executor';
import type { Database } from '../db/schema';
import { AppError, notFound } from '../errors';
import { loadCurrentEvent } from './current-event';
import { drawTeamCode } from './team-code';
import { teamMessages } from './team-messages';
import { expireLapsed, joinRegisteredTeam, type MembershipDeps } from './membership';
import {
  deactivateTeam,
  deleteMember,
  findMembership,
  findRegistrationStatus,
  findTeam,
  findTeamByCode,
  firstOtherMember,
  insertMemberIfFree,
  insertTeamIfCodeFree,
  listMembers,
  makeLeader,
  releaseSeat,
  takeSeat,
  updateTeamDetails,
} from './team-queries';

const conflict = (message: IdentifiedMessage) => new AppError('CONFLICT', message, 409);

/** 36^6 codes: a clash is rare, and each try costs one insert, so a handful of tries always suffices. */
const codeAttempts = 8;

export interface NewTeam {
  eventId: string;
  userId: string;
  name: string;
  description: string;
  /** The leader's registration, when the team comes from one. */
  registrationId: string | null;
  /** ISO time of creation, by the server's clock. */
  now: string;
}

/**
 * Creates an active team with the caller as its leader and only member, inside the caller's
 * transaction (the registration route creates the leader's team with its registration this way).
 * Throws 409 'You are already part of a team' when the leader is in a team of the event already;
 * the caller's transaction then rolls back.
 */
export async function createTeamWithLeader(trx: Executor, team: NewTeam): Promise<{ teamId: string; code: string }> {
  const now = team.now;
  const teamId = randomUUID();
  let code = '';
  for (let attempt = 0; attempt < codeAttempts && !code; attempt++) {
    const candidate = drawTeamCode();
    const inserted = await insertTeamIfCodeFree(trx, {
      id: teamId,
      event_id: team.eventId,
      code: candidate,
      name: team.name,
      description: team.description,
      leader_id: team.userId,
      registration_id: team.registrationId,
      member_count: 1,
      created_at: now,
      updated_at: now,
    });
    if (inserted) code = candidate;
  }
  if (!code) throw new AppError('UNAVAILABLE', hackathonMessageTable.ref('noFreeTeamCode'), 503);
  const joined = await insertMemberIfFree(trx, { team_id: teamId, event_id: team.eventId, user_id: team.userId, role: 'leader', joined_at: now });
  if (!joined) throw conflict(hackathonMessageTable.ref('alreadyInTeam'));
  return { teamId, code };
}

/** The team as the dashboard shows it; its registration status is the leader's (null when unregistered). */
export async function loadTeam(db: Executor, teamId: string): Promise<Team> {
  const row = await findTeam(db, teamId);
  if (!row) throw notFound(hackathonMessageTable.ref('teamNotFound'));
  const members = await listMembers(db, teamId);
  const registrationStatus = row.leader_id ? await findRegistrationStatus(db, row.event_id, row.leader_id) : null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    code: row.code,
    leaderId: row.leader_id,
    members: members.map((m) => ({ userId: m.user_id, name: m.registered_name, email: m.email, role: m.role, joinedAt: m.joined_at })),
    maxMembers: row.max_members,
    registrationStatus,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The caller's team in the event, or null. */
export async function loadMyTeam(db: Executor, eventId: string, userId: string): Promise<Team | null> {
  const membership = await findMembership(db, eventId, userId);
  return membership ? loadTeam(db, membership.team_id) : null;
}

export async function createTeam(db: Kysely<Database>, eventId: string, userId: string, input: { name: string; description: string }, now: string) {
  const teamId = await db.transaction().execute(async (trx) => {
    if (await findMembership(trx, eventId, userId)) throw conflict(hackathonMessageTable.ref('alreadyInTeam'));
    return (await createTeamWithLeader(trx, { eventId, userId, ...input, registrationId: null, now })).teamId;
  });
  return loadTeam(db, teamId);
}

/**
 * Joins by code. A registered team's code is for the members its registration declares, and
 * using it accepts their invitation (membership.ts). A team without a registration takes anyone,
 * in one transaction: take a seat with the conditional update, then add the member row, whose
 * (event, user) key keeps a person to one team. If that insert finds the person already placed
 * (a racing join elsewhere), the error rolls the seat back with it.
 */
export async function joinTeam(deps: MembershipDeps, eventId: string, userId: string, code: string) {
  const { db } = deps;
  const now = deps.clock().toISOString();
  const found = await findTeamByCode(db, code);
  if (!found || found.is_active !== 1 || found.event_id !== eventId) throw notFound(hackathonMessageTable.ref('teamNotFound'));
  if (found.registration_id) {
    await expireLapsed(deps, await loadCurrentEvent(db));
    const name = await joinRegisteredTeam(deps, userId, found);
    return { team: await loadTeam(db, found.id), message: teamMessages.joined(name ?? found.name) };
  }
  const team = await db.transaction().execute(async (trx) => {
    const team = await findTeamByCode(trx, code);
    if (!team || team.is_active !== 1 || team.event_id !== eventId) throw notFound(hackathonMessageTable.ref('teamNotFound'));
    const membership = await findMembership(trx, eventId, userId);
    if (membership) throw conflict(hackathonMessageTable.ref(membership.team_id === team.id ? 'alreadyMember' : 'alreadyInTeam'));
    if (!(await takeSeat(trx, team.id, now))) {
      // The seat update also refuses a team its last member left a moment ago.
      const current = await findTeam(trx, team.id);
      if (current?.is_active !== 1) throw notFound(hackathonMessageTable.ref('teamNotFound'));
      throw conflict(hackathonMessageTable.ref('teamFull'));
    }
    if (!(await insertMemberIfFree(trx, { team_id: team.id, event_id: eventId, user_id: userId, role: 'member', joined_at: now }))) {
      throw conflict(hackathonMessageTable.ref('alreadyInTeam'));
    }
    return team;
  });
  return { team: await loadTeam(db, team.id), message: teamMessages.joined(team.name) };
}

/** Name and description, by the leader only (product.md §3.6). */
export async function updateTeam(db: Kysely<Database>, userId: string, teamId: string, change: { name?: string; description?: string }, now: string) {
  const team = await findTeam(db, teamId);
  if (!team || team.is_active !== 1) throw notFound(hackathonMessageTable.ref('teamNotFound'));
  if (team.leader_id !== userId) throw new AppError('FORBIDDEN', hackathonMessageTable.ref('teamLeaderOnly'), 403);
  await updateTeamDetails(db, teamId, change, now);
  return loadTeam(db, teamId);
}

/**
 * Leaves the caller's team (product.md §3.4): a leader hands over to the member who joined first;
 * a leader alone closes the team. The member row goes first, so a second leave racing this one
 * finds nothing to remove and cannot free the seat twice.
 */
export async function leaveTeam(db: Kysely<Database>, eventId: string, userId: string, now: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const membership = await findMembership(trx, eventId, userId);
    if (!membership || !(await deleteMember(trx, eventId, userId))) throw notFound(hackathonMessageTable.ref('notInTeam'));
    // The seat update locks the team row, so a join still in flight has landed before the leader's successor is chosen.
    await releaseSeat(trx, membership.team_id, now);
    if (membership.role !== 'leader') return;
    const successor = await firstOtherMember(trx, membership.team_id);
    if (successor) await makeLeader(trx, membership.team_id, successor.user_id, now);
    else await deactivateTeam(trx, membership.team_id, now);
  });
}
