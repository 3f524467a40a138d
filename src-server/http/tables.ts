import type { ColumnType } from 'kysely';

/** The tables of rate limits shared by every process (conventions in db/schema.ts). */
export interface HttpTables {
  rate_limit_hits: RateLimitHitsTable;
}

export interface RateLimitHitsTable {
  key: string;
  count: number;
  resets_at: ColumnType<number | string, number, number>;
}
