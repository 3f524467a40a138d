import { z } from 'zod';
import { profileMessages } from '../profile/messages';
import { text } from './text';
import { credentials, passwordField } from '../auth/credentials';
import { authMessages } from '../auth/messages';
import { oauthProviders } from '../auth/oauth-providers';
import { meReply } from './profile';

export const registerBody = credentials.extend({
  displayName: text().trim().max(80, profileMessages.nameTooLong).optional(),
});
export const loginBody = credentials;

/** What every successful sign-in answers; the refresh token travels in an httpOnly cookie. */
export const sessionReply = z.object({
  accessToken: z.string(),
  expiresAt: z.string(),
  user: meReply,
});
export type SessionReply = z.infer<typeof sessionReply>;

/**
 * A new password for the signed-in account: the current one proves it is its owner, the new one
 * keeps the registration's rule. The current one's upper bound is the rule's, so no password that
 * could be set is refused here.
 */
export const changePasswordFields = {
  currentPassword: text().min(1, { message: authMessages.currentPasswordRequired, abort: true }).max(128, authMessages.passwordTooLong),
  newPassword: passwordField,
};
/** The new password is refused beside its own field when it is the current one. */
export const newPasswordDiffers = (body: { currentPassword: string; newPassword: string }) => body.newPassword !== body.currentPassword;
export const samePasswordIssue = { message: authMessages.samePassword, path: ['newPassword'] };
export const changePasswordBody = z.object(changePasswordFields).refine(newPasswordDiffers, samePasswordIssue);
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const logoutReply = z.object({ ok: z.literal(true) });

export const authProvidersReply = z.object({
  providers: z.array(z.object({ id: z.enum(oauthProviders), name: z.string(), configured: z.boolean() })),
  firebase: z
    .object({
      apiKey: z.string(),
      authDomain: z.string(),
      projectId: z.string(),
      appId: z.string().optional(),
      /** Set only by a development or test server that talks to the Firebase Authentication emulator. */
      emulatorUrl: z.string().optional(),
    })
    .nullable(),
});
export type AuthProviders = z.infer<typeof authProvidersReply>;

export const oauthStartQuery = z.object({
  mode: z.enum(['popup', 'redirect']).default('redirect'),
  returnTo: text().max(2048).optional(),
});

/** Connecting a provider to the signed-in account: where to come back to. */
export const oauthLinkBody = z.object({ returnTo: text().max(2048).optional() });
/** The provider's authorisation address the page sends the browser to. */
export const oauthLinkReply = z.object({ url: z.string() });

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
