/**
 * Fills the current hackathon with realistic registrations, for the organisers' dashboard, its
 * exports and `bench/hackathon-admin.ts`: Indian names, colleges, departments and years; teams of
 * 1 to 4 with their members; about 60% confirmed with a credited payment, 30% waiting for their fee
 * (some after a failed attempt), 10% cancelled, refunded, waitlisted or rejected. Rows are written
 * directly in batches, in the JSON shapes `src-server/hackathon/registration.ts` writes, each batch
 * one transaction; 10,000 take a few seconds.
 *
 *   npx tsx scripts/seed-hackathon.ts                          (10,000 into DATA_DIR's SQLite, ./data by default)
 *   npx tsx scripts/seed-hackathon.ts --count 500 --data-dir /tmp/kodeshala
 *   npx tsx scripts/seed-hackathon.ts --database-url postgres://postgres@127.0.0.1:54331/kodeshala
 *
 * SQLite's file is held by one process at a time: stop the server on that data directory first.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Insertable, Kysely } from 'kysely';
import { academicYears } from '@shared/api/hackathon-registration';
import { connect } from '../src-server/db/connect';
import { migrateToLatest } from '../src-server/db/migrate';
import type {
  Database,
  HackathonCommitmentsTable,
  HackathonRegistrationEmailsTable,
  HackathonRegistrationStatus,
  HackathonRegistrationsTable,
  PaymentOrdersTable,
  PaymentsTable,
  UsersTable,
} from '../src-server/db/schema';
import { seed } from '../src-server/db/seed';
import { registrationSearchColumns } from '../src-server/hackathon/admin-search';
import { loadCurrentEvent } from '../src-server/hackathon/current-event';
import { newRegistrationId } from '../src-server/hackathon/registration';

const firstNames = [
  'Aarav', 'Aditi', 'Aditya', 'Akash', 'Ananya', 'Anjali', 'Arjun', 'Bhavana', 'Deepak', 'Divya',
  'Gayathri', 'Harsha', 'Ishaan', 'Kavya', 'Karthik', 'Lakshmi', 'Manish', 'Meera', 'Nikhil', 'Neha',
  'Pooja', 'Pranav', 'Priya', 'Rahul', 'Raghav', 'Ritika', 'Rohan', 'Sai', 'Sanjana', 'Shreya',
  'Siddharth', 'Sneha', 'Srinivas', 'Swathi', 'Tanvi', 'Tarun', 'Varun', 'Vidya', 'Vikram', 'Yash',
  'Zoya', 'Farhan', 'Imran', 'Sana', 'Gurpreet', 'Harpreet', 'Joseph', 'Mary', 'Naveen', 'Keerthi',
];
const lastNames = [
  'Sharma', 'Verma', 'Reddy', 'Rao', 'Naidu', 'Iyer', 'Iyengar', 'Nair', 'Menon', 'Pillai',
  'Patel', 'Shah', 'Mehta', 'Desai', 'Kulkarni', 'Deshpande', 'Joshi', 'Gupta', 'Agarwal', 'Singh',
  'Kumar', 'Yadav', 'Chowdhury', 'Banerjee', 'Mukherjee', 'Das', 'Bose', 'Khan', 'Siddiqui', 'Fernandes',
  'Dsouza', 'Gill', 'Sandhu', 'Varma', 'Chary', 'Goud', 'Shetty', 'Hegde', 'Mishra', 'Tiwari',
];
/** Listed roughly by how many students each sends: the draw below favours the first ones. */
const colleges = [
  'JNTU Hyderabad', 'Osmania University', 'CBIT Hyderabad', 'Vasavi College of Engineering', 'VNR VJIET',
  'IIIT Hyderabad', 'BITS Pilani Hyderabad Campus', 'Andhra University', 'GITAM University', 'SRM Institute of Science and Technology',
  'VIT Vellore', 'Anna University', 'PSG College of Technology', 'NIT Warangal', 'IIT Madras',
  'IIT Bombay', 'College of Engineering Pune', 'VJTI Mumbai', 'RV College of Engineering', 'BMS College of Engineering',
  'PES University', 'Manipal Institute of Technology', 'Amrita Vishwa Vidyapeetham', 'Delhi Technological University', 'NSUT Delhi',
  'IIIT Delhi', 'Jadavpur University', 'KIIT Bhubaneswar', 'Chitkara University', 'Thapar Institute',
  'MNIT Jaipur', 'LNMIIT Jaipur', 'Nirma University', 'DA-IICT Gandhinagar', 'Christ University',
  'Sreenidhi Institute of Science and Technology', 'MVSR Engineering College', 'Mahindra University', 'KL University', 'Malla Reddy Engineering College',
];
const departments = [
  'Computer Science and Engineering', 'Information Technology', 'Electronics and Communication Engineering', 'Artificial Intelligence and Data Science',
  'Artificial Intelligence and Machine Learning', 'Electrical and Electronics Engineering', 'Mechanical Engineering', 'Civil Engineering',
  'Computer Science (Data Science)', 'Computer Science (Cyber Security)', 'Chemical Engineering', 'Biotechnology', 'MCA', 'BCA',
];
const emailDomains = ['gmail.com', 'gmail.com', 'gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com', 'hotmail.com'];
const teamWords = ['Code', 'Byte', 'Pixel', 'Stack', 'Logic', 'Quantum', 'Cyber', 'Neural', 'Binary', 'Cloud', 'Data', 'Script'];
const teamNouns = ['Warriors', 'Ninjas', 'Titans', 'Knights', 'Coders', 'Hackers', 'Mavericks', 'Wizards', 'Rangers', 'Pioneers', 'Yoddhas', 'Sena'];
const ideas = [
  'A mobile app that reads a prescription photo and flags risky combinations for the pharmacist.',
  'A chatbot in Telugu and Hindi that explains rental agreements clause by clause.',
  'A budgeting assistant for hostel students that learns from UPI messages.',
  'Upload lecture PDFs and ask questions; answers cite the page.',
  'Turn textbooks into audiobooks in regional languages with natural voices.',
  'Detect crop diseases from a leaf photo, offline, on a low-end phone.',
  '',
];

