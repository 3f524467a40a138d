import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** What every query function takes first: the database, or a caller's transaction to join. */
export type Executor = Kysely<Database> | Transaction<Database>;
