import { randomUUID } from 'node:crypto';
import type { Invitation, MembershipReply, TeamCodeReply } from '@shared/api/hackathon-invitations';
import { registrationSummary, type RegistrationMember, type teamMemberBody } from '@shared/api/hackathon-registration';
import type { HackathonEvent } from '@shared/hackathon/event';
import { canReplace, holdsSeat, memberState, membershipMessages, takesAddress } from '@shared/hackathon/membership';
import { hackathonMessageTable, hackathonMessages } from '@shared/hackathon/messages';
import type { IdentifiedMessage } from '@shared/i18n/messages';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Executor } from '../db/executor';
import type { Database, HackathonRegistrationsTable } from '../db/schema';
import type { Clock } from '../clock';
import { AppError, notFound } from '../errors';
import type { MailDelivery } from '../mail/delivery';
import { accountLanguage } from '../mail/language';
import { enqueueMail } from '../mail/outbox';
import { registrationSearchColumns } from './admin-search';
import { loadCurrentEvent } from './current-event';
import { insertStatusChange } from './admin-queries';
import { invitationMail, lapsedMail, membershipMailKinds, removedMail, teamChangeMail, type TeamChange } from './membership-mail';
import {
  claimAddress,
  deleteInvitation,
  disbandTeam,
  expireInvitations,
  findAccount,
  findAccountByEmail,
  findHeldInvitation,
  findInvitation,
  findTeamOfRegistration,
  insertInvitations,
  insertTeamChange,
  isRegistrationPaid,
  lapsedRegistrationIds,
  listInvitations,
  listOpenInvitationsFor,
  markLapsed,
  moveInvitation,
  releaseAddress,
  releaseAllAddresses,
  setTeamCodeIfFree,
} from './membership-queries';
import { findEventName, findListedEmail, findRegistration } from './registration-queries';
import { deleteMember, findMembership, insertMemberIfFree, releaseSeat, takeSeat } from './team-queries';
import { drawTeamCode } from './team-code';

/** What membership changes work with: they write, audit and queue mail in one transaction. */
export interface MembershipDeps {
  db: Kysely<Database>;
  clock: Clock;
  mail: MailDelivery;
  publicUrl: string;
}

type Registration = Selectable<HackathonRegistrationsTable>;
type DeclaredMember = z.output<typeof teamMemberBody>;

const conflict = (message: IdentifiedMessage) => new AppError('CONFLICT', message, 409);
const codeAttempts = 8;

/** Whether the registration's team can still change: not lapsed, cancelled, refunded or rejected. */
const isActive = (registration: Registration) =>
  registration.expired_at === null && (registration.status === 'pending_payment' || registration.status === 'confirmed' || registration.status === 'waitlisted');

const storedMembers = (registration: Registration) =>
  registrationSummary.shape.team_members.parse((JSON.parse(registration.team_info_json) as { team_members?: unknown }).team_members ?? []);

async function audit(trx: Executor, registrationId: string, actorId: string | null, action: string, detail: string, at: string): Promise<void> {
  await insertTeamChange(trx, { id: randomUUID(), registration_id: registrationId, actor_id: actorId, action, detail, created_at: at });
}

/** A member's language: their account's when they have one, else the registering leader's. */
async function memberLanguage(trx: Executor, email: string, leaderId: string) {
  const account = await findAccountByEmail(trx, email);
  return accountLanguage(trx, account?.id ?? leaderId);
}

async function tellLeader(trx: Executor, deps: MembershipDeps, registration: Registration, change: TeamChange, now: Date): Promise<void> {
  const leader = await findAccount(trx, registration.user_id);
  const { name: eventName } = await findEventName(trx, registration.event_id);
  const mail = teamChangeMail({ eventName, leaderName: registration.leader_name, teamName: registration.team_name, change, publicUrl: deps.publicUrl }, await accountLanguage(trx, registration.user_id));
  await enqueueMail(trx, { to: leader.email, ...mail, kind: membershipMailKinds.teamChange }, deps.mail.smtp, now);
}

