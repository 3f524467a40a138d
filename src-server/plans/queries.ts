import type { Db } from '../db/connect';
import { prepareQuery } from '../db/prepared';

const summaryColumns = ['key', 'name', 'amount_paise', 'duration_label', 'popular', 'features_json'] as const;

/** The plan list is read on every visit of the pricing page, so it is compiled once per database. */
export function listPlansQuery(db: Db) {
  return prepareQuery(db, [], (k) => k.selectFrom('plans').select(summaryColumns).orderBy('level'));
}

/** The plan lookup sits on the payment path, so it is compiled once per database. */
export function planByKeyQuery(db: Db) {
  const query = prepareQuery(db, ['key'], (k, args) => k.selectFrom('plans').select(summaryColumns).where('key', '=', args.key));
  return async (key: string) => (await query({ key }))[0];
}

export type PlanSummaryRow = Awaited<ReturnType<ReturnType<typeof listPlansQuery>>>[number];
