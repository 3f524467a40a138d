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
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** PostgreSQL connection string; without it SQLite is used. */
  databaseUrl: string | undefined;
  /** Where the SQLite file lives. */
  dataDir: string;
}

export function connect(options: ConnectOptions): Db {
  if (options.databaseUrl) {
    const kysely = connectPostgres(options.databaseUrl);
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  const { kysely, database, prepare } = connectSqlite(options.dataDir);
  return {
    kysely,
    dialect: 'sqlite',
    readNow: (sql, parameters) => (database.inTransaction ? undefined : prepare(sql).all(...parameters)),
    close: () => kysely.destroy(),
  };
}

function connectSqlite(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  const database = new SQLite(path.join(dataDir, 'kodeshala.sqlite'));
  // WAL lets readers run while one writer commits; the busy timeout rides out short write locks
  // instead of failing with SQLITE_BUSY.
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  const cached = withStatementCache(database);
  return { kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: cached }) }), database, prepare: cached.prepare };
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

function connectPostgres(connectionString: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
