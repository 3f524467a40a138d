import { defineTexts } from '../../core/i18n';
import { en } from './locales/app-en';

/** The desktop app's own screens (first run, App settings, Sync), apart from the shell's notices. */
export const useDesktopAppTexts = defineTexts('desktopApp', {
  en,
  hi: async () => (await import('./locales/app-hi')).hi,
  te: async () => (await import('./locales/app-te')).te,
});
export type DesktopAppTranslate = ReturnType<typeof useDesktopAppTexts>;
