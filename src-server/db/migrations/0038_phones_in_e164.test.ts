import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../connect';
import { migrateToLatest } from '../migrate';
import { migrationProvider } from './index';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-0038-'));
const db = connect({ databaseUrl: undefined, dataDir });

describe('migration 0038', () => {
  afterAll(async () => {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes the valid phones of registrations stored before it in E.164, and leaves the rest as they were', async () => {
    const names = Object.keys(await migrationProvider.getMigrations()).sort();
    const before = names[names.indexOf('0038_phones_in_e164') - 1] ?? '';
    const migrator = new Migrator({ db: db.kysely, provider: migrationProvider });
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    const at = '2027-01-10T10:00:00.000Z';
    await db.kysely
      .insertInto('users')
      .values(['u1', 'u2', 'u3'].map((id) => ({ id, email: `${id}@example.in`, display_name: id, password_hash: null, created_at: at, updated_at: at })))
      .execute();
    await db.kysely
      .insertInto('hackathon_events')
      .values({ id: 'code-yuddh-2027', name: 'Code Yuddh 2027', starts_at: at, ends_at: at, registration_deadline: at, data_json: '{}', updated_at: at })
      .execute();
    const row = (id: string, userId: string, leaderPhone: unknown, memberPhones: unknown[]) => ({
      id,
      event_id: 'code-yuddh-2027',
      user_id: userId,
      status: 'cancelled' as const,
      team_name: `Team ${id}`,
      team_size: 1 + memberPhones.length,
      problem_statement_id: 'PS01',
      personal_info_json: JSON.stringify({ full_name: 'Arjun Reddy', phone: leaderPhone }),
      team_info_json: JSON.stringify({ team_name: `Team ${id}`, team_members: memberPhones.map((phone, i) => ({ name: `Member ${i}`, phone })) }),
      additional_info_json: '{}',
      amount_paise: 25_000,
      created_at: at,
      updated_at: at,
    });
    await db.kysely
      .insertInto('hackathon_registrations')
      .values([
        row('HK27-AAAAAAA1', 'u1', '9876543210', ['919123456780', '+917012345678', ' 81234 56789 ']),
        row('HK27-AAAAAAA2', 'u2', '+919876543210', []),
        row('HK27-AAAAAAA3', 'u3', '5876543210', ['98765abc10', '00919876543210', null]),
      ])
      .execute();

    await migrateToLatest(db.kysely);
    const phones = async (id: string) => {
      const stored = await db.kysely.selectFrom('hackathon_registrations').select(['personal_info_json', 'team_info_json']).where('id', '=', id).executeTakeFirstOrThrow();
      const leader = JSON.parse(stored.personal_info_json) as { phone: unknown; full_name: string };
      const team = JSON.parse(stored.team_info_json) as { team_members: Array<{ phone: unknown; name: string }> };
      return { leader: leader.phone, name: leader.full_name, members: team.team_members.map((member) => member.phone) };
    };
    expect(await phones('HK27-AAAAAAA1')).toEqual({ leader: '+919876543210', name: 'Arjun Reddy', members: ['+919123456780', '+917012345678', '+918123456789'] });
    expect(await phones('HK27-AAAAAAA2')).toEqual({ leader: '+919876543210', name: 'Arjun Reddy', members: [] });
    // Not a valid Indian mobile number: kept exactly as stored, for a person to read.
    expect(await phones('HK27-AAAAAAA3')).toEqual({ leader: '5876543210', name: 'Arjun Reddy', members: ['98765abc10', '00919876543210', null] });

    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    expect((await phones('HK27-AAAAAAA1')).leader).toBe('+919876543210');
  });
});
