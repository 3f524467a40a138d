import { defineTexts, textsOf } from './i18n';
import { en } from './locales/en';
// Any page can be answered with the server's own refusals.
import './server-messages-texts';

export type ShellKey = keyof typeof en;

/** The shell's words (header, menus, footer, prompts, error screens), loaded with every page. */
export const useShellTexts = defineTexts('shell', {
  en,
  hi: async () => (await import('./locales/hi')).hi,
  te: async () => (await import('./locales/te')).te,
});

/** The same words for code that runs outside a component (toasts raised in callbacks). */
export const shellTexts = textsOf<ShellKey>('shell');
