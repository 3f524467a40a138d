import { authMessages } from '../auth/messages';
import { workspaceMessages } from './messages';

/**
 * The workspace's limits and the live endpoint's refusals (product.md §3.10), used by the server
 * that enforces them and the screen that explains them.
 */

/** A playground project's owner may invite this many collaborators. */
export const maxCollaborators = 3;

/** The document's stored bytes (snapshot plus the updates after it) may not pass this. */
export const maxDocumentBytes = 5 * 1024 * 1024;

/** One message from a client may be this large (a returning member's offline edits arrive as one). */
export const maxMessageBytes = 2 * 1024 * 1024;

/** The Y.Map of the document that holds the files: name -> Y.Text. */
export const filesMapName = 'files';

/**
 * The Y.Map the server writes the id of the latest named version to (key `latest`) when one is
 * saved or restored: every open document hears of it as of any edit, so each member's version
 * list follows without a message of its own. Restores never touch it.
 */
export const versionsMapName = 'versions';

/**
 * Close codes of the live endpoint (4000-4999 are the application's) and their reasons, which a
 * WebSocket close frame carries (at most 123 bytes). y-websocket's provider stops reconnecting
 * after a code in 4400-4499, as it would only be refused again; too many messages is 4029, after
 * which it reconnects (with its back-off) and sends what it has.
 */
export const liveRefusals = {
  unauthenticated: { code: 4401, reason: authMessages.sessionExpired },
  notMember: { code: 4403, reason: workspaceMessages.notMember },
  removed: { code: 4403, reason: workspaceMessages.removed },
  notFound: { code: 4404, reason: workspaceMessages.liveNotFound },
  malformed: { code: 4400, reason: workspaceMessages.malformed },
  full: { code: 4413, reason: workspaceMessages.full },
  tooFast: { code: 4029, reason: workspaceMessages.tooFast },
} as const;

export type LiveRefusal = keyof typeof liveRefusals;

/** Whether a close code is final: reconnecting would only be refused again. */
export const isRefusal = (code: number): boolean => code >= 4400 && code < 4500;

/**
 * A token bucket per connection: `burst` messages at once, refilled at `perSecond`. Typing sends
 * an update and a cursor move per key, so a fast typist stays well under the default.
 */
export interface Bucket {
  tokens: number;
  at: number;
}

export interface BucketRule {
  perSecond: number;
  burst: number;
}

export const defaultMessageRate: BucketRule = { perSecond: 60, burst: 300 };

/** Takes one token at `now` (ms); false when the bucket is empty. Mutates the bucket. */
export function takeToken(bucket: Bucket, now: number, rule: BucketRule): boolean {
  const refilled = Math.min(rule.burst, bucket.tokens + ((now - bucket.at) / 1000) * rule.perSecond);
  bucket.at = now;
  if (refilled < 1) {
    bucket.tokens = refilled;
    return false;
  }
  bucket.tokens = refilled - 1;
  return true;
}

export const fullBucket = (rule: BucketRule, now: number): Bucket => ({ tokens: rule.burst, at: now });
