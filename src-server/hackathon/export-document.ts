import type { AdminIdsQuery, PaymentStatus } from '@shared/api/hackathon-admin';
import type { RegistrationStatus } from '@shared/api/hackathon-registration';
import { e164Phone } from '@shared/hackathon/contact-rules';
import { paymentStatusLabels, registrationStatusLabels } from '@shared/hackathon/export-rules';
import type { ExportType } from '@shared/api/hackathon-admin-export';
import type { HackathonEvent } from '@shared/hackathon/event';
import type { Executor } from '../db/executor';
import { countsBy, registrationPage, teamSizeCounts, type ExportCursor, type ExportFilter, type ExportRegistrationRow } from './export-queries';

/**
 * What an export holds, whatever its format: one or more titled tables whose rows are read from
 * the database a page at a time while the file is written, so an export of any size keeps a page
 * of registrations in memory, never the table.
 */
export interface ExportColumn {
  header: string;
  /** How the writers show a cell: `decimal` has two places (rupees, shares), `time` is an ISO-8601 UTC instant. */
  kind: 'text' | 'integer' | 'decimal' | 'time';
  /** Width in the PDF (points, scaled to the page) and the spreadsheet (a fifth, in characters). */
  width: number;
}

export type ExportCell = string | number;

export interface ExportTable {
  title: string;
  columns: readonly ExportColumn[];
  /** The rows a page at a time: one await per page, not per row, keeps a large export cheap. */
  pages: () => AsyncIterable<ExportCell[][]>;
}

export interface ExportDocument {
  title: string;
  tables: readonly ExportTable[];
}

/** Registrations read per query: large enough to be cheap per row, small enough to keep memory flat. */
export const exportPageSize = 500;

const text = (header: string, width = 60): ExportColumn => ({ header, kind: 'text', width });
const integer = (header: string, width = 50): ExportColumn => ({ header, kind: 'integer', width });

/** India has one offset all year (no daylight saving), so a fixed shift gives its wall-clock time. */
const indiaOffsetMs = 330 * 60 * 1000;

/** `2027-01-10 14:05:09`, the organisers' time in India, for the CSV and the PDF. */
export const indiaTime = (iso: string) => new Date(Date.parse(iso) + indiaOffsetMs).toISOString().slice(0, 19).replace('T', ' ');

/** The same wall-clock time as a Date a spreadsheet shows without a time zone. */
export const indiaWallClock = (iso: string) => new Date(Date.parse(iso) + indiaOffsetMs);

const shownStatus = (status: RegistrationStatus) => registrationStatusLabels[status];

const paymentStatusOf = (rank: number | null): PaymentStatus => (rank === 2 ? 'completed' : rank === 1 ? 'failed' : 'pending');

