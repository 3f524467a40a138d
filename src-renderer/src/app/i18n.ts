import i18next, { type i18n as I18n } from 'i18next';
import { useSyncExternalStore } from 'react';
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
 * The app's one i18next instance. Each screen brings
 * its own texts as a namespace with `defineTexts` when its chunk loads, so no screen pays for
 * another's words and the first screen's bundle carries only the shell's. English is the fallback.
 * Keys are plain identifiers and the server's English messages, so neither `.` nor `:` separates.
 */
export const i18n: I18n = i18next.createInstance();
void i18n.init({
  lng: rememberedLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...appLanguages],
  resources: {},
  partialBundledLanguages: true,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false }, // React escapes what it renders
  initAsync: false,
});

/**
 * How components read their words. react-i18next's `useTranslation` builds, for every component
 * that calls it, a copy of the i18next instance, a translator and two event subscriptions; a
 * lesson mounts hundreds of such components, and its first render spent about a quarter of a
 * second of main thread there on this machine. Here one subscription serves them all, and each
 * namespace has one translator, shared until the words change: a new language, or a dictionary
 * that arrives after its screen rendered (fetched for the language shown), re-renders every
 * reader, as before.
 */
let revision = 0;
const readers = new Set<() => void>();
const translators = new Map<string, Translate<string>>();
let serverTranslator: ((message: string) => string) | undefined;

function wordsChanged(): void {
  revision += 1;
  translators.clear();
  serverTranslator = undefined;
  for (const reader of readers) reader();
}
i18n.on('languageChanged', wordsChanged);
i18n.store.on('added', wordsChanged);

function subscribe(reader: () => void): () => void {
  readers.add(reader);
  return () => void readers.delete(reader);
}
const currentRevision = (): number => revision;

/**
 * i18next copies its whole options object twice for each text it looks up, and a screen asks for
 * the same texts on every render; a text without values reads the same until the words change, so
 * each translator keeps the ones it has looked up (dropped with it when they change).
 */
function remembering(lookUp: (key: string, values: TextValues) => string): (key: string, values?: TextValues) => string {
  const plain = new Map<string, string>();
  return (key, values) => {
    if (values) return lookUp(key, values);
    let text = plain.get(key);
    if (text === undefined) {
      text = lookUp(key, {});
      plain.set(key, text);
    }
    return text;
  };
}

/**
 * Our dictionaries write each text to read right for any number (no `_one`/`_other` keys, checked
 * by translations.test.ts), so a `count` is only a value to write in. Given as a number, i18next
 * would look for plural forms, and its first look builds `Intl.PluralRules`, which loads the
 * browser's plural data inside the render that asked (about 30 ms here, four times that on a slow
 * phone); as text it is written in the same way.
 */
const countAsText = (values: TextValues): TextValues => (typeof values.count === 'number' ? { ...values, count: String(values.count) } : values);

function translatorOf<Key extends string>(namespace: string): Translate<Key> {
  let translate = translators.get(namespace);
  if (!translate) {
    const fixed = i18n.getFixedT(null, namespace);
    translate = remembering((key, values) => fixed(key, countAsText(values)));
    translators.set(namespace, translate);
  }
  return translate;
}

/** A namespace's translator, re-rendering its component when the words change. */
function useTranslator<Key extends string>(namespace: string): Translate<Key> {
  useSyncExternalStore(subscribe, currentRevision, currentRevision);
  return translatorOf<Key>(namespace);
}

/**
 * Registering words tells every mounted reader of texts to render again (`wordsChanged`), all of
 * them, whatever the namespace, and outside a transition, so as one blocking task. A namespace
 * registered as its chunk loads has no reader yet (its hook comes from the same module), so it is
 * registered quietly: each small chunk the home page loads after its first paint used to re-render
 * the whole page once. Only words that arrive after their readers rendered (a fetched dictionary of
 * the language shown) announce themselves.
 */
const quietly = { silent: true, skipCopy: false };

/** Registers a screen's texts under `namespace`, one dictionary per language. */
export function addTexts(namespace: string, texts: Record<AppLanguage, Record<string, string>>): void {
  for (const language of appLanguages) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, texts[language], undefined, undefined, quietly);
  }
}

export type TextValues = Record<string, string | number>;
export type Translate<Key extends string> = (key: Key, values?: TextValues) => string;

/**
 * The language chosen, which every `t` speaks. Not i18next's `resolvedLanguage`, which names the
 * first language with dictionaries loaded at the switch and read English on the home page.
 */
const asAppLanguage = (language: string | undefined): AppLanguage => {
  const base = language?.split('-')[0];
  return isAppLanguage(base) ? base : 'en';
};

