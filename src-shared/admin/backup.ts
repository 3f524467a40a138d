import { z } from 'zod';

/** An online copy of the SQLite database, taken while the server keeps serving (VACUUM INTO). */
export const backupReply = z.object({
  /** The copy's file name, in the backups folder under DATA_DIR. */
  file: z.string(),
  bytes: z.number().int().nonnegative(),
  createdAt: z.string(),
  tookMs: z.number().int().nonnegative(),
});
export type BackupReply = z.infer<typeof backupReply>;
