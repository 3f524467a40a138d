import { isAppLanguage, type AppLanguage } from '@shared/i18n/app-languages';

/** Where the learner's choice is remembered on this device, so the first paint is already in it. */
export const languageStorageKey = 'ks_lang';

/** The language chosen on this device before, or English. */
export function rememberedLanguage(): AppLanguage {
  try {
    const stored = globalThis.localStorage?.getItem(languageStorageKey);
    return isAppLanguage(stored) ? stored : 'en';
  } catch {
    return 'en'; // storage blocked (private mode, sandboxed frame): speak English
  }
}
