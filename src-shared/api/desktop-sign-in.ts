import { z } from 'zod';
import { authMessages } from '../auth/messages';
import { text } from './text';

/**
 * The desktop app signs in to the platform through the system browser (RFC 8252 with PKCE, RFC
 * 7636): the app keeps a random verifier, the browser page asks the platform for a one-time code
 * bound to the verifier's SHA-256 (the challenge), and the app trades code and verifier for a
 * session. A page that saw the code cannot use it without the verifier, which never left the app.
 */

/** base64url without padding: an S256 challenge is 43 characters; a verifier 43 to 128 (RFC 7636 §4.1). */
export const desktopChallenge = text().regex(/^[A-Za-z0-9_-]{43}$/, authMessages.desktopNotFromApp);
const verifier = text().regex(/^[A-Za-z0-9._~-]{43,128}$/, authMessages.desktopLinkExpired);
/** The app's own check that the link coming back is the answer to its request. */
export const desktopSignInState = text().regex(/^[A-Za-z0-9_-]{16,64}$/, authMessages.desktopNotFromApp);

export const desktopCodeBody = z.object({ challenge: desktopChallenge });
export const desktopCodeReply = z.object({ code: z.string(), expiresAt: z.string() });
export type DesktopCodeReply = z.infer<typeof desktopCodeReply>;

export const desktopTokenBody = z.object({ code: text().regex(/^[A-Za-z0-9_-]{20,100}$/, authMessages.desktopLinkExpired), verifier });

/** The page's address the app opens in the browser, and the query it reads. */
export const desktopSignInPage = '/desktop-sign-in';
export const desktopSignInQuery = z.object({ challenge: desktopChallenge, state: desktopSignInState });

/** Where the page sends the browser back to: the app's own scheme. */
export const desktopSignInReturn = 'kodeshala://signed-in';
