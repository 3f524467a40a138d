import { isAppLanguage, type AppLanguage } from '@shared/i18n/languages';
import type { Executor } from '../db/executor';

/** The language an account's e-mails speak: the one chosen in the app (migration 0021), English for no account. */
export async function accountLanguage(db: Executor, userId: string): Promise<AppLanguage> {
  const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  return isAppLanguage(row?.language) ? row.language : 'en';
}

/** The language of the account behind each hackathon registration, for an organiser's mail to a whole group. */
export async function registrationLanguages(db: Executor, registrationIds: readonly string[]): Promise<Map<string, AppLanguage>> {
  if (registrationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('hackathon_registrations')
    .innerJoin('users', 'users.id', 'hackathon_registrations.user_id')
    .select(['hackathon_registrations.id as id', 'users.language as language'])
    .where('hackathon_registrations.id', 'in', [...new Set(registrationIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, isAppLanguage(row.language) ? row.language : 'en']));
}

/** A date as a mail in `language` prints it: 27 November 2026, with the month in that language. */
export function mailDay(date: Date, language: AppLanguage): string {
  return date.toLocaleDateString(`${language}-IN`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
}
