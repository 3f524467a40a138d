import i18next, { type i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { appLanguages, isAppLanguage, type AppLanguage } from '@shared/i18n/languages';

export { appLanguages, type AppLanguage } from '@shared/i18n/languages';

/** Where the learner's choice is remembered on this device, so the first paint is already in it. */
export const languageStorageKey = 'ks_lang';


function rememberedLanguage(): AppLanguage {
  try {
    const stored = globalThis.localStorage?.getItem(languageStorageKey);
    return isAppLanguage(stored) ? stored : 'en';
  } catch {
    return 'en'; // storage blocked (private mode, sandboxed frame): speak English
  }
}

/**
 * The app's one i18next instance, wired to react-i18next's `useTranslation`. Each screen brings
 * its own texts as a namespace with `defineTexts` when its chunk loads, so no screen pays for
 * another's words and the first screen's bundle carries only the shell's. English is the fallback.
 * Keys are plain identifiers and the server's English messages, so neither `.` nor `:` separates.
 */
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: rememberedLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...appLanguages],
  resources: {},
  partialBundledLanguages: true,
  keySeparator: false,
  nsSeparator: false,
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

export type TextValues = Record<string, string | number>;
export type Translate<Key extends string> = (key: Key, values?: TextValues) => string;

/**
 * A feature's texts in the three languages, registered once, and the hook its components read
 * them through. Hindi and Telugu are typed by the English keys, so a missing key fails typecheck.
 */
export function defineTexts<Texts extends Record<string, string>>(
  namespace: string,
  texts: { en: Texts; hi: Record<keyof Texts, string>; te: Record<keyof Texts, string> },
): () => Translate<keyof Texts & string> {
  addTexts(namespace, texts);
  return function useTexts() {
    const { t } = useTranslation(namespace);
    return useCallback<Translate<keyof Texts & string>>((key, values) => t(key, values ?? {}), [t]);
  };
}

/**
 * The language chosen, which every `t` speaks. Not i18next's `resolvedLanguage`, which names the
 * first language with dictionaries loaded at the switch and read English on the home page.
 */
const asAppLanguage = (language: string | undefined): AppLanguage => {
  const base = language?.split('-')[0];
  return isAppLanguage(base) ? base : 'en';
};

/** The language the interface speaks now, re-rendering when it changes. */
export function useAppLanguage(): AppLanguage {
  const { i18n: instance } = useTranslation();
  return asAppLanguage(instance.language);
}

/** The language the interface speaks now, for code outside React. */
export function currentAppLanguage(): AppLanguage {
  return asAppLanguage(i18n.language);
}

/** Switches the whole interface and remembers the choice on this device. */
export async function setAppLanguage(language: AppLanguage): Promise<void> {
  try {
    globalThis.localStorage?.setItem(languageStorageKey, language);
  } catch {
    // not remembered on this device; the switch itself still happens
  }
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

/** A translator outside React (notifications raised in callbacks, document titles). */
export function textsOf<Key extends string>(namespace: string): Translate<Key> {
  return (key, values) => i18n.t(key, { ns: namespace, ...(values ?? {}) });
}

/**
 * The server and the shared schemas speak the spec's English messages; a screen shows one in the
 * learner's language when the `messages` dictionary has it (keyed by the English text itself) and
 * as it came otherwise, so a new server message is never hidden.
 */
export function useServerText(): (message: string) => string {
  const { t } = useTranslation('messages');
  return useCallback((message: string) => t(message, { defaultValue: message }), [t]);
}

/** `useServerText` for code outside React (toasts raised in callbacks). */
export function serverTextOf(message: string): string {
  return i18n.t(message, { ns: 'messages', defaultValue: message });
}

/**
 * Adds translations of the server's and the shared schemas' English messages that a feature
 * shows, keyed by the English text; `useServerText` finds them whichever feature added them.
 */
export function addServerMessages(messages: { hi: Record<string, string>; te: Record<string, string> }): void {
  i18n.addResources('hi', 'messages', messages.hi);
  i18n.addResources('te', 'messages', messages.te);
}
