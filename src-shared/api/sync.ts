import { z } from 'zod';
import { text } from './text';

/** GET /api/sync/status: whether this server replicates with a platform server, and how that goes. */
export const syncStatusReply = z.object({
  /** `direct`: this is the platform server itself; `sync`: the desktop's copy of one. */
  mode: z.enum(['direct', 'sync']),
  online: z.boolean(),
  /** When the platform server stopped answering; null while it answers. */
  offlineSince: z.string().nullable(),
  /** Writes saved on this computer and not yet on the platform server. */
  pending: z.number().int().min(0),
  /**
   * Writes wait for a learner whose platform sign-in this computer cannot use: the kept token is
   * sealed under a key the keyring no longer gives, has run out, or the platform refused it.
   */
  signInAgain: z.boolean(),
});
export type SyncStatusReply = z.infer<typeof syncStatusReply>;

export const syncConflict = z.object({
  id: z.string(),
  kind: z.enum(['resume', 'submission', 'project']),
  /** The address the edit was for. */
  path: z.string(),
  /** The copy edited on this computer, as it was sent. */
  mine: z.unknown(),
  /** The platform server's copy, changed meanwhile. */
  server: z.unknown(),
  createdAt: z.string(),
});
export type SyncConflict = z.infer<typeof syncConflict>;

export const syncConflictsReply = z.object({ conflicts: z.array(syncConflict) });
export const syncConflictParams = z.object({ conflictId: text().min(1).max(64) });
/**
 * Keep the copy edited on this computer (sent over the server's), the server's (this one dropped),
 * or both: the server's stays and this one becomes a new playground project (src-shared/sync/keep-both.ts).
 */
export const resolveConflictBody = z.object({ keep: z.enum(['mine', 'server', 'both']) });
export type ConflictChoice = z.infer<typeof resolveConflictBody>['keep'];
export const resolveConflictReply = z.object({ ok: z.literal(true) });