/** A small seeded generator (mulberry32), so one `--seed` gives the same people every time. */
function generator(seedValue: number) {
  let state = seedValue >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  /** Favours the start of the list, so a few colleges and departments lead as in a real event. */
  const pickSkewed = <T>(items: readonly T[]): T => items[Math.floor(next() ** 2 * items.length)] as T;
  return { next, pick, pickSkewed };
}

type Random = ReturnType<typeof generator>;

const phoneOf = (random: Random) => `${6 + Math.floor(random.next() * 4)}${String(Math.floor(random.next() * 1e9)).padStart(9, '0')}`;

/** 60% confirmed, 30% pending, 10% spread over the rest. */
function statusOf(random: Random): HackathonRegistrationStatus {
  const draw = random.next();
  if (draw < 0.6) return 'confirmed';
  if (draw < 0.9) return 'pending_payment';
  if (draw < 0.94) return 'cancelled';
  if (draw < 0.97) return 'refunded';
  if (draw < 0.99) return 'waitlisted';
  return 'rejected';
}

/** A team of 1 (most often) to 4. */
function teamSizeOf(random: Random): number {
  const draw = random.next();
  return draw < 0.4 ? 1 : draw < 0.6 ? 2 : draw < 0.8 ? 3 : 4;
}

interface Person {
  name: string;
  email: string;
  phone: string;
  college: string;
  department: string;
  year: (typeof academicYears)[number];
}

export interface SeedOptions {
  count: number;
  /** Rows per transaction. */
  batchSize?: number;
  seed?: number;
  /** The newest registration's time; the others spread over the 45 days before it. */
  now?: Date;
}

export interface SeedResult {
  eventId: string;
  registrations: number;
  people: number;
  byStatus: Partial<Record<HackathonRegistrationStatus, number>>;
}

interface Batch {
  users: Insertable<UsersTable>[];
  registrations: Insertable<HackathonRegistrationsTable>[];
  emails: Insertable<HackathonRegistrationEmailsTable>[];
  commitments: Insertable<HackathonCommitmentsTable>[];
  orders: Insertable<PaymentOrdersTable>[];
  payments: Insertable<PaymentsTable>[];
}

