import { sessionReply } from '@shared/api/auth';
import { errorReply } from '@shared/api/error-reply';
import { hackathonMessages } from '@shared/hackathon/messages';
import { registerReply, type RegisterInput } from '@shared/api/hackathon-registration';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCurrentEvent } from '@server/hackathon/current-event';
import { csvStream } from '@server/hackathon/export-csv';
import { exportDocument } from '@server/hackathon/export-document';
import { heavyWorkMessages } from '@shared/heavy-work/messages';
import { buffer } from 'node:stream/consumers';
import { seedRegistrations, type SeedResult } from '../../scripts/seed-hackathon';
import { bearer, goodPassword, login } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

const seeded = 120;
let t: TestApp;
let organiser: Record<string, string>;
let learnerHeaders: Record<string, string>;
let seed: SeedResult;
/** The registration sent through the API, with a name and team that test quoting and scripts. */
let ownId: string;

const body: RegisterInput = {
  personal_info: { full_name: 'अर्जुन Reddy, Jr.', email: 'arjun.export@example.in', phone: '98765 43210', college: 'JNTU Hyderabad', department: 'CSE', year: '3rd', roll_number: '' },
  team_info: {
    team_name: '=Chai, "Code" & Co',
    team_size: 2,
    team_members: [{ name: 'Meera Iyer', email: 'meera.export@example.in', phone: '9876543211', college: 'CBIT Hyderabad', department: '', year: '2nd' }],
  },
  additional_info: {
    problem_statement_id: 'PS03',
    project_idea: '',
    expectations: '',
    linkedin: '',
    github: '',
    commitments: { ibm_skillsbuild: true, nasscom_courses: true, full_participation: true },
    agree_to_terms: true,
  },
};

beforeAll(async () => {
  // One heavy-work thread and a queue of one make "waits for a thread" and "the queue is full" exact.
  t = await createTestApp({ ORGANISER_EMAILS: 'organiser@example.in,second.organiser@example.in', HEAVY_WORK_THREADS: '1', HEAVY_WORK_QUEUE: '1' });
  await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'organiser@example.in', password: goodPassword }, remoteAddress: '192.0.2.250' });
  organiser = bearer((await login(t, 'organiser@example.in', goodPassword)).accessToken);
  // The leader's e-mail on a registration is the account's, whatever the form says.
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'arjun.export@example.in', password: goodPassword }, remoteAddress: '192.0.2.251' });
  learnerHeaders = bearer(sessionReply.parse(res.json()).accessToken);
  const registered = await t.app.inject({ method: 'POST', url: '/api/hackathon/register', headers: learnerHeaders, payload: body });
  expect(registered.statusCode, registered.body).toBe(201);
  ownId = registerReply.parse(registered.json()).data.registration_id;
  seed = await seedRegistrations(t.db.kysely, { count: seeded, batchSize: 50 });
});
afterAll(() => t.close());

const total = () => seeded + 1;
const exportOf = (query: string, headers = organiser) => t.app.inject({ method: 'GET', url: `/api/hackathon/admin/export?${query}`, headers });

/** RFC 4180: fields split on commas, quoted fields with doubled quotes and line breaks inside. */
function parseCsv(input: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < input.length; i++) {
    const char = input[i];
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
    } else if (char !== '\r') field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

const csvOf = (res: { rawPayload: Buffer }) => {
  const text = res.rawPayload.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return parseCsv(text.slice(1));
};

async function workbookOf(res: { rawPayload: Buffer }) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