/** Queues the invitation mail of each member, with the team's code. */
export async function inviteMembers(
  trx: Executor,
  deps: Pick<MembershipDeps, 'mail' | 'publicUrl'>,
  facts: { registrationId: string; eventId: string; eventName: string; leaderId: string; leaderName: string; teamName: string; code: string },
  members: readonly { name: string; email: string }[],
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await insertInvitations(
    trx,
    members.map((member) => ({
      id: randomUUID(),
      registration_id: facts.registrationId,
      event_id: facts.eventId,
      email: member.email.trim().toLowerCase(),
      name: member.name,
      state: 'invited' as const,
      user_id: null,
      created_at: at,
      updated_at: at,
    })),
  );
  for (const member of members) {
    const email = member.email.trim().toLowerCase();
    const mail = invitationMail({ ...facts, memberName: member.name, publicUrl: deps.publicUrl }, await memberLanguage(trx, email, facts.leaderId));
    await enqueueMail(trx, { to: email, ...mail, kind: membershipMailKinds.invitation }, deps.mail.smtp, now);
  }
}

/**
 * product.md §3.4: an unpaid registration lapses once its hold ran out. Evaluated on the way into
 * every participant route that reads or changes membership (and the fee's order), with the
 * server's clock: the registration is cancelled, its invitations expire, every address it took is
 * free again, its team is disbanded, and the leader gets a mail. Each in its own transaction, so a
 * racing call lapses it once.
 */
export async function expireLapsed(deps: MembershipDeps, event: HackathonEvent): Promise<number> {
  const now = deps.clock();
  const at = now.toISOString();
  const due = await lapsedRegistrationIds(deps.db, event.id, at);
  let lapsed = 0;
  for (const { id } of due) {
    const done = await deps.db.transaction().execute(async (trx) => {
      // A registration an organiser set back to pending after it was paid keeps its team.
      if (await isRegistrationPaid(trx, id)) return false;
      if (!(await markLapsed(trx, id, at))) return false;
      const registration = await findRegistration(trx, id);
      if (!registration) return false;
      await expireInvitations(trx, id, at);
      await releaseAllAddresses(trx, id);
      const team = await findTeamOfRegistration(trx, id);
      if (team) await disbandTeam(trx, team.id, at);
      const note = `Lapsed unpaid after ${event.unpaidHoldHours} hours.`;
      await insertStatusChange(trx, { id: randomUUID(), registration_id: id, changed_by: null, from_status: 'pending_payment', to_status: 'cancelled', note, created_at: at });
      await audit(trx, id, null, 'lapsed', note, at);
      const leader = await findAccount(trx, registration.user_id);
      const mail = lapsedMail(
        { eventName: event.name, registrationId: id, leaderName: registration.leader_name, hours: event.unpaidHoldHours, publicUrl: deps.publicUrl },
        await accountLanguage(trx, registration.user_id),
      );
      await enqueueMail(trx, { to: leader.email, ...mail, kind: membershipMailKinds.lapsed }, deps.mail.smtp, now);
      return true;
    });
    if (done) lapsed += 1;
  }
  if (lapsed > 0) deps.mail.kick();
  return lapsed;
}

/** The declared members of these registrations with their shown state, by registration. */
export async function membersOf(db: Executor, registrations: readonly { id: string; paid: boolean }[]): Promise<Map<string, RegistrationMember[]>> {
  const rows = await listInvitations(db, registrations.map((r) => r.id));
  const paid = new Map(registrations.map((r) => [r.id, r.paid]));
  const byRegistration = new Map<string, RegistrationMember[]>();
  for (const row of rows) {
    const list = byRegistration.get(row.registration_id) ?? [];
    list.push({ invitation_id: row.id, name: row.name, email: row.email, state: memberState(row.state, paid.get(row.registration_id) ?? false) });
    byRegistration.set(row.registration_id, list);
  }
  return byRegistration;
}

/** GET /api/hackathon/invitations: the open invitations to the caller's own address. */
export async function myInvitations(deps: MembershipDeps, userId: string): Promise<Invitation[]> {
  const event = await loadCurrentEvent(deps.db);
  await expireLapsed(deps, event);
  const account = await findAccount(deps.db, userId);
  const rows = await listOpenInvitationsFor(deps.db, event.id, account.email.toLowerCase());
  return rows.map((row) => ({
    invitation_id: row.id,
    registration_id: row.registration_id,
    team_name: row.team_name,
    leader_name: row.leader_name,
    registration_status: row.status,
    paid: Number(row.paid) === 1,
  }));
}

