import { z } from 'zod';
import { profileMessages } from '../profile/messages';
import { text } from './text';
import { badge } from './engagement';
import { oauthProviders } from '../auth/oauth-providers';
import { roleNames } from '../auth/roles';
import { isTimeZone } from '../engagement/day-key';
import { appLanguage } from '../i18n/languages';
import { profileVisibilities, socialLinkFields, socialLinks } from '../profile/rules';

/** The signed-in user as the app sees it (product.md §1.3), plus roles and linked providers. */
export const meReply = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  emailVerified: z.boolean(),
  creationTime: z.string(),
  lastSignInTime: z.string().nullable(),
  isNewUser: z.boolean(),
  phoneNumber: z.string().nullable(),
  roles: z.array(z.enum(roleNames)),
  providers: z.array(z.enum(['password', ...oauthProviders, 'firebase'])),
  /** The public address of the profile: /u/{handle}. */
  handle: z.string(),
  bio: z.string(),
  socialLinks,
  profileVisibility: z.enum(profileVisibilities),
  /** The IANA zone learning days are counted in; Asia/Kolkata unless the learner chose another. */
  timeZone: z.string(),
  /** The interface and e-mail language, followed on every device the learner signs in on. */
  language: appLanguage,
});
export type Me = z.infer<typeof meReply>;

export const patchMeBody = z
  .object({
    displayName: text().trim().min(1, profileMessages.nameEmpty).max(80, profileMessages.nameTooLong),
    bio: socialLinkFields.bio,
    socialLinks: socialLinkFields.links,
    profileVisibility: z.enum(profileVisibilities),
    timeZone: text().refine(isTimeZone, profileMessages.timeZone),
    language: appLanguage,
  })
  .partial();
export type PatchMeBody = z.infer<typeof patchMeBody>;

/** Any text: a malformed handle answers the same 404 as a missing or private one. */
export const handleParams = z.object({ handle: text().max(100) });
export const isHandle = (value: string): boolean => /^[a-z0-9][a-z0-9-]{1,39}$/.test(value);
export const photoParams = z.object({ name: text().regex(/^[0-9a-f-]{36}\.webp$/, profileMessages.photoNotFound) });

export const publicProfileReply = z.object({
  handle: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  bio: z.string(),
  socialLinks,
  profileVisibility: z.enum(profileVisibilities),
  memberSince: z.string(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  streakLabel: z.string(),
  badges: z.array(badge),
  completedCourses: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type PublicProfile = z.infer<typeof publicProfileReply>;
