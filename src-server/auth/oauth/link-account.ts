import { randomUUID } from 'node:crypto';
import { authMessages } from '@shared/auth/messages';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { findUserByEmail, insertUser } from '../../users/queries';
import { findLinkedAccount, insertLinkedAccount, updateLinkedAccount } from '../queries';
import type { ProviderProfile } from './providers';
import { encryptToken } from './token-crypto';

/**
 * The account behind a provider identity: the linked one, or a new one. One e-mail is one
 * account: when the e-mail already belongs to an account that signs in another way, the person is
 * told to use that way (product.md §1.8), rather than silently merging two identities.
 */
export async function findOrCreateSocialUser(
  db: Kysely<Database>,
  provider: string,
  profile: ProviderProfile,
  tokenKey: string | undefined,
): Promise<{ userId: string; email: string }> {
  const now = new Date().toISOString();
  const storedToken = profile.accessToken && tokenKey ? encryptToken(profile.accessToken, tokenKey) : null;

  return db.transaction().execute(async (trx) => {
    const linked = await findLinkedAccount(trx, provider, profile.providerUserId);
    if (linked) {
      await updateLinkedAccount(trx, provider, profile.providerUserId, { login: profile.login ?? null, access_token_encrypted: storedToken, updated_at: now });
      return linked;
    }

    if (await findUserByEmail(trx, profile.email)) {
      throw new AppError('auth/account-exists-with-different-credential', authMessages.differentCredential, 409);
    }
    const userId = randomUUID();
    await insertUser(
      trx,
      {
        id: userId,
        email: profile.email,
        display_name: profile.name || profile.email.split('@')[0] || profile.email,
        password_hash: null,
        created_at: now,
        updated_at: now,
        last_sign_in_at: null,
        photo_url: profile.photoUrl ?? null,
        email_verified: profile.emailVerified ? 1 : 0,
      },
      ['learner'],
    );
    await insertLinkedAccount(trx, {
      provider,
      provider_user_id: profile.providerUserId,
      user_id: userId,
      login: profile.login ?? null,
      access_token_encrypted: storedToken,
      created_at: now,
      updated_at: now,
    });
    return { userId, email: profile.email };
  });
}
