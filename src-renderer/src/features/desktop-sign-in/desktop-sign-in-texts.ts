import { defineTexts } from '../../core/i18n';
// The server's refusals of this page (a request not from the app, a link used up) are sign-in messages.
import '../auth/auth-messages-texts';
import { en } from './locales/en';

/** The browser's page that signs the desktop app in, and the app's own button and its waiting state. */
export const useDesktopSignInTexts = defineTexts('desktopSignIn', {
  en,
  hi: async () => (await import('./locales/hi')).hi,
  te: async () => (await import('./locales/te')).te,
});