/** Puts the member in the registration's team, taking a seat; throws the team's words when it cannot. */
async function placeInTeam(trx: Executor, registration: Registration, userId: string, at: string): Promise<string> {
  const team = await findTeamOfRegistration(trx, registration.id);
  if (!team || team.is_active !== 1) throw conflict(hackathonMessageTable.ref('invitationClosed'));
  const membership = await findMembership(trx, registration.event_id, userId);
  if (membership) {
    if (membership.team_id === team.id) return team.name;
    throw conflict(hackathonMessageTable.ref('alreadyInTeamLeaveFirst'));
  }
  if (!(await takeSeat(trx, team.id, at))) throw conflict(hackathonMessageTable.ref('teamFull'));
  if (!(await insertMemberIfFree(trx, { team_id: team.id, event_id: registration.event_id, user_id: userId, role: 'member', joined_at: at }))) {
    throw conflict(hackathonMessageTable.ref('alreadyInTeam'));
  }
  return team.name;
}

async function removeFromTeam(trx: Executor, registration: Registration, userId: string | null, at: string): Promise<void> {
  if (!userId) return;
  const team = await findTeamOfRegistration(trx, registration.id);
  const membership = await findMembership(trx, registration.event_id, userId);
  if (!team || membership?.team_id !== team.id || membership.role === 'leader') return;
  if (await deleteMember(trx, registration.event_id, userId)) await releaseSeat(trx, team.id, at);
}

/** The caller's own invitation; anyone else's reads like a missing one. */
async function ownInvitation(trx: Executor, userId: string, invitationId: string) {
  const invitation = await findInvitation(trx, invitationId);
  const account = await findAccount(trx, userId);
  if (!invitation || invitation.email !== account.email.toLowerCase()) throw notFound(hackathonMessageTable.ref('invitationNotFound'));
  const registration = await findRegistration(trx, invitation.registration_id);
  if (!registration) throw notFound(hackathonMessageTable.ref('invitationNotFound'));
  return { invitation, registration, account };
}

/**
 * Accepts inside the caller's transaction: the invitation moves to accepted, the address is taken
 * (its key refuses it when another registration holds it) and the member gets a seat; the leader
 * is told. Joining by code runs this too, so code and invitation are one way in.
 */
async function acceptWithin(trx: Executor, deps: MembershipDeps, userId: string, invitationId: string, now: Date): Promise<string> {
  const at = now.toISOString();
  const { invitation, registration, account } = await ownInvitation(trx, userId, invitationId);
  if (invitation.state === 'accepted' && invitation.user_id === userId) throw conflict(hackathonMessageTable.ref('alreadyMember'));
  if (invitation.state !== 'invited' || !isActive(registration)) throw conflict(hackathonMessageTable.ref(invitation.state === 'declined' ? 'invitationAnswered' : 'invitationClosed'));
  if (!(await moveInvitation(trx, { id: invitation.id, from: ['invited'], to: 'accepted', userId, at }))) throw conflict(hackathonMessageTable.ref('invitationAnswered'));
  const holder = await claimAddress(trx, { event_id: registration.event_id, email: invitation.email, registration_id: registration.id });
  if (holder !== registration.id) throw conflict(hackathonMessageTable.ref('takenElsewhere', { email: invitation.email }));
  const teamName = await placeInTeam(trx, registration, userId, at);
  await audit(trx, registration.id, userId, 'accepted', invitation.email, at);
  await tellLeader(trx, deps, registration, { kind: 'accepted', name: account.display_name || invitation.name }, now);
  return teamName;
}

export async function acceptInvitation(deps: MembershipDeps, userId: string, invitationId: string): Promise<MembershipReply> {
  await expireLapsed(deps, await loadCurrentEvent(deps.db));
  const now = deps.clock();
  const teamName = await deps.db.transaction().execute((trx) => acceptWithin(trx, deps, userId, invitationId, now));
  deps.mail.kick();
  return { success: true, message: membershipMessages.accepted(teamName) };
}

/**
 * POST /teams/join for a registration's team: only a member it declares may use the code, and
 * using it accepts their invitation. Answers undefined for a team without a registration, which
 * keeps the open join by code.
 */
