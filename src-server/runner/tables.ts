import type { ColumnType } from 'kysely';

/** The tables of code runs held by each learner, across processes (conventions in db/schema.ts). */
export interface RunnerTables {
  run_leases: RunLeasesTable;
}

/** Migration 0008: the shared rate-limit counters; `resets_at` is epoch milliseconds (bigint). */
export interface RunLeasesTable {
  id: string;
  user_id: string;
  expires_at: ColumnType<number | string, number, number>;
}
