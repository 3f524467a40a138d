import { defineTexts, textsOf } from './i18n';
import { en } from './locales/en';
import { hi } from './locales/hi';
import { te } from './locales/te';

export type ShellKey = keyof typeof en;

/** The shell's words (header, menus, footer, prompts, error screens), loaded with every page. */
export const useShellTexts = defineTexts('shell', { en, hi, te });

/** The same words for code that runs outside a component (toasts raised in callbacks). */
export const shellTexts = textsOf<ShellKey>('shell');
