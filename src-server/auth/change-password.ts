import type { ChangePasswordBody } from '@shared/api/auth';
import { isWeakPassword } from '@shared/auth/credentials';
import { authMessageTable } from '@shared/auth/messages';
import { AppError } from '../errors';
import { accountLanguage } from '../mail/language';
import type { MailDelivery } from '../mail/delivery';
import { enqueueMail } from '../mail/outbox';
import { findUserById } from '../users/queries';
import { clearFailures, coolDownLeftMs, recordFailure } from './failures';
import { hashPassword, verifyPassword } from './password';
import { passwordChangedMail, passwordChangedMailKind } from './password-changed-mail';
import { replacePasswordHash, revokeUserTokens } from './queries';
import { issueRefreshToken } from './refresh-tokens';
import type { AuthContext } from './session';

const wrongCurrent = () => new AppError('auth/wrong-password', authMessageTable.ref('currentPasswordWrong'), 400);

/**
 * Changes the signed-in user's password and answers the refresh token of the caller's new session.
 * In one transaction: the new hash (only over the one just checked), every session family of the
 * user revoked, the session version raised so every access token ends on every process, the
 * notice mail queued and the caller's new family started. The caller stays signed in through
 * that family; every other device must sign in with the new password.
 *
 * Wrong guesses count per account, not per address, with the sign-in's cool-down: whoever holds a
 * stolen access token cannot try passwords faster by moving between addresses. A wrong guess is a
 * 400, not a 401, since the caller's session is fine and the client must not renew it and retry.
 */
export async function changePassword(ctx: AuthContext, mail: MailDelivery, userId: string, change: ChangePasswordBody): Promise<string> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('auth/session-expired', authMessageTable.ref('sessionExpired'), 401);
  const checkedHash = user.password_hash;
  if (!checkedHash) throw new AppError('CONFLICT', authMessageTable.ref('noPasswordToChange'), 409);
  if (isWeakPassword(change.newPassword, user.email)) throw new AppError('auth/weak-password', authMessageTable.ref('weakPassword'), 400);

  const key = `password-change:${userId}`;
  const nowMs = ctx.clock().getTime();
  const tooMany = () => new AppError('auth/too-many-requests', authMessageTable.ref('tooManyRequests'), 429);
  if ((await coolDownLeftMs(ctx.db, key, nowMs)) > 0) throw tooMany();
  if (!(await verifyPassword(checkedHash, change.currentPassword))) {
    await recordFailure(ctx.db, key, nowMs);
    if ((await coolDownLeftMs(ctx.db, key, nowMs)) > 0) throw tooMany();
    throw wrongCurrent();
  }
  await clearFailures(ctx.db, key);

  const newHash = await hashPassword(change.newPassword);
  const now = ctx.clock();
  const language = await accountLanguage(ctx.db, userId);
  const notice = passwordChangedMail({ displayName: user.display_name, email: user.email, changedAt: now, publicUrl: ctx.config.publicUrl }, language);
  const refreshToken = await ctx.db.transaction().execute(async (trx) => {
    // Another change committed since the check: the password just checked is no longer the current one.
    if (!(await replacePasswordHash(trx, userId, checkedHash, newHash, now.toISOString()))) throw wrongCurrent();
    await revokeUserTokens(trx, userId, now.toISOString());
    await ctx.sessions.end(trx, userId);
    await enqueueMail(trx, { to: user.email, ...notice, kind: passwordChangedMailKind }, mail.smtp, now);
    return issueRefreshToken(trx, userId, undefined, now);
  });
  // `end` forgot the version inside the transaction; a read between then and the commit saw the old one.
  ctx.sessions.forget(userId);
  mail.kick();
  return refreshToken;
}
