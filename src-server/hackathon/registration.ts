import { randomBytes } from 'node:crypto';
import type { RegisterBody, RegisterReply } from '@shared/api/hackathon-registration';
import type { HackathonEvent } from '@shared/hackathon/event';
import type { IdentifiedMessage } from '@shared/i18n/messages';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { AppError, badRequest } from '../errors';
import { registrationSearchColumns } from './admin-search';
import { loadCurrentEvent } from './current-event';
import { unpaidExpiry } from '@shared/hackathon/membership';
import { hackathonMessageTable } from '@shared/hackathon/messages';
import { expireLapsed, inviteMembers, type MembershipDeps } from './membership';
import { deleteLapsedRegistration, findAccount, findTeamOfRegistration, linkTeamToRegistration } from './membership-queries';
import { findMembership, findTeam } from './team-queries';
import { createTeamWithLeader } from './teams';
import { findListedEmail, findRegistrationOfUser, insertCommitments, insertRegistration, insertRegistrationEmails } from './registration-queries';
import { httpMessageTable } from '@shared/http/messages';

export const registeredMessage = 'Registration successful! Now complete payment to secure your battlefield position.';

// 32 letters and digits without I, O, 0 and 1, which read alike when a participant spells the id
// out; a byte modulo 32 keeps every one equally likely.
const idAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * product.md §3.3: `HK` and the event's two-digit year, a dash, then 8 random characters
 * (40 bits), e.g. HK27-7QX4M2PA. The organisers' table shows the last 8, which are the random part.
 */
export function newRegistrationId(event: Pick<HackathonEvent, 'startsAt'>): string {
  const random = [...randomBytes(8)].map((byte) => idAlphabet[byte % idAlphabet.length]).join('');
  return `HK${event.startsAt.slice(2, 4)}-${random}`;
}

const conflict = (message: IdentifiedMessage) => new AppError('CONFLICT', message, 409);

/** The deadline as a person in India reads it: 2027-02-18T18:29:59Z is 18 February 2027. */
const dayInIndia = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** product.md §3.3: the payload's phone with spaces, hyphens and parentheses removed. */
const bareNumber = (phone: string) => phone.replace(/[\s()-]/g, '');

/**
 * Leader first, then the members; lower-cased, since one address may be taken by only one
 * registration of the event whatever its case. The leader's is the account's, whatever was typed.
 * Repeats inside the team are the wizard's step 2 rule (product.md §3.5), checked again here so
 * they never reach the key as a false conflict.
 */
function teamEmails(body: RegisterBody, accountEmail: string): string[] {
  const leader = accountEmail.trim().toLowerCase();
  const members = body.team_info.team_members.map((member) => member.email.trim().toLowerCase());
  // Worded as the body's own checks are, naming the field, so the wizard shows it beside the member.
  const leaderAt = members.indexOf(leader);
  if (leaderAt >= 0) throw badRequest(httpMessageTable.ref('invalidField', { where: `team_info.team_members.${leaderAt}.email`, reason: hackathonMessageTable.ref('leaderEmailReused') }));
  if (new Set(members).size !== members.length) throw badRequest(hackathonMessageTable.ref('memberEmailReused'));
  return [leader, ...members];
}

/**
 * One registration per account per event, and one registration per taken address: the leader's,
 * or a member's who accepted or was paid for (product.md §3.4). A member merely invited elsewhere
 * is no obstacle. Answers the caller's own lapsed registration, which the new one replaces.
 */
async function refuseTaken(db: Kysely<Database>, event: HackathonEvent, userId: string, emails: readonly string[]): Promise<string | undefined> {
  const own = await findRegistrationOfUser(db, event.id, userId);
  if (own && !own.expired_at) throw conflict(hackathonMessageTable.ref('alreadyRegistered', { event: event.name, id: own.id }));
  const listed = await findListedEmail(db, event.id, emails);
  if (listed) {
    throw conflict(hackathonMessageTable.ref('addressRegisteredElsewhere', { email: listed.email, event: event.name }));
  }
  return own?.id;
}

/**
 * product.md §3.3 and §3.7 POST /register: checks, then writes the registration, the leader's
 * address, the declared members' invitations (and their mails) and the commitments in one
 * transaction. The checks read first for a clear answer; the unique keys decide a race, and the
 * loser gets the same answer.
 */