export async function joinRegisteredTeam(deps: MembershipDeps, userId: string, team: { registration_id: string | null }): Promise<string | undefined> {
  if (!team.registration_id) return undefined;
  const registrationId = team.registration_id;
  const now = deps.clock();
  const name = await deps.db.transaction().execute(async (trx) => {
    const account = await findAccount(trx, userId);
    const email = account.email.toLowerCase();
    const invitation = await findHeldInvitation(trx, registrationId, email);
    if (!invitation) {
      const membership = await findMembership(trx, (await findRegistration(trx, registrationId))?.event_id ?? '', userId);
      const own = await findTeamOfRegistration(trx, registrationId);
      if (membership && own && membership.team_id === own.id) throw conflict(hackathonMessageTable.ref('alreadyMember'));
      throw new AppError('FORBIDDEN', hackathonMessageTable.ref('codeForDeclaredOnly', { email }), 403);
    }
    return acceptWithin(trx, deps, userId, invitation.id, now);
  });
  deps.mail.kick();
  return name;
}

/** Declines (or, once accepted, leaves): the address is free at once and the leader is told. */
export async function declineInvitation(deps: MembershipDeps, userId: string, invitationId: string): Promise<MembershipReply> {
  await expireLapsed(deps, await loadCurrentEvent(deps.db));
  const now = deps.clock();
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const { invitation, registration, account } = await ownInvitation(trx, userId, invitationId);
    if (!holdsSeat(invitation.state)) throw conflict(hackathonMessageTable.ref(invitation.state === 'declined' ? 'invitationAnswered' : 'invitationClosed'));
    if (!(await moveInvitation(trx, { id: invitation.id, from: ['invited', 'accepted'], to: 'declined', userId, at }))) throw conflict(hackathonMessageTable.ref('invitationAnswered'));
    await releaseAddress(trx, registration.id, invitation.email);
    await removeFromTeam(trx, registration, userId, at);
    await audit(trx, registration.id, userId, 'declined', invitation.email, at);
    await tellLeader(trx, deps, registration, { kind: 'declined', name: account.display_name || invitation.name }, now);
  });
  deps.mail.kick();
  return { success: true, message: hackathonMessages.declined };
}

/** The caller's own active registration and one of its invitations; anything else reads as missing. */
async function leaderRegistration(trx: Executor, userId: string, registrationId: string) {
  const registration = await findRegistration(trx, registrationId);
  if (!registration || registration.user_id !== userId) throw notFound(hackathonMessageTable.ref('noRegistration'));
  if (!isActive(registration)) throw conflict(hackathonMessageTable.ref('registrationClosed'));
  return registration;
}

async function leaderInvitation(trx: Executor, registration: Registration, invitationId: string) {
  const invitation = await findInvitation(trx, invitationId);
  if (!invitation || invitation.registration_id !== registration.id) throw notFound(hackathonMessageTable.ref('memberNotFound'));
  return invitation;
}

/** The leader takes a declared member off the team: their seat and address are free, both are told. */
export async function removeMember(deps: MembershipDeps, userId: string, registrationId: string, invitationId: string): Promise<MembershipReply> {
  await expireLapsed(deps, await loadCurrentEvent(deps.db));
  const now = deps.clock();
  const at = now.toISOString();
  const name = await deps.db.transaction().execute(async (trx) => {
    const registration = await leaderRegistration(trx, userId, registrationId);
    const invitation = await leaderInvitation(trx, registration, invitationId);
    if (!(await moveInvitation(trx, { id: invitation.id, from: ['invited', 'accepted'], to: 'removed', at }))) throw conflict(hackathonMessageTable.ref('alreadyGone'));
    await releaseAddress(trx, registration.id, invitation.email);
    await removeFromTeam(trx, registration, invitation.user_id, at);
    await audit(trx, registration.id, userId, 'removed', invitation.email, at);
    await tellLeader(trx, deps, registration, { kind: 'removed', name: invitation.name }, now);
    const { name: eventName } = await findEventName(trx, registration.event_id);
    const mail = removedMail({ eventName, memberName: invitation.name, teamName: registration.team_name }, await memberLanguage(trx, invitation.email, registration.user_id));
    await enqueueMail(trx, { to: invitation.email, ...mail, kind: membershipMailKinds.removed }, deps.mail.smtp, now);
    return invitation.name;
  });
  deps.mail.kick();
  return { success: true, message: membershipMessages.removed(name) };
}

/**
 * The leader invites someone in place of a member who declined or was removed: the old declaration
 * goes (the audit keeps it), the new member is declared in the registration's team list and
 * invited. Their address is checked like at registration: one taken by another registration is
 * refused.
 */