/** A sheet's rows as arrays of cell values, without exceljs's leading empty slot. */
function sheetRows(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const detailedHeader = [
  'Registration ID',
  'Status',
  'Payment status',
  'Amount (₹)',
  'Team name',
  'Team size',
  'Leader name',
  'Email',
  'Phone',
  'College',
  'Department',
  'Year',
  'Problem statement',
  'Created at (IST)',
  'Members',
];

describe('organisers export the registrations', () => {
  it('streams every registration and column as CSV, named for the event, the type and the day', async () => {
    const res = await exportOf('format=csv&type=detailed');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="code-yuddh-2027-registrations-detailed-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = csvOf(res);
    expect(header).toEqual(detailedHeader);
    expect(rows).toHaveLength(total());
    for (const row of rows) expect(row).toHaveLength(detailedHeader.length);
    expect(new Set(rows.map((row) => row[0])).size).toBe(total());

    const own = rows.find((row) => row[0] === ownId);
    // A leading '=' is quoted so a spreadsheet keeps it as text; the comma and quotes survive.
    expect(own).toEqual([
      ownId,
      'Pending payment',
      'Not paid',
      '500.00',
      `'=Chai, "Code" & Co`,
      '2',
      'अर्जुन Reddy, Jr.',
      'arjun.export@example.in',
      // Stored in E.164 and written as it is: a + followed by digits is no formula to quote.
      '+919876543210',
      'JNTU Hyderabad',
      'CSE',
      '3rd',
      'PS03 Personal Finance Chatbot for Students',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      'Meera Iyer',
    ]);
    const statuses = rows.map((row) => row[1]);
    expect(statuses.filter((status) => status === 'Confirmed')).toHaveLength(seed.byStatus.confirmed ?? 0);
    // Statuses read as words, never as the stored value.
    expect(statuses.every((status) => /^[A-Z][a-z]+( [a-z]+)?$/.test(status ?? ''))).toBe(true);
    // Every confirmed seeded registration was paid for; none of them reads as unpaid.
    expect(rows.filter((row) => row[1] === 'Confirmed').every((row) => row[2] === 'Paid')).toBe(true);
    expect(rows.some((row) => row[2] === 'Failed')).toBe(true);
    expect(rows.some((row) => (row[8] ?? '').startsWith("'"))).toBe(false);
  });

  it('writes the same rows to an Excel workbook', async () => {
    const res = await exportOf('format=excel&type=detailed');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/filename="code-yuddh-2027-registrations-detailed-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = await workbookOf(res);
    const sheet = workbook.getWorksheet('Registrations');
    if (!sheet) throw new Error('no Registrations sheet');
    const [header, ...rows] = sheetRows(sheet);
    expect(header).toEqual(detailedHeader);
    expect(rows).toHaveLength(total());
    const csv = csvOf(await exportOf('format=csv&type=detailed')).slice(1);
    const byId = new Map(csv.map((row) => [row[0], row]));
    for (const row of rows) {
      const same = byId.get(String(row[0]));
      expect(same, String(row[0])).toBeDefined();
      expect(row[3]).toBe(Number(same?.[3]));
      expect(row[5]).toBe(Number(same?.[5]));
      expect(row[13]).toBeInstanceOf(Date);
      expect((row[13] as Date).toISOString().slice(0, 19).replace('T', ' ')).toBe(same?.[13]);
      // Text stays text in a workbook: nothing to quote.
      expect(String(row[4])).toBe(same?.[4]?.replace(/^'=/, '='));
      expect(row.slice(6, 13).map(String)).toEqual(same?.slice(6, 13));
      expect(String(row[14] ?? '')).toBe(same?.[14]);
    }
  });

  it('lists every person once, leaders and members, as participants', async () => {
    const [header, ...rows] = csvOf(await exportOf('type=participants'));
    expect(header).toEqual(['Registration ID', 'Role', 'Name', 'Team', 'Phone', 'Email', 'Department', 'Year', 'College', 'Status']);
    expect(rows).toHaveLength(seed.people + 2);
    expect(rows.filter((row) => row[1] === 'leader')).toHaveLength(total());
    // product.md §3.3: a member without a department takes the registrant's.
    expect(rows.find((row) => row[5] === 'meera.export@example.in')).toEqual([ownId, 'member', 'Meera Iyer', `'=Chai, "Code" & Co`, '+919876543211', 'meera.export@example.in', 'CSE', '2nd', 'CBIT Hyderabad', 'Pending payment']);
  });

  it('counts by department, college and year in the analytics export', async () => {
    const rows = csvOf(await exportOf('format=csv&type=analytics'));
    const sections = new Map<string, string[][]>();
    let current: string[][] = [];
    for (const [index, row] of rows.entries()) {
      if (row.length === 1 && row[0] !== '' && (index === 0 || rows[index - 1]?.[0] === '')) {
        current = [];
        sections.set(row[0] ?? '', current);
      } else if (row.length > 1) current.push(row);
    }
    expect([...sections.keys()]).toEqual(['By department', 'By college', 'By year']);
    for (const [, [header, ...counts]] of sections) {
      expect(header?.slice(1)).toEqual(['Registrations', 'Confirmed', 'Pending', 'Participants', 'Share (%)']);
      expect(counts.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(total());
      expect(counts.reduce((sum, row) => sum + Number(row[4]), 0)).toBe(seed.people + 2);
    }
  });

  it('breaks participants down by team size with the top 10 colleges, one sheet each', async () => {
    const workbook = await workbookOf(await exportOf('format=excel&type=participant-analytics'));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Team breakdown', 'Top 10 colleges']);
    const [teamSheet, collegeSheet] = workbook.worksheets;
    if (!teamSheet || !collegeSheet) throw new Error('missing sheets');
    const [, ...teams] = sheetRows(teamSheet);
    expect(teams.reduce((sum: number, row) => sum + Number(row[1]), 0)).toBe(total());
    expect(teams.reduce((sum: number, row) => sum + Number(row[2]), 0)).toBe(seed.people + 2);
    const [, ...colleges] = sheetRows(collegeSheet);
    expect(colleges.length).toBeLessThanOrEqual(10);
    expect(colleges.map((row) => Number(row[1]))).toEqual(colleges.map((row) => Number(row[1])).sort((a, b) => b - a));
  });

  it('draws a landscape PDF table that reads back with every registration', async () => {
    const res = await exportOf('format=pdf&type=detailed');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/filename="code-yuddh-2027-registrations-detailed-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const page = await pdf.getPage(1);
    const [, , width, height] = page.view;
    expect(width).toBeGreaterThan(height ?? 0);
    const { totalPages, text } = await extractText(pdf, { mergePages: true });
    expect(totalPages).toBeGreaterThan(1);
    expect(text).toContain('Code Yuddh 2027: registrations');
    expect(text).toContain('Amount (₹)');
    const ids = csvOf(await exportOf('type=detailed'))
      .slice(1)
      .map((row) => row[0] ?? '');
    for (const id of ids) expect(text).toContain(id);
    // The Devanagari part of the name is drawn in Noto Sans Devanagari, not as question marks.
    expect(text).toContain('Reddy, Jr.');
    expect(text).not.toContain('?');
    expect(Buffer.from(res.rawPayload).toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
  });

  it('numbers every page of the PDF and keeps words whole', async () => {
    const pdf = await getDocumentProxy(new Uint8Array((await exportOf('format=pdf&type=detailed')).rawPayload));
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    expect(totalPages).toBeGreaterThan(1);
    text.forEach((pageText, index) => expect(pageText).toContain(`Page ${index + 1}`));
    const all = text.join('\n');
    // The year 'graduate' and the statuses fit their columns rather than breaking mid-word.
    expect(all).toMatch(/\bgraduate\b/);
    expect(all).not.toMatch(/\bgradua\b/);
    expect(all).toMatch(/Pending\s+payment/);
    // A phone number is one unbroken line.
    expect(all).toContain('+919876543210');
  });

  it('exports what the list shows: its search and filters narrow every format', async () => {
    const list = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/hackathon/admin/registration-ids?${query}`, headers: organiser });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { ids: string[] } }).data.ids;
    };
    const confirmedTeams = await list('status=confirmed&type=team');
    expect(confirmedTeams.length).toBeGreaterThan(0);
    expect(confirmedTeams.length).toBeLessThan(total());
    const csv = csvOf(await exportOf('format=csv&type=detailed&status=confirmed&team_type=team')).slice(1);
    expect(csv.map((row) => row[0]).sort()).toEqual([...confirmedTeams].sort());
    expect(csv.every((row) => row[1] === 'Confirmed' && Number(row[5]) > 1)).toBe(true);

    const searched = csvOf(await exportOf('format=csv&type=detailed&search=ARJUN.EXPORT')).slice(1);
    expect(searched.map((row) => row[0])).toEqual([ownId]);

    const people = csvOf(await exportOf('type=participants&search=arjun.export')).slice(1);
    expect(people.map((row) => row[2])).toEqual(['अर्जुन Reddy, Jr.', 'Meera Iyer']);

    const college = csv[0]?.[9] ?? '';
    const byCollege = await list(`college=${encodeURIComponent(college)}&status=confirmed&type=team`);
    const workbook = await workbookOf(await exportOf(`format=excel&type=detailed&status=confirmed&team_type=team&college=${encodeURIComponent(college)}`));
    const [, ...sheet] = sheetRows(workbook.getWorksheet('Registrations') ?? workbook.worksheets[0]!);
    expect(sheet.map((row) => String(row[0])).sort()).toEqual([...byCollege].sort());

    const pdf = await getDocumentProxy(new Uint8Array((await exportOf('format=pdf&type=detailed&search=arjun.export')).rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(ownId);
    expect(text).not.toContain(confirmedTeams[0] ?? 'none');
  });

  it('refuses a filter the list would refuse', async () => {
    const res = await exportOf('type=detailed&status=paid');
    expect(res.statusCode).toBe(400);
  });

  it('exports only the selected registrations, and refuses an empty selection', async () => {
    const ids = csvOf(await exportOf('type=detailed'))
      .slice(1, 4)
      .map((row) => row[0] ?? '');
    const res = await exportOf(`format=csv&type=selected&ids=${encodeURIComponent([...ids, ids[0]].join(', '))}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/registrations-selected-/);
    expect(
      csvOf(res)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(ids);

    for (const query of ['type=selected', 'type=selected&ids=', 'type=selected&ids=,%20,']) {
      const empty = await exportOf(query);
      expect(empty.statusCode).toBe(400);
      expect(errorReply.parse(empty.json()).error.message).toBe(hackathonMessages.exportNoneSelected);
    }
  });

  it('answers a learner 403 and a guest 401', async () => {
    expect((await exportOf('type=detailed', learnerHeaders)).statusCode).toBe(403);
    expect((await exportOf('type=detailed', {})).statusCode).toBe(401);
  });

  it('refuses an unknown format with a 400', async () => {
    expect((await exportOf('format=docx&type=detailed')).statusCode).toBe(400);
  });
});

describe('an export is written beside the request loop', () => {
  /** A second organiser, with a rate limit of their own: the first has used theirs above. */
  let second: Record<string, string>;
  beforeAll(async () => {
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'second.organiser@example.in', password: goodPassword }, remoteAddress: '192.0.2.249' });
    second = bearer((await login(t, 'second.organiser@example.in', goodPassword)).accessToken);
  });

  /** A job that holds the pool's one thread until released, as a slow export would. */
  function holdThread() {
    const release = new Int32Array(new SharedArrayBuffer(4));
    const done = t.heavyWork.run('hold', { release });
    return () => {
      Atomics.store(release, 0, 1);
      Atomics.notify(release, 0);
      return done;
    };
  }

  it('waits for a thread while /api/health answers, then sends the file the request loop wrote before', { timeout: 60_000 }, async () => {
    const release = holdThread();
    let answered = false;
    const exported = exportOf('format=csv&type=detailed&status=confirmed', second).then((res) => {
      answered = true;
      return res;
    });
    try {
      // The export's file is a job queued behind the held thread, not written on the request loop.
      await vi.waitFor(() => expect(t.heavyWork.pending()).toBe(2), { timeout: 10_000 });
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(answered).toBe(false);
    } finally {
      await release();
    }
    const res = await exported;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="code-yuddh-2027-registrations-detailed-\d{4}-\d{2}-\d{2}\.csv"$/);
    // The same writer run on the request loop, as the route did before the pool wrote its files.
    const event = await loadCurrentEvent(t.db.kysely);
    const before = await buffer(csvStream(exportDocument(t.db.kysely, event, 'detailed', [], { status: 'confirmed' })));
    expect(res.rawPayload.equals(before)).toBe(true);
  });

  it('refuses at once with 503, Retry-After and the pool\'s message when the queue is full', { timeout: 60_000 }, async () => {
    const running = holdThread();
    const queued = holdThread();
    try {
      for (const format of ['csv', 'excel', 'pdf']) {
        const res = await exportOf(`format=${format}&type=detailed`, second);
        expect(res.statusCode, res.body).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(errorReply.parse(res.json()).error.message).toBe(heavyWorkMessages.busy);
      }
    } finally {
      await running();
      await queued();
    }
    expect(t.heavyWork.pending()).toBe(0);
  });

  it('answers a clear 422 for an export over its time limit', { timeout: 90_000 }, async () => {
    const quick = await createTestApp({ ORGANISER_EMAILS: 'organiser@example.in', HEAVY_WORK_THREADS: '1', HEAVY_WORK_TIME_LIMIT_MS: '1' });
    try {
      await quick.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'organiser@example.in', password: goodPassword }, remoteAddress: '192.0.2.240' });
      const as = bearer((await login(quick, 'organiser@example.in', goodPassword)).accessToken);
      await seedRegistrations(quick.db.kysely, { count: 120, batchSize: 50 });
      // A page of rows crosses the thread boundary and 120 rows are drawn: far over a millisecond.
      const res = await quick.app.inject({ method: 'GET', url: '/api/hackathon/admin/export?format=pdf&type=detailed', headers: as });
      expect(res.statusCode, res.body).toBe(422);
      expect(errorReply.parse(res.json()).error.message).toBe(heavyWorkMessages.exportTooLarge);
      // The thread was ended and replaced: the next export is refused the same way, not stuck.
      const again = await quick.app.inject({ method: 'GET', url: '/api/hackathon/admin/export?format=csv&type=detailed', headers: as });
      expect(again.statusCode, again.body).toBe(422);
    } finally {
      await quick.close();
    }
  });
});
