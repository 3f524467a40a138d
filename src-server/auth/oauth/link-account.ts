import { randomUUID } from 'node:crypto';
import { authMessageTable } from '@shared/auth/messages';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { findUserByEmail, findUserById, insertUser } from '../../users/queries';
import { countOtherLinks, deleteUserLinks, findLinkedAccount, insertLinkedAccount, updateLinkedAccount } from '../queries';
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
  at: Date,
): Promise<{ userId: string; email: string }> {
  const now = at.toISOString();
  const storedToken = profile.accessToken && tokenKey ? encryptToken(profile.accessToken, tokenKey) : null;

  return db.transaction().execute(async (trx) => {
    const linked = await findLinkedAccount(trx, provider, profile.providerUserId);
    if (linked) {
      await updateLinkedAccount(trx, provider, profile.providerUserId, { login: profile.login ?? null, access_token_encrypted: storedToken, updated_at: now });
      return linked;
    }

    if (await findUserByEmail(trx, profile.email)) {
      // GitHub can be connected to that account once its owner has signed in the usual way.
      const message = authMessageTable.ref(provider === 'github' ? 'githubConnectFromProfile' : 'differentCredential');
      throw new AppError('auth/account-exists-with-different-credential', message, 409);
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
    await insertLinkedAccount(trx, linkRow(provider, profile, userId, storedToken, now));
    return { userId, email: profile.email };
  });
}

/** The row that ties a provider identity to an account, made the same at sign-up and at linking. */
const linkRow = (provider: string, profile: ProviderProfile, userId: string, storedToken: string | null, now: string) => ({
  provider,
  provider_user_id: profile.providerUserId,
  user_id: userId,
  login: profile.login ?? null,
  access_token_encrypted: storedToken,
  created_at: now,
  updated_at: now,
});

/**
 * Connects a provider identity to the signed-in account (product.md §1.8): its token replaces any
 * the account kept for another identity of the same provider. An identity already connected to
 * another account stays there: taking it over would move that person's sign-in.
 */
export async function linkSocialAccount(db: Kysely<Database>, provider: string, profile: ProviderProfile, userId: string, tokenKey: string | undefined, at: Date): Promise<void> {
  const now = at.toISOString();
  const storedToken = profile.accessToken && tokenKey ? encryptToken(profile.accessToken, tokenKey) : null;
  await db.transaction().execute(async (trx) => {
    const linked = await findLinkedAccount(trx, provider, profile.providerUserId);
    if (linked && linked.userId !== userId) throw new AppError('auth/provider-linked-elsewhere', authMessageTable.ref('githubLinkedElsewhere'), 409);
    if (linked) {
      await updateLinkedAccount(trx, provider, profile.providerUserId, { login: profile.login ?? null, access_token_encrypted: storedToken, updated_at: now });
      return;
    }
    await deleteUserLinks(trx, userId, provider);
    await insertLinkedAccount(trx, linkRow(provider, profile, userId, storedToken, now));
  });
}

/** Disconnects a provider from the account, unless it is the only way the account signs in. */
export async function unlinkSocialAccount(db: Kysely<Database>, provider: string, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user) throw new AppError('NOT_FOUND', authMessageTable.ref('accountGone'), 404);
    if (!user.password_hash && (await countOtherLinks(trx, userId, provider)) === 0) {
      throw new AppError('auth/last-sign-in-method', authMessageTable.ref('githubOnlySignIn'), 409);
    }
    await deleteUserLinks(trx, userId, provider);
  });
}
