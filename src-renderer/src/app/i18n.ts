import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The languages the interface can speak (product.md §1.9: the chat's en, hi, te). */
export const appLanguages = ['en', 'hi', 'te'] as const;
export type AppLanguage = (typeof appLanguages)[number];

/**
 * The app's one i18next instance, wired to react-i18next's `useTranslation`. Each screen brings
 * its own texts as a namespace with `addTexts` when its chunk loads, so no screen pays for another's
 * words and the first screen's bundle carries no translations. English is the fallback.
 */
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...appLanguages],
  resources: {},
  partialBundledLanguages: true,
  interpolation: { escapeValue: false }, // React escapes what it renders
  react: { useSuspense: false },
  initAsync: false,
});

/** Registers a screen's texts under `namespace`, one dictionary per language. */
export function addTexts(namespace: string, texts: Record<AppLanguage, Record<string, string>>): void {
  for (const language of appLanguages) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, texts[language]);
  }
}
