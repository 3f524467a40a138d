import { hackathonEvent, type HackathonEvent } from '@shared/hackathon/event';
import { z } from 'zod';
import type { Executor } from '../db/executor';
import type { MailRegistrationRow } from './admin-mail-queries';

/** A registration as the organisers' mail and certificates address it: its leader, team and fee. */
export interface RegistrationPeople {
  registrationId: string;
  status: MailRegistrationRow['status'];
  leaderName: string;
  leaderEmail: string;
  teamName: string;
  teamSize: number;
  /** The listed members' names, leader excluded. */
  memberNames: string[];
  /** The listed members, leader excluded, with the address each was declared with. */
  members: { name: string; email: string }[];
  amountPaise: number;
  problemStatementId: string | null;
}

// Read leniently: an old or hand-edited row with a field missing still gets its mail or its
// certificate, and an address that is missing is reported as unusable rather than failing the batch.
const storedLeader = z.object({ full_name: z.string().catch(''), email: z.string().catch('') }).catch({ full_name: '', email: '' });
const storedTeam = z
  .object({ team_members: z.array(z.object({ name: z.string().catch(''), email: z.string().catch('') }).catch({ name: '', email: '' })).catch([]) })
  .catch({ team_members: [] });

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export function registrationPeople(row: MailRegistrationRow): RegistrationPeople {
  const leader = storedLeader.parse(parseJson(row.personal_info_json));
  const team = storedTeam.parse(parseJson(row.team_info_json));
  return {
    registrationId: row.id,
    status: row.status,
    leaderName: leader.full_name.trim(),
    leaderEmail: leader.email.trim(),
    teamName: row.team_name,
    teamSize: row.team_size,
    memberNames: team.team_members.map((member) => member.name.trim()).filter((name) => name !== ''),
    members: team.team_members.map((member) => ({ name: member.name.trim(), email: member.email.trim() })).filter((member) => member.name !== ''),
    amountPaise: row.amount_paise,
    problemStatementId: row.problem_statement_id,
  };
}

/** 'PS03: title' for the mail and the certificate; the bare id if the event no longer lists it. */
export function problemStatementLine(event: HackathonEvent, id: string | null): string | null {
  if (!id) return null;
  const problem = event.problemStatements.find((p) => p.id === id);
  return problem ? `${problem.id}: ${problem.title}` : id;
}

/** The same line for a registration's event read by id, for mail written inside another transaction. */
export async function problemStatementOf(db: Executor, eventId: string, id: string | null): Promise<string | null> {
  if (!id) return null;
  const row = await db.selectFrom('hackathon_events').select('data_json').where('id', '=', eventId).executeTakeFirst();
  const event = row ? hackathonEvent.safeParse(JSON.parse(row.data_json)) : undefined;
  return event?.success ? problemStatementLine(event.data, id) : id;
}
