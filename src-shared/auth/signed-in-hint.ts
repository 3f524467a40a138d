/**
 * A cookie the page can read, set and cleared with the httpOnly refresh cookie. It holds no secret,
 * only "this browser has a session", so a visitor's page load need not ask the server (and see a
 * 401) to learn that it has none.
 */
export const signedInHintCookie = 'ks_signed_in';

/** Whether a `document.cookie` string carries the hint. */
export function hasSignedInHint(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim() === `${signedInHintCookie}=1`);
}