/** `count` registrations for the current event, written in batches; the event must be seeded. */
export async function seedRegistrations(db: Kysely<Database>, options: SeedOptions): Promise<SeedResult> {
  const event = await loadCurrentEvent(db);
  const random = generator(options.seed ?? 2027);
  const batchSize = options.batchSize ?? 250;
  const newest = (options.now ?? new Date()).getTime();
  const spanMs = 45 * 24 * 3600 * 1000;
  // Addresses are unique per event; a tag of this run keeps a second run from colliding with the first.
  const runTag = randomBytes(3).toString('hex');
  const result: SeedResult = { eventId: event.id, registrations: 0, people: 0, byStatus: {} };

  for (let start = 0; start < options.count; start += batchSize) {
    const batch: Batch = { users: [], registrations: [], emails: [], commitments: [], orders: [], payments: [] };
    for (let index = start; index < Math.min(options.count, start + batchSize); index++) {
      // Oldest first, a registration every few minutes on average, never two at the same instant.
      const createdAt = new Date(newest - spanMs + Math.floor((spanMs * index) / options.count) + (index % 1000)).toISOString();
      const person = (role: number): Person => {
        const first = random.pick(firstNames);
        const last = random.pick(lastNames);
        return {
          name: `${first} ${last}`,
          email: `${first}.${last}.${runTag}${index}x${role}@${random.pick(emailDomains)}`.toLowerCase(),
          phone: phoneOf(random),
          college: random.pickSkewed(colleges),
          department: random.pickSkewed(departments),
          year: random.pick(academicYears),
        };
      };
      const leader = person(0);
      const size = teamSizeOf(random);
      // Members mostly share the leader's college and year, as a college team does.
      const members = Array.from({ length: size - 1 }, (_, i) => {
        const member = person(i + 1);
        return { ...member, college: random.next() < 0.9 ? leader.college : member.college, year: random.next() < 0.7 ? leader.year : member.year };
      });
      const status = statusOf(random);
      const userId = randomUUID();
      const id = newRegistrationId(event);
      const teamName = size === 1 ? `${leader.name.split(' ')[0] ?? 'Solo'}'s Team` : `${random.pick(teamWords)} ${random.pick(teamNouns)} ${index}`;
      const amount = event.feePerPersonPaise * size;
      const problem = random.pick(event.problemStatements).id;
      const project = random.pick(ideas);
      const notes = paymentRows(batch, { random, status, userId, registrationId: id, amount, createdAt, eventName: event.name, size });

      batch.users.push({ id: userId, email: leader.email, display_name: leader.name, password_hash: null, created_at: createdAt, updated_at: createdAt, last_sign_in_at: createdAt });
      const teamMembers = members.map((member) => ({
        name: member.name,
        email: member.email,
        phone: member.phone,
        college: member.college,
        department: member.department,
        year: member.year,
        roll_number: '',
        role: 'team member',
      }));
      batch.registrations.push({
        id,
        event_id: event.id,
        user_id: userId,
        status,
        team_name: teamName,
        team_size: size,
        problem_statement_id: problem,
        personal_info_json: JSON.stringify({
          full_name: leader.name,
          email: leader.email,
          phone: leader.phone,
          college: leader.college,
          department: leader.department,
          year: leader.year,
          roll_number: `${random.pick(['20', '21', '22', '23'])}${String(Math.floor(random.next() * 1e6)).padStart(6, '0')}`,
        }),
        team_info_json: JSON.stringify({ team_name: teamName, team_size: size, team_members: teamMembers }),
        additional_info_json: JSON.stringify({ project_idea: project, expectations: '', linkedin: '', github: '' }),
        // About half say, as an optional question gets.
        gender: random.pick(['female', 'male', 'female', 'male', 'prefer_not_to_say', '', '', '', '', '']),
        amount_paise: amount,
        admin_notes: notes,
        created_at: createdAt,
        updated_at: createdAt,
        ...registrationSearchColumns({ id, teamName, leader, members }),
      });
      batch.emails.push(...[leader, ...members].map((p) => ({ event_id: event.id, email: p.email, registration_id: id })));
      batch.commitments.push({
        registration_id: id,
        user_id: userId,
        ibm_skillsbuild: random.next() < 0.8 ? 1 : 0,
        nasscom_courses: random.next() < 0.6 ? 1 : 0,
        full_participation: 1,
        expectations: '',
        github: '',
        linkedin: '',
        created_at: createdAt,
      });
      result.registrations++;
      result.people += size;
      result.byStatus[status] = (result.byStatus[status] ?? 0) + 1;
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(batch.users).execute();
      await trx.insertInto('hackathon_registrations').values(batch.registrations).execute();
      await trx.insertInto('hackathon_registration_emails').values(batch.emails).execute();
      await trx.insertInto('hackathon_commitments').values(batch.commitments).execute();
      if (batch.orders.length > 0) await trx.insertInto('payment_orders').values(batch.orders).execute();
      if (batch.payments.length > 0) await trx.insertInto('payments').values(batch.payments).execute();
    });
  }
  return result;
}

