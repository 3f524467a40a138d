import type { ColumnType } from 'kysely';

/** The tables of the days a learner was active (conventions in db/schema.ts). */
export interface EngagementTables {
  activity_days: ActivityDaysTable;
}

export interface ActivityDaysTable {
  user_id: string;
  /** `YYYY-MM-DD` in the user's time zone. */
  day: string;
  minutes: number;
  /** Epoch minute of the last counted heartbeat. PostgreSQL answers bigint as text: read with Number(). */
  last_beat_minute: ColumnType<number | string, number, number>;
}
