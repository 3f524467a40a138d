import { z } from 'zod';
import { text } from './text';
import { credentials } from '../auth/credentials';
import { isTimeZone } from '../engagement/day-key';
import { profileVisibilities, socialLinkFields, socialLinks } from '../engagement/profile';

export const roleNames = ['learner', 'admin', 'organiser'] as const;
export type RoleName = (typeof roleNames)[number];

export const oauthProviders = ['google', 'github'] as const;
export type OAuthProvider = (typeof oauthProviders)[number];

/** The signed-in user as the app sees it (spec 1 §3), plus roles and linked providers. */
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
  /** The public address of the profile: /u/{handle} (issue 7). */
  handle: z.string(),
  bio: z.string(),
  socialLinks,
  profileVisibility: z.enum(profileVisibilities),
  /** The IANA zone learning days are counted in; Asia/Kolkata unless the learner chose another. */
  timeZone: z.string(),
});
export type Me = z.infer<typeof meReply>;

export const registerBody = credentials.extend({
  displayName: text().trim().max(80, 'Name must be at most 80 characters').optional(),
});
export const loginBody = credentials;

/** What every successful sign-in answers; the refresh token travels in an httpOnly cookie. */
export const sessionReply = z.object({
  accessToken: z.string(),
  expiresAt: z.string(),
  user: meReply,
});
export type SessionReply = z.infer<typeof sessionReply>;

export const logoutReply = z.object({ ok: z.literal(true) });

export const patchMeBody = z
  .object({
    displayName: text().trim().min(1, 'Name cannot be empty').max(80, 'Name must be at most 80 characters'),
    bio: socialLinkFields.bio,
    socialLinks: socialLinkFields.links,
    profileVisibility: z.enum(profileVisibilities),
    timeZone: text().refine(isTimeZone, 'Choose a time zone such as Asia/Kolkata.'),
  })
  .partial();
export type PatchMeBody = z.infer<typeof patchMeBody>;

export const authProvidersReply = z.object({
  providers: z.array(z.object({ id: z.enum(oauthProviders), name: z.string(), configured: z.boolean() })),
  firebase: z
    .object({ apiKey: z.string(), authDomain: z.string(), projectId: z.string(), appId: z.string().optional() })
    .nullable(),
});
export type AuthProviders = z.infer<typeof authProvidersReply>;

export const oauthStartQuery = z.object({
  mode: z.enum(['popup', 'redirect']).default('redirect'),
  returnTo: text().max(2048).optional(),
});

export const oauthCallbackQuery = z.object({
  code: text().max(2048).optional(),
  state: text().max(256).optional(),
  error: text().max(256).optional(),
  error_description: text().max(1024).optional(),
});

/** Posted by the OAuth popup to its opener (same origin only), then the popup closes. */
export const oauthPopupMessage = z.object({
  type: z.literal('kodeshala:oauth'),
  ok: z.boolean(),
  code: z.string().optional(),
  message: z.string().optional(),
});
export type OAuthPopupMessage = z.infer<typeof oauthPopupMessage>;

export const firebaseExchangeBody = z.object({ idToken: text().min(1).max(8192) });