/** A dictionary written out, or the import of its module, fetched only when its language is chosen. */
export type TextsSource<Dictionary> = Dictionary | (() => Promise<Dictionary>);

/**
 * What each language still has to fetch before it can show: a learner reading English never
 * downloads the Hindi and Telugu words (nor the other way round), and one switching language
 * waits for the new words instead of seeing English first.
 */
const pendingLoads = new Map<AppLanguage, Array<() => Promise<void>>>();
const inFlight = new Map<AppLanguage, Promise<void>>();

/** Runs `load` before `language` is next shown (at once if it is the language shown now). */
export function beforeLanguageShows(language: AppLanguage, load: () => Promise<void>): void {
  pendingLoads.set(language, [...(pendingLoads.get(language) ?? []), load]);
  if (asAppLanguage(i18n.language) === language) void loadLanguage(language).catch(() => undefined);
}

/**
 * Fetches every dictionary registered for `language` so far, and waits for those already on their
 * way; the shell awaits it before its first paint and each lazily loaded screen before it renders,
 * so no words show in English first. A failed fetch (offline, a new deployment) stays pending and
 * is tried again by the next call.
 */
export function loadLanguage(language: AppLanguage): Promise<void> {
  const loads = pendingLoads.get(language) ?? [];
  pendingLoads.delete(language);
  const started = loads.map((load) =>
    load().catch((error: unknown) => {
      pendingLoads.set(language, [...(pendingLoads.get(language) ?? []), load]);
      throw error;
    }),
  );
  const loading = Promise.all([inFlight.get(language), ...started]).then(() => undefined);
  inFlight.set(language, loading.catch(() => undefined));
  return loading;
}

/**
 * A feature's texts in the three languages, registered once, and the hook its components read
 * them through. Hindi and Telugu are typed by the English keys, so a missing key fails typecheck;
 * given as `() => import('./locales/hi')...`, they are fetched only when that language is chosen
 * (for screens loaded as a route, which waits for them: src-renderer/src/app/routes.tsx).
 */
export function defineTexts<Texts extends Record<string, string>>(
  namespace: string,
  texts: { en: Texts; hi: TextsSource<Record<keyof Texts, string>>; te: TextsSource<Record<keyof Texts, string>> },
): () => Translate<keyof Texts & string> {
  const { en, hi, te } = texts;
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, en, undefined, undefined, quietly);
  for (const [language, source] of [['hi', hi], ['te', te]] as const) {
    if (i18n.hasResourceBundle(language, namespace)) continue;
    if (typeof source !== 'function') i18n.addResourceBundle(language, namespace, source, undefined, undefined, quietly);
    else beforeLanguageShows(language, async () => void i18n.addResourceBundle(language, namespace, await source()));
  }
  return function useTexts() {
    return useTranslator<keyof Texts & string>(namespace);
  };
}

/** The language the interface speaks now, re-rendering when it changes. */
export function useAppLanguage(): AppLanguage {
  return useSyncExternalStore(subscribe, currentAppLanguage, currentAppLanguage);
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
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

/** A namespace's words in a given language, whatever the interface speaks (the tutor's chat language). */
export function textsIn<Key extends string>(language: AppLanguage, namespace: string): Translate<Key> {
  const fixed = i18n.getFixedT(language, namespace);
  return (key, values) => fixed(key, countAsText(values ?? {}));
}

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
  useSyncExternalStore(subscribe, currentRevision, currentRevision);
  return currentServerTranslator();
}

function currentServerTranslator(): (message: string) => string {
  serverTranslator ??= remembering((message) => serverTextOf(message));
  return serverTranslator;
}

/** `useServerText` for code outside React (toasts raised in callbacks). */
export function serverTextOf(message: string): string {
  return i18n.t(message, { ns: 'messages', defaultValue: message });
}

/**
 * Adds translations of the server's and the shared schemas' English messages that a feature
 * shows, keyed by the English text; `useServerText` finds them whichever feature added them.
 * Like `defineTexts`, each language may be given as the import of its module.
 */
export function addServerMessages(messages: { hi: TextsSource<Record<string, string>>; te: TextsSource<Record<string, string>> }): void {
  for (const [language, source] of [['hi', messages.hi], ['te', messages.te]] as const) {
    // The messages namespace is shared: a message on screen now may be one these words translate.
    if (typeof source !== 'function') i18n.addResourceBundle(language, 'messages', source, true, true, language === currentAppLanguage() ? undefined : quietly);
    else beforeLanguageShows(language, async () => void i18n.addResources(language, 'messages', await source()));
  }
}
