import { adminMessageTable } from '@shared/admin/messages';
import fs from 'node:fs';
import path from 'node:path';
import type { BackupReply } from '@shared/admin/backup';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { AppError } from '../errors';

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

/**
 * Copies the SQLite database while the server keeps serving: the server holds the file
 * exclusively, so a file copy from outside could catch a write half-done, while VACUUM INTO
 * writes a consistent, compacted copy from inside one read transaction. The copy is written under
 * a temporary name and renamed, so a backups folder never holds half a file.
 */
export async function backupDatabase(db: Db, dataDir: string, now: Date): Promise<BackupReply> {
  if (db.dialect !== 'sqlite') throw new AppError('CONFLICT', adminMessageTable.ref('backupPostgres'), 409);
  const dir = backupsDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const file = `kodeshala-${now.toISOString().replaceAll(/[:.]/g, '-')}.sqlite`;
  const partial = path.join(dir, `${file}.partial`);
  // A duration, not a date: the monotonic clock, which a test clock does not stop.
  const started = performance.now();
  try {
    await sql`vacuum into ${partial}`.execute(db.kysely);
    fs.renameSync(partial, path.join(dir, file));
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return { file, bytes: fs.statSync(path.join(dir, file)).size, createdAt: now.toISOString(), tookMs: Math.round(performance.now() - started) };
}