export async function registerTeam(deps: MembershipDeps, userId: string, body: RegisterBody): Promise<RegisterReply> {
  const { db, clock } = deps;
  const event = await loadCurrentEvent(db);
  await expireLapsed(deps, event);
  const now = clock();
  if (now.toISOString() > event.registrationDeadline) {
    throw new AppError('FORBIDDEN', hackathonMessageTable.ref('registrationDeadline', { event: event.name, date: dayInIndia(event.registrationDeadline) }), 403);
  }
  const { team_info: team, additional_info: extra } = body;
  if (!event.problemStatements.some((problem) => problem.id === extra.problem_statement_id)) {
    throw badRequest(hackathonMessageTable.ref('trackRequired'));
  }
  const account = await findAccount(db, userId);
  const leader = { ...body.personal_info, email: account.email.toLowerCase() };
  const emails = teamEmails(body, account.email);
  const lapsed = await refuseTaken(db, event, userId, emails);

  const id = newRegistrationId(event);
  const at = now.toISOString();
  const members = team.team_members.map((member) => ({ ...member, phone: bareNumber(member.phone) }));
  try {
    await db.transaction().execute(async (trx) => {
      if (lapsed) await deleteLapsedRegistration(trx, lapsed);
      await insertRegistration(trx, {
        id,
        event_id: event.id,
        user_id: userId,
        status: 'pending_payment',
        team_name: team.team_name,
        team_size: team.team_size,
        problem_statement_id: extra.problem_statement_id,
        personal_info_json: JSON.stringify({ ...leader, phone: bareNumber(leader.phone) }),
        team_info_json: JSON.stringify({ team_name: team.team_name, team_size: team.team_size, team_members: members }),
        additional_info_json: JSON.stringify({ project_idea: extra.project_idea, expectations: extra.expectations, linkedin: extra.linkedin, github: extra.github, skills: extra.skills }),
        gender: leader.gender ?? '',
        // product.md §3.9: the fee per person times the team, fixed when registering.
        amount_paise: event.feePerPersonPaise * team.team_size,
        expires_at: unpaidExpiry(now, event.unpaidHoldHours).toISOString(),
        created_at: at,
        updated_at: at,
        ...registrationSearchColumns({
          id,
          teamName: team.team_name,
          leader: { name: leader.full_name, email: leader.email, college: leader.college, department: leader.department, year: leader.year },
          members,
        }),
      });
      // Only the leader's address is taken now; a member's is once they accept or the fee is paid.
      await insertRegistrationEmails(trx, [{ event_id: event.id, email: leader.email, registration_id: id }]);
      await insertCommitments(trx, {
        registration_id: id,
        user_id: userId,
        ibm_skillsbuild: extra.commitments.ibm_skillsbuild ? 1 : 0,
        nasscom_courses: extra.commitments.nasscom_courses ? 1 : 0,
        full_participation: extra.commitments.full_participation ? 1 : 0,
        expectations: extra.expectations,
        github: extra.github,
        linkedin: extra.linkedin,
        created_at: at,
      });
      // The registrant leads a team of the registered name, whose code the declared members join
      // with (membership is the team's, product.md §3.4); one who already joined a team keeps it,
      // and a team they lead becomes the registration's.
      const membership = await findMembership(trx, event.id, userId);
      if (!membership) {
        await createTeamWithLeader(trx, { eventId: event.id, userId, name: team.team_name, description: '', registrationId: id, now: at });
      } else if (membership.role === 'leader' && (await findTeam(trx, membership.team_id))?.is_active === 1) {
        await linkTeamToRegistration(trx, membership.team_id, id, at);
      }
      const code = (await findTeamOfRegistration(trx, id))?.code ?? '';
      await inviteMembers(
        trx,
        deps,
        { registrationId: id, eventId: event.id, eventName: event.name, leaderId: userId, leaderName: leader.full_name, teamName: team.team_name, code },
        members,
        now,
      );
    });
    deps.mail.kick();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await refuseTaken(db, event, userId, emails);
    throw error;
  }
  return { success: true, message: registeredMessage, data: { registration_id: id, team_size: team.team_size } };
}
