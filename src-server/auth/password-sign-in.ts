import { randomUUID } from 'node:crypto';
import { isWeakPassword } from '@shared/auth/credentials';
import { authMessageTable } from '@shared/auth/messages';
import { AppError } from '../errors';
import { insertUser, findUserByEmail } from '../users/queries';
import { clearFailures, coolDownLeftMs, recordFailure } from './failures';
import { hashPassword, verifyPassword } from './password';
import type { AuthContext } from './session';

// A real argon2id hash of a random password: unknown e-mails are checked against it so a
// wrong-password answer takes the same time whether or not the account exists.
const dummyHash = hashPassword(randomUUID());

const tooMany = () => new AppError('auth/too-many-requests', authMessageTable.ref('tooManyRequests'), 429);

export async function registerWithPassword(ctx: AuthContext, email: string, password: string, displayName?: string): Promise<string> {
  if (isWeakPassword(password, email)) throw new AppError('auth/weak-password', authMessageTable.ref('weakPassword'), 400);
  if (await findUserByEmail(ctx.db, email)) throw new AppError('auth/email-already-in-use', authMessageTable.ref('emailInUse'), 409);
  const now = ctx.clock().toISOString();
  const id = randomUUID();
  try {
    await insertUser(
      ctx.db,
      {
        id,
        email,
        display_name: displayName || email.split('@')[0] || email,
        password_hash: await hashPassword(password),
        created_at: now,
        updated_at: now,
        last_sign_in_at: null,
      },
      ['learner'],
    );
  } catch (error) {
    // Two registrations of one e-mail at once: the unique index decides, the loser gets the spec's answer.
    if (await findUserByEmail(ctx.db, email)) throw new AppError('auth/email-already-in-use', authMessageTable.ref('emailInUse'), 409);
    throw error;
  }
  return id;
}

/**
 * Checks an e-mail and password. Failures count per client address and account: guesses from one
 * address slow that address down on that account, while the learner signing in from anywhere else
 * is not locked out by a stranger. The per-address limit on the route caps guessing across accounts.
 */
export async function verifyPasswordSignIn(ctx: AuthContext, email: string, password: string, address: string): Promise<string> {
  const key = `login:${address}/${email}`;
  const now = ctx.clock().getTime();
  if ((await coolDownLeftMs(ctx.db, key, now)) > 0) throw tooMany();
  const user = await findUserByEmail(ctx.db, email);
  const matches = await verifyPassword(user?.password_hash ?? (await dummyHash), password);
  if (user && user.password_hash && matches) {
    await clearFailures(ctx.db, key);
    return user.id;
  }
  await recordFailure(ctx.db, key, now);
  if ((await coolDownLeftMs(ctx.db, key, now)) > 0) throw tooMany();
  if (!user) throw new AppError('auth/user-not-found', authMessageTable.ref('userNotFound'), 404);
  if (!user.password_hash) throw new AppError('auth/account-exists-with-different-credential', authMessageTable.ref('differentCredential'), 409);
  throw new AppError('auth/wrong-password', authMessageTable.ref('wrongPassword'), 401);
}
