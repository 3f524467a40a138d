import { sql, type Kysely } from 'kysely';

/**
 * Registrations stored before the schema wrote phones in E.164 hold them as typed, less spaces,
 * hyphens and parentheses (`9876543210`, `919876543210`, `+919876543210`). This writes each valid
 * Indian mobile number as `+919876543210`, the leader's and each member's, so the organiser's
 * list, search and exports read one form. Anything else stays as it was: nobody's number is
 * guessed. A frozen copy of the rule, as a migration must not change when the app's does.
 */
const validMobile = /^(?:[6-9]\d{9}|91[6-9]\d{9})$/;

function phoneInE164(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const compact = value.trim().replace(/[\s()-]/g, '');
  const wellFormed = /^\d+$/.test(compact) || /^\+\d{12}$/.test(compact);
  const digits = compact.replace(/\D/g, '');
  return wellFormed && validMobile.test(digits) ? `+91${digits.slice(-10)}` : value;
}

interface Person {
  phone?: unknown;
}

const pageSize = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  let after = '';
  for (;;) {
    const { rows } = await sql<{ id: string; personal_info_json: string; team_info_json: string }>`
      select id, personal_info_json, team_info_json from hackathon_registrations where id > ${after} order by id limit ${pageSize}
    `.execute(db);
    for (const row of rows) {
      const leader = JSON.parse(row.personal_info_json) as Person;
      const team = JSON.parse(row.team_info_json) as { team_members?: Person[] };
      const nextLeader = { ...leader, phone: phoneInE164(leader.phone) };
      const nextTeam = team.team_members ? { ...team, team_members: team.team_members.map((member) => ({ ...member, phone: phoneInE164(member.phone) })) } : team;
      const personal = JSON.stringify(nextLeader);
      const teamInfo = JSON.stringify(nextTeam);
      if (personal === JSON.stringify(leader) && teamInfo === JSON.stringify(team)) continue;
      await sql`update hackathon_registrations set personal_info_json = ${personal}, team_info_json = ${teamInfo} where id = ${row.id}`.execute(db);
    }
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = last.id;
  }
}

/** The typed spellings are not kept, and E.164 is one of the forms the older code read. */
export async function down(): Promise<void> {}
