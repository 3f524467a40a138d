import type { Me } from '@shared/api/profile';
import type { RoleName } from '@shared/auth/roles';
import { isNewUser } from '@shared/auth/new-user';
import type { Executor } from '../db/executor';
import type { UserRow } from '../db/schema';
import { notFound } from '../errors';
import { findUserById, listLinkedProviders, listRoles } from '../users/queries';
import { ensureHandle } from './handle';
import { photoUrlOf, readSocialLinks } from './profile';
import { authMessageTable } from '@shared/auth/messages';

type Provider = Me['providers'][number];

async function listProviders(db: Executor, user: UserRow): Promise<Provider[]> {
  const linked = await listLinkedProviders(db, user.id);
  const providers = new Set<Provider>(user.password_hash ? ['password'] : []);
  for (const provider of linked) if (provider === 'google' || provider === 'github' || provider === 'firebase') providers.add(provider);
  return [...providers];
}

/** The signed-in user as the app sees it (product.md §1.3). */
export async function loadMe(db: Executor, userId: string): Promise<Me> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound(authMessageTable.ref('accountDeleted'));
  const roles: RoleName[] = await listRoles(db, user.id);
  return {
    uid: user.id,
    email: user.email,
    displayName: user.display_name || user.email.split('@')[0] || user.email,
    photoURL: photoUrlOf(user),
    emailVerified: user.email_verified === 1,
    creationTime: user.created_at,
    lastSignInTime: user.last_sign_in_at,
    isNewUser: isNewUser(user.created_at, user.last_sign_in_at),
    phoneNumber: user.phone_number,
    roles: roles.sort(),
    providers: await listProviders(db, user),
    handle: await ensureHandle(db, user),
    bio: user.bio,
    socialLinks: readSocialLinks(user.social_links_json),
    profileVisibility: user.profile_visibility,
    timeZone: user.time_zone,
    language: user.language,
  };
}