interface StoredPerson {
  name: string;
  email: string;
  phone: string;
  college: string;
  department: string;
  year: string;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const objectOf = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

/**
 * The stored JSON read leniently, as product.md §3.3 has the admin view tolerate camelCase and
 * flat variants: an export shows what is there rather than failing on one odd row.
 */
function peopleOf(row: ExportRegistrationRow): { leader: StoredPerson; members: StoredPerson[] } {
  const info = objectOf(JSON.parse(row.personal_info_json));
  const leader: StoredPerson = {
    name: textOf(info.full_name ?? info.fullName ?? info.name),
    email: textOf(info.email),
    phone: e164Phone(textOf(info.phone)),
    college: textOf(info.college),
    department: textOf(info.department ?? info.branch),
    year: textOf(info.year),
  };
  const team = objectOf(JSON.parse(row.team_info_json));
  const listed = team.team_members ?? team.teamMembers;
  const members = (Array.isArray(listed) ? listed : []).map((value): StoredPerson => {
    const member = objectOf(value);
    // product.md §3.3: a member's college, department and year default to the registrant's.
    return {
      name: textOf(member.name ?? member.full_name),
      email: textOf(member.email),
      phone: e164Phone(textOf(member.phone)),
      college: textOf(member.college) || leader.college,
      department: textOf(member.department ?? member.branch) || leader.department,
      year: textOf(member.year) || leader.year,
    };
  });
  return { leader, members };
}

/** Every registration of the event the filter keeps, oldest first, a page per query. */
async function* registrationPages(db: Executor, eventId: string, filter: ExportFilter): AsyncGenerator<ExportRegistrationRow[]> {
  let after: ExportCursor | undefined;
  for (;;) {
    const page = await registrationPage(db, eventId, after, exportPageSize, filter);
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (!last || page.length < exportPageSize) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}

// Widths in points of the landscape A4 PDF at 6.5 pt, where an id, a phone number and a time fit on one line.
const detailedColumns: readonly ExportColumn[] = [
  text('Registration ID', 72),
  text('Status', 44),
  text('Payment status', 38),
  { header: 'Amount (₹)', kind: 'decimal', width: 46 },
  text('Team name', 52),
  integer('Team size', 30),
  text('Leader name', 54),
  text('Email', 80),
  text('Phone', 60),
  text('College', 58),
  text('Department', 58),
  text('Year', 34),
  text('Problem statement', 56),
  { header: 'Created at (IST)', kind: 'time', width: 66 },
  text('Members', 58),
];
function detailedTable(db: Executor, event: HackathonEvent, title: string, filter: ExportFilter): ExportTable {
  const problems = new Map(event.problemStatements.map((problem) => [problem.id, `${problem.id} ${problem.title}`]));
  return {
    title,
    columns: detailedColumns,
    pages: async function* () {
      for await (const page of registrationPages(db, event.id, filter)) {
        yield page.map((row): ExportCell[] => {
          const { leader, members } = peopleOf(row);
          return [
          row.id,
          shownStatus(row.status),
          paymentStatusLabels[paymentStatusOf(row.payment_rank)],
          row.amount_paise / 100,
          row.team_name,
          row.team_size,
          leader.name,
          leader.email,
          leader.phone,
          leader.college,
          leader.department,
          leader.year,
          row.problem_statement_id ? (problems.get(row.problem_statement_id) ?? row.problem_statement_id) : '',
          row.created_at,
          members.map((member) => member.name).join('; '),
          ];
        });
      }
    },
  };
}

/** product.md §3.3 "Participant detail row", one per person: the leader, then each listed member. */
function participantsTable(db: Executor, event: HackathonEvent, filter: ExportFilter): ExportTable {
  return {
    title: 'Participants',
    columns: [
      text('Registration ID', 72),
      text('Role', 36),
      text('Name', 80),
      text('Team', 80),
      text('Phone', 46),
      text('Email', 120),
      text('Department', 110),
      text('Year', 36),
      text('College', 120),
      text('Status', 50),
    ],
    pages: async function* () {
      for await (const page of registrationPages(db, event.id, filter)) {
        yield page.flatMap((row) => {
          const { leader, members } = peopleOf(row);
          const status = shownStatus(row.status);
          const people = [['leader', leader] as const, ...members.map((member) => ['member', member] as const)];
          return people.map(([role, person]): ExportCell[] => [row.id, role, person.name, row.team_name, person.phone, person.email, person.department, person.year, person.college, status]);
        });
      }
    },
  };
}

const countColumns = (first: string): ExportColumn[] => [
  text(first, 200),
  integer('Registrations'),
  integer('Confirmed'),
  integer('Pending'),
  integer('Participants'),
  { header: 'Share (%)', kind: 'decimal', width: 50 },
];

/** Counts answered in one small query; the database returns numbers as text on PostgreSQL. */
function countsTable(title: string, first: string, load: () => Promise<Array<{ name: string; registrations: number | string; confirmed: number | string; pending: number | string; participants: number | string | null }>>): ExportTable {
  return {
    title,
    columns: countColumns(first),
    pages: async function* () {
      const counts = await load();
      const total = counts.reduce((sum, row) => sum + Number(row.registrations), 0);
      yield counts.map((row): ExportCell[] => {
        const registrationsOf = Number(row.registrations);
        return [row.name || '(not given)', registrationsOf, Number(row.confirmed), Number(row.pending), Number(row.participants ?? 0), total === 0 ? 0 : Math.round((registrationsOf / total) * 1000) / 10];
      });
    },
  };
}

/** product.md §3.2.6 Analytics: participation by department, college and year. */
function analyticsTables(db: Executor, eventId: string): ExportTable[] {
  return [
    countsTable('By department', 'Department', () => countsBy(db, eventId, 'department')),
    countsTable('By college', 'College', () => countsBy(db, eventId, 'college')),
    countsTable('By year', 'Year', () => countsBy(db, eventId, 'year')),
  ];
}

/** product.md §3.7 "participant analytics (team breakdown, top 10)". */
function participantAnalyticsTables(db: Executor, eventId: string): ExportTable[] {
  return [
    {
      title: 'Team breakdown',
      columns: [text('Team size', 100), integer('Teams'), integer('Participants')],
      pages: async function* () {
        const counts = await teamSizeCounts(db, eventId);
        yield counts.map((row): ExportCell[] => [row.team_size === 1 ? 'Individual' : `Team of ${row.team_size}`, Number(row.teams), Number(row.participants ?? 0)]);
      },
    },
    countsTable('Top 10 colleges', 'College', () => countsBy(db, eventId, 'college', 10)),
  ];
}

/**
 * The tables of one export type. `ids` are the registrations of a `selected` export; `matching`
 * the list's search and filters, which narrow the detailed and participants exports.
 */
export function exportDocument(db: Executor, event: HackathonEvent, type: ExportType, ids: readonly string[], matching: AdminIdsQuery = {}): ExportDocument {
  const title = `${event.name}: registrations`;
  switch (type) {
    case 'detailed':
      return { title, tables: [detailedTable(db, event, 'Registrations', { matching })] };
    case 'selected':
      return { title, tables: [detailedTable(db, event, 'Selected registrations', { ids })] };
    case 'participants':
      return { title: `${event.name}: participants`, tables: [participantsTable(db, event, { matching })] };
    case 'analytics':
      return { title: `${event.name}: analytics`, tables: analyticsTables(db, event.id) };
    case 'participant-analytics':
      return { title: `${event.name}: participant analytics`, tables: participantAnalyticsTables(db, event.id) };
  }
}
