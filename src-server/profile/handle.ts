import { randomBytes } from 'node:crypto';
import type { Executor } from '../db/executor';
import { findHandle, setHandleIfUnset } from './queries';

/** A readable handle from an e-mail's local part: "Asha.Rao+x@..." becomes "asha-rao-x". */
export function handleBase(email: string): string {
  const local = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 30);
  return local.length >= 2 ? local : `learner${local}`;
}

/**
 * The user's public handle, given on first need. The unique index decides between two racing
 * requests; a taken handle gets a random suffix.
 */
export async function ensureHandle(db: Executor, user: { id: string; email: string; handle: string | null }): Promise<string> {
  if (user.handle) return user.handle;
  const base = handleBase(user.email);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidate = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
    try {
      if (await setHandleIfUnset(db, user.id, candidate)) return candidate;
      // Someone else gave this user a handle first.
      const handle = await findHandle(db, user.id);
      if (handle) return handle;
    } catch {
      // Unique violation: the handle belongs to someone else; try a suffixed one.
    }
  }
  throw new Error(`could not give user ${user.id} a handle`);
}
