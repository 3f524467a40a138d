import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /**
   * SQLite only: runs a compiled read at once on the single connection, or answers undefined when
   * a transaction is open on it (the caller then queues through Kysely). Safe because
   * better-sqlite3 is synchronous: nothing else runs between the check and the read.
   */
  readNow?: (sql: string, parameters: readonly unknown[]) => unknown[] | undefined;
  /**
   * SQLite only: calls `listener` with the `user_id` of every row inserted, updated or deleted in
   * these tables, by any statement and any feature, as the statement runs (also when its
   * transaction is later rolled back). What a process keeps about a user can so be dropped the
   * moment it goes stale; the server owns the file (locking_mode EXCLUSIVE), so no other process
   * writes behind it. On PostgreSQL several processes share the database, so there is no such promise.
   */
  watchUserRows?: (tables: readonly string[], listener: (userId: string) => void) => void;
  /**
   * PostgreSQL only: runs a statement each pooled connection parses and plans once, under `name`
   * (one name, one text). For the few statements so hot that parsing and planning is most of what
   * they cost the database: the workspace's store of a keystroke took about 520 µs of PostgreSQL's
   * CPU unnamed and 280 µs named (1,000 stores a second, three processes listening; docs/benchmarks.md).
   */
  prepared?: PreparedStatements;
  /**
   * After bulk writes (migrations and the seed at start-up): SQLite moves what the write-ahead log
   * holds into the database file. Below SQLite's automatic threshold of 1,000 pages the seeded
   * library would otherwise stay in the log, and every read would look its pages up there
   * (measured: the plan read's SQLite share went from about 6% to 11% of its CPU time).
   * Nothing to do on PostgreSQL.
   */
  settle(): void;
  close(): Promise<void>;
}

export type PreparedStatements = (name: string, text: string, values: readonly unknown[]) => Promise<unknown[]>;

export interface ConnectOptions {
  /** PostgreSQL connection string; without it SQLite is used. */
  databaseUrl: string | undefined;
  /** Where the SQLite file lives. */
  dataDir: string;
  /** PostgreSQL only: an idle pooled connection failed (the server restarted or ended it). */
  onIdleConnectionError?: (error: Error) => void;
  /** SQLite only: how long to wait for a lock another process holds; 5 s unless set. */
  busyTimeoutMs?: number;
}

/** SQLite's file is held by another process, most likely a second server on the same data directory. */
export class DatabaseInUseError extends Error {}

export function connect(options: ConnectOptions): Db {
  if (options.databaseUrl) {
    const { kysely, pool } = connectPostgres(options.databaseUrl, options.onIdleConnectionError);
    const prepared: PreparedStatements = async (name, text, values) => (await pool.query({ name, text, values: [...values] })).rows;
    return { kysely, dialect: 'postgres', prepared, settle: () => undefined, close: () => kysely.destroy() };
  }
  const { kysely, database } = connectSqlite(options.dataDir, options.busyTimeoutMs ?? 5000);
  const read = withRowReaders(database);
  return {
    kysely,
    dialect: 'sqlite',
    readNow: (sql, parameters) => (database.inTransaction ? undefined : read(sql, parameters)),
    watchUserRows: userRowWatcher(database),
    settle: () => {
      database.pragma('wal_checkpoint(TRUNCATE)');
    },
    close: () => kysely.destroy(),
  };
}

function connectSqlite(dataDir: string, busyTimeoutMs: number) {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'kodeshala.sqlite');
  const database = new SQLite(file, { timeout: busyTimeoutMs });
  try {
    // One server process owns the file, so it holds SQLite's lock for as long as it runs. Set
    // before WAL is entered, this keeps the write-ahead log's index in memory: otherwise every
    // read takes and drops a file lock on the shared-memory index and asks the file's size, three
    // system calls that profiles showed as half of a point lookup's time and about a sixth of the
    // plan read's server CPU. A second process on the same file is refused, which also stops two
    // servers sharing one data directory (their in-memory caches and limits would disagree).
    database.pragma('locking_mode = EXCLUSIVE');
    // WAL: a commit appends to the log instead of rewriting pages in place.
    database.pragma('journal_mode = WAL');
  } catch (error) {
    database.close();
    if (error instanceof SQLite.SqliteError && error.code === 'SQLITE_BUSY') {
      throw new DatabaseInUseError(
        `The database ${file} is in use by another process. Is another Kodeshala server running with this data directory? Stop it, or set DATA_DIR to a folder of this server's own.`,
      );
    }
    throw error;
  }
  database.pragma('foreign_keys = ON');
  database.pragma('synchronous = NORMAL');
  const cached = withStatementCache(database);
  return { kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: cached }) }), database };
}