export async function replaceMember(deps: MembershipDeps, userId: string, registrationId: string, invitationId: string, member: DeclaredMember): Promise<MembershipReply> {
  await expireLapsed(deps, await loadCurrentEvent(deps.db));
  const now = deps.clock();
  const at = now.toISOString();
  const email = member.email.trim().toLowerCase();
  await deps.db.transaction().execute(async (trx) => {
    const registration = await leaderRegistration(trx, userId, registrationId);
    const old = await leaderInvitation(trx, registration, invitationId);
    if (!canReplace(old.state)) throw conflict(hackathonMessageTable.ref('notReplaceable'));
    const leader = await findAccount(trx, registration.user_id);
    if (email === leader.email.toLowerCase()) throw conflict(hackathonMessageTable.ref('leaderAddress'));
    if (await findHeldInvitation(trx, registration.id, email)) throw conflict(hackathonMessageTable.ref('addressInTeam', { email }));
    const listed = await findListedEmail(trx, registration.event_id, [email]);
    if (listed && listed.registration_id !== registration.id) throw conflict(hackathonMessageTable.ref('takenElsewhere', { email }));

    const members = storedMembers(registration);
    const index = members.findIndex((stored) => stored.email.trim().toLowerCase() === old.email);
    const next = { ...member, phone: member.phone.replace(/[\s()-]/g, '') };
    if (index >= 0) members[index] = next;
    else members.push(next);
    const leaderInfo = registrationSummary.shape.personal_info.parse(JSON.parse(registration.personal_info_json));
    const teamInfo = { ...(JSON.parse(registration.team_info_json) as object), team_members: members };
    await trx
      .updateTable('hackathon_registrations')
      .set({
        team_info_json: JSON.stringify(teamInfo),
        updated_at: at,
        ...registrationSearchColumns({
          id: registration.id,
          teamName: registration.team_name,
          leader: { name: leaderInfo.full_name, email: leaderInfo.email, college: leaderInfo.college, department: leaderInfo.department, year: leaderInfo.year },
          members,
        }),
      })
      .where('id', '=', registration.id)
      .execute();
    await deleteInvitation(trx, old.id);
    const team = await findTeamOfRegistration(trx, registration.id);
    const { name: eventName } = await findEventName(trx, registration.event_id);
    await inviteMembers(
      trx,
      deps,
      { registrationId: registration.id, eventId: registration.event_id, eventName, leaderId: registration.user_id, leaderName: registration.leader_name, teamName: registration.team_name, code: team?.code ?? '' },
      [{ name: member.name, email }],
      now,
    );
    // Declared into a paid registration, the new member's address is taken as a paid seat's.
    if (takesAddress('invited', await isRegistrationPaid(trx, registration.id))) {
      const holder = await claimAddress(trx, { event_id: registration.event_id, email, registration_id: registration.id });
      if (holder !== registration.id) throw conflict(hackathonMessageTable.ref('takenElsewhere', { email }));
    }
    await audit(trx, registration.id, userId, 'replaced', `${old.email} -> ${email}`, at);
    await tellLeader(trx, deps, registration, { kind: 'replaced', oldName: old.name, newName: member.name }, now);
  });
  deps.mail.kick();
  return { success: true, message: membershipMessages.replaced(member.name) };
}

/** The leader gives the team a new code; the old one stops working at once. */
export async function regenerateCode(deps: MembershipDeps, userId: string, registrationId: string): Promise<TeamCodeReply> {
  await expireLapsed(deps, await loadCurrentEvent(deps.db));
  const now = deps.clock();
  const at = now.toISOString();
  const code = await deps.db.transaction().execute(async (trx) => {
    const registration = await leaderRegistration(trx, userId, registrationId);
    const team = await findTeamOfRegistration(trx, registration.id);
    if (!team || team.is_active !== 1) throw notFound(hackathonMessageTable.ref('teamNotFound'));
    let code = '';
    for (let attempt = 0; attempt < codeAttempts && !code; attempt++) {
      const candidate = drawTeamCode();
      if (candidate !== team.code && (await setTeamCodeIfFree(trx, team.id, candidate, at))) code = candidate;
    }
    if (!code) throw new AppError('UNAVAILABLE', hackathonMessageTable.ref('noFreeTeamCode'), 503);
    await audit(trx, registration.id, userId, 'code', `${team.code} -> ${code}`, at);
    await tellLeader(trx, deps, registration, { kind: 'code', code }, now);
    return code;
  });
  deps.mail.kick();
  return { success: true, message: hackathonMessages.codeChanged, data: { code } };
}
