import { z } from 'zod';
import { text } from '../api/text';
import { authMessages } from './messages';

// product.md §1.5: text, @, text, dot, text.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = text()
  .trim()
  .min(1, { message: authMessages.emailRequired, abort: true })
  .max(254, authMessages.emailInvalid)
  .regex(emailPattern, authMessages.emailInvalid)
  .transform((email) => email.toLowerCase());

// The upper bound keeps a 10 MB "password" from reaching the hash function.
export const passwordField = text()
  .min(1, { message: authMessages.passwordRequired, abort: true })
  .min(6, authMessages.passwordTooShort)
  .max(128, authMessages.passwordTooLong);

/** The login and register form, shared by the form and the server. */
export const credentials = z.object({ email: emailField, password: passwordField });
export type Credentials = z.input<typeof credentials>;

const commonPasswords = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', 'password', 'password1', 'qwerty', 'qwerty123',
  'abc123', '111111', '000000', '123123', 'iloveyou', 'admin123', 'welcome', 'letmein', 'india123', 'kodeshala',
]);

/**
 * Passwords that pass the length rule but are guessed first: the most common ones, one repeated
 * character, or the e-mail's own name. These get auth/weak-password.
 */
export function isWeakPassword(password: string, email: string): boolean {
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return true;
  if (/^(.)\1*$/.test(password)) return true;
  const localPart = email.split('@')[0]?.toLowerCase() ?? '';
  return localPart.length > 0 && lower === localPart;
}