const statementCacheSize = 500;

/**
 * Kysely prepares every query anew; preparing costs more than running a small query, so keep the
 * prepared statements by SQL text. Queries are built from code, so the set of texts is small; the
 * bound only guards against an unexpected stream of distinct texts. A cached statement must not be
 * shared by two open iterators, so queries here are never streamed.
 */
function withStatementCache(database: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string): SQLite.Statement {
      let statement = statements.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        if (statements.size >= statementCacheSize) statements.clear();
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * The reads of `readNow`, on statements of their own in raw mode. better-sqlite3 builds each row
 * object through V8's C++ API one property at a time, which profiles showed costing about as much
 * as the SQLite lookup itself; a row built in JavaScript from the raw values is the same plain
 * object, keys in the same order, for a fraction of that. Bounded like the statement cache.
 */
function withRowReaders(database: SQLite.Database) {
  const readers = new Map<string, (parameters: readonly unknown[]) => unknown[]>();
  const compile = (sql: string) => {
    const statement = database.prepare(sql).raw(true);
    const makeRow = rowMaker(statement.columns().map((column) => column.name));
    return (parameters: readonly unknown[]) => (statement.all(...parameters) as unknown[][]).map(makeRow);
  };
  return (sql: string, parameters: readonly unknown[]): unknown[] => {
    let reader = readers.get(sql);
    if (!reader) {
      reader = compile(sql);
      if (readers.size >= statementCacheSize) readers.clear();
      readers.set(sql, reader);
    }
    return reader(parameters);
  };
}

/**
 * Temporary triggers: they belong to this connection and go with it, so no migration holds them
 * and a database file copied elsewhere carries none. Each calls a function of this process.
 */
function userRowWatcher(database: SQLite.Database): NonNullable<Db['watchUserRows']> {
  let watchers = 0;
  return (tables, listener) => {
    const name = `kodeshala_user_rows_${watchers++}`;
    database.function(name, { deterministic: false }, (userId: unknown) => {
      if (typeof userId === 'string') listener(userId);
      return null;
    });
    for (const table of tables) {
      if (!/^[a-z_]+$/.test(table)) throw new Error(`watchUserRows: ${table} is not a table name`);
      for (const [event, rows] of [['insert', ['NEW']], ['update', ['OLD', 'NEW']], ['delete', ['OLD']]] as const) {
        const calls = rows.map((row) => `SELECT ${name}(${row}.user_id);`).join(' ');
        database.exec(`CREATE TEMP TRIGGER ${name}_${table}_${event} AFTER ${event.toUpperCase()} ON main.${table} BEGIN ${calls} END`);
      }
    }
  };
}

/**
 * A row constructor for one list of columns: an object literal with those keys, so every row of a
 * query has one shape and V8 builds it in a few instructions, where one generic loop storing keys
 * shared by all queries goes megamorphic. The keys are written as JSON string literals.
 */
function rowMaker(columns: readonly string[]): (values: unknown[]) => Record<string, unknown> {
  if (columns.includes('__proto__')) {
    return (values) => Object.fromEntries(columns.map((column, index) => [column, values[index]]));
  }
  const fields = columns.map((column, index) => `${JSON.stringify(column)}: v[${index}]`).join(', ');
  return new Function('v', `return { ${fields} };`) as (values: unknown[]) => Record<string, unknown>;
}

function connectPostgres(connectionString: string, onIdleError: (error: Error) => void = () => undefined): { kysely: Kysely<Database>; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // pg-pool has already dropped the failed connection, and the next query opens a new one; but an
  // 'error' event without a listener would crash the server (and did, in tests that drop a
  // database while the pool was still closing its connections).
  pool.on('error', onIdleError);
  return { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), pool };
}