interface PaymentInput {
  random: Random;
  status: HackathonRegistrationStatus;
  userId: string;
  registrationId: string;
  amount: number;
  createdAt: string;
  eventName: string;
  size: number;
}

const gatewayId = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;

/**
 * The fee's order and ledger row as the payment flow leaves them: confirmed, refunded and some
 * waitlisted or rejected registrations paid (refunded ones were refunded in full); a third of the
 * pending ones tried and failed. Answers the organisers' note the credit writes.
 */
function paymentRows(batch: Batch, input: PaymentInput): string {
  const { random, status } = input;
  const paid = status === 'confirmed' || status === 'refunded' || ((status === 'waitlisted' || status === 'rejected') && random.next() < 0.5);
  const failed = status === 'pending_payment' && random.next() < 0.33;
  if (!paid && !failed) return '';
  const orderId = randomUUID();
  const orderedAt = new Date(Date.parse(input.createdAt) + 60_000).toISOString();
  batch.orders.push({
    id: orderId,
    gateway_order_id: gatewayId('order'),
    user_id: input.userId,
    payment_type: 'hackathon_registration',
    item: input.registrationId,
    description: `${input.eventName} registration (${input.size === 1 ? 'individual' : `team of ${input.size}`})`,
    amount_paise: input.amount,
    currency: 'INR',
    status: paid ? 'paid' : 'created',
    failed_attempts: paid ? 0 : 1 + Math.floor(random.next() * 2),
    created_at: orderedAt,
    updated_at: orderedAt,
  });
  if (!paid) return '';
  const paymentId = randomUUID();
  const gatewayPaymentId = gatewayId('pay');
  const creditedAt = new Date(Date.parse(orderedAt) + 90_000).toISOString();
  const refunded = status === 'refunded';
  batch.payments.push({
    id: paymentId,
    order_id: orderId,
    gateway_payment_id: gatewayPaymentId,
    user_id: input.userId,
    amount_paise: input.amount,
    currency: 'INR',
    status: refunded ? 'refunded' : 'credited',
    credited_via: 'verify',
    receipt_number: `KS-${creditedAt.slice(0, 10).replaceAll('-', '')}-${paymentId.replaceAll('-', '').slice(0, 10).toUpperCase()}`,
    receipt_mail_id: null,
    refunded_paise: refunded ? input.amount : 0,
    credited_at: creditedAt,
    refunded_at: refunded ? new Date(Date.parse(creditedAt) + 86_400_000).toISOString() : null,
  });
  return `Payment ${gatewayPaymentId} received at ${creditedAt}; registration confirmed.`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '10000' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      seed: { type: 'string', default: '2027' },
    },
  });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1) throw new Error(`--count must be a positive whole number, not ${values.count}`);
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const db = connect({
    databaseUrl: values['database-url'] ?? process.env.DATABASE_URL,
    dataDir: path.resolve(values['data-dir'] ?? process.env.DATA_DIR ?? './data'),
  });
  try {
    await migrateToLatest(db.kysely);
    await seed(db.kysely, path.join(root, 'resources'), new Date());
    const started = performance.now();
    const result = await seedRegistrations(db.kysely, { count, seed: Number(values.seed) });
    db.settle();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${result.registrations} registrations (${result.people} people) for ${result.eventId} on ${db.dialect} in ${seconds} s:`, result.byStatus);
  } finally {
    await db.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
