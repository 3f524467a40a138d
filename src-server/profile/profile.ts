import { isHandle, type PatchMeBody, type PublicProfile } from '@shared/api/profile';
import type { AppLanguage } from '@shared/i18n/languages';
import { socialLinks, type SocialLinks } from '@shared/profile/rules';
import type { Executor } from '../db/executor';
import type { UserRow } from '../db/schema';
import { notFound } from '../errors';
import { findSocialLinksJson, findUserByHandle, updateUserProfile } from './queries';
import { learnerStats } from '../engagement/stats';
import { profileMessageTable } from '@shared/profile/messages';

/** An uploaded photo wins over the one a sign-in provider gave. */
export const photoUrlOf = (user: Pick<UserRow, 'photo_file' | 'photo_url'>): string | null =>
  user.photo_file ? `/api/photos/${user.photo_file}` : user.photo_url;

const noLinks: SocialLinks = { github: '', linkedin: '', twitter: '' };

export function readSocialLinks(json: string): SocialLinks {
  try {
    return { ...noLinks, ...socialLinks.partial().parse(JSON.parse(json)) };
  } catch {
    return noLinks;
  }
}

/**
 * Writes the profile fields of product.md §1.3 "User document" in one statement, so a refused request
 * (zod has already checked every field) changes nothing. An empty display name never arrives:
 * the body schema refuses it and the renderer keeps the old name (product.md §1.5 "Profile").
 */
export async function updateProfile(db: Executor, userId: string, body: PatchMeBody, at: Date, photoFile?: string): Promise<void> {
  const now = at.toISOString();
  const changes: Partial<{
    display_name: string;
    bio: string;
    social_links_json: string;
    profile_visibility: 'public' | 'private';
    time_zone: string;
    language: AppLanguage;
    photo_file: string;
  }> = {};
  if (photoFile !== undefined) changes.photo_file = photoFile;
  if (body.displayName !== undefined) changes.display_name = body.displayName;
  if (body.bio !== undefined) changes.bio = body.bio;
  if (body.profileVisibility !== undefined) changes.profile_visibility = body.profileVisibility;
  if (body.timeZone !== undefined) changes.time_zone = body.timeZone;
  if (body.language !== undefined) changes.language = body.language;
  if (body.socialLinks !== undefined) {
    const current = await findSocialLinksJson(db, userId);
    changes.social_links_json = JSON.stringify({ ...readSocialLinks(current ?? '{}'), ...body.socialLinks });
  }
  if (Object.keys(changes).length === 0) return;
  await updateUserProfile(db, userId, { ...changes, updated_at: now });
}

/** Not found for a missing handle and for a private profile alike: a stranger cannot tell them apart. */
const profileNotFound = () => notFound(profileMessageTable.ref('profileNotFound'));

export async function publicProfile(db: Executor, handle: string, now: Date): Promise<PublicProfile> {
  if (!isHandle(handle)) throw profileNotFound();
  const user: UserRow | undefined = await findUserByHandle(db, handle);
  if (!user || user.profile_visibility !== 'public') throw profileNotFound();
  const stats = await learnerStats(db, user.id, user.time_zone, now);
  return {
    handle,
    displayName: user.display_name || user.email.split('@')[0] || 'Learner',
    photoURL: photoUrlOf(user),
    bio: user.bio,
    socialLinks: readSocialLinks(user.social_links_json),
    profileVisibility: 'public',
    memberSince: user.created_at,
    currentStreak: stats.learning.currentStreak,
    longestStreak: stats.learning.longestStreak,
    streakLabel: stats.learning.streakLabel,
    badges: stats.badges,
    completedCourses: stats.courses.filter((c) => c.completed).map((c) => ({ id: c.id, title: c.title })),
  };
}
