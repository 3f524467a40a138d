import { useSyncExternalStore } from 'react';
import { appLanguages, type AppLanguage } from '@shared/i18n/languages';
import { fillTemplate, type MessageRef, type Messages } from '@shared/i18n/messages';
import { languageStorageKey, rememberedLanguage } from './remembered-language';

export { appLanguages, type AppLanguage } from '@shared/i18n/languages';
export { languageStorageKey } from './remembered-language';

/**
 * Every language's words, by namespace. Each screen brings its own texts as a namespace with
 * `defineTexts` when its chunk loads, so no screen pays for another's words and the first screen's
 * bundle carries only the shell's. English is the fallback. Keys are plain identifiers: a
 * screen's, or a feature's server messages' (namespace `messages.<feature>`, by id).
 *
 * Our own lookup rather than i18next's: the texts are flat strings with `{{name}}` values and no
 * plural forms, nesting or formats (translations.test.ts keeps it so). For that, i18next was 16 KB
 * gzipped of every page's entry script, and it copied its options object twice for each text
 * looked up: about a tenth of a second of a lesson's load on this machine.
 */
type Dictionary = Record<string, string>;
const dictionaries: Record<AppLanguage, Map<string, Dictionary>> = { en: new Map(), hi: new Map(), te: new Map() };
let language: AppLanguage = rememberedLanguage();

/** A language's dictionaries as registered so far, by namespace (the translations check reads them all). */
export function dictionariesOf(lang: AppLanguage): ReadonlyMap<string, Readonly<Dictionary>> {
  return dictionaries[lang];
}

/** The text in `lang`, else in English, else the key itself, with its values written in (a missing one as nothing). */
function messageFor(lang: AppLanguage, namespace: string, key: string, values?: TextValues): string {
  return fillTemplate(dictionaries[lang].get(namespace)?.[key] ?? dictionaries.en.get(namespace)?.[key] ?? key, values);
}

/**
 * How components read their words: one subscription serves them all, and each namespace has one
 * translator, shared until the words change: a new language, or a dictionary that arrives after
 * its screen rendered (fetched for the language shown), re-renders every reader.
 */
let revision = 0;
const readers = new Set<() => void>();
const translators = new Map<string, Translate<string>>();
let serverTranslator: ServerText | undefined;

function messagesChanged(): void {
  revision += 1;
  translators.clear();
  serverTranslator = undefined;
  for (const reader of readers) reader();
}

/** Calls `reader` whenever the words change (a new language, or words fetched for the language shown). */
export function subscribeToMessages(reader: () => void): () => void {
  readers.add(reader);
  return () => void readers.delete(reader);
}
const currentRevision = (): number => revision;

function translatorOf<Key extends string>(namespace: string): Translate<Key> {
  let translate = translators.get(namespace);
  if (!translate) {
    translate = (key, values) => messageFor(language, namespace, key, values);
    translators.set(namespace, translate);
  }
  return translate;
}

/** A namespace's translator, re-rendering its component when the words change. */
function useTranslator<Key extends string>(namespace: string): Translate<Key> {
  useSyncExternalStore(subscribeToMessages, currentRevision, currentRevision);
  return translatorOf<Key>(namespace);
}

const hasWords = (lang: AppLanguage, namespace: string): boolean => dictionaries[lang].has(namespace);

/**
 * Adds words to a namespace. Announcing tells every mounted reader of texts to render again, all of
 * them, whatever the namespace, as one blocking task. A namespace registered as its chunk loads has
 * no reader yet (its hook comes from the same module), so it is registered quietly: each small
 * chunk the home page loads after its first paint used to re-render the whole page once. Only
 * words that arrive after their readers rendered (a fetched dictionary of the language shown)
 * announce themselves.
 */
function addMessages(lang: AppLanguage, namespace: string, words: Dictionary, announce: boolean): void {
  // Without a prototype, so a key such as 'constructor' finds a text or nothing, never Object's own.
  dictionaries[lang].set(namespace, Object.assign(Object.create(null) as Dictionary, dictionaries[lang].get(namespace), words));
  if (announce) messagesChanged();
}

/** Registers a screen's texts under `namespace`, one dictionary per language. */
export function addTexts(namespace: string, texts: Record<AppLanguage, Record<string, string>>): void {
  for (const lang of appLanguages) if (!hasWords(lang, namespace)) addMessages(lang, namespace, texts[lang], false);
}

export type TextValues = Record<string, string | number>;
export type Translate<Key extends string> = (key: Key, values?: TextValues) => string;

/** A dictionary written out, or the import of its module, fetched only when its language is chosen. */
export type TextsSource<Dictionary> = Dictionary | (() => Promise<Dictionary>);

/**
 * What each language still has to fetch before it can show: a learner reading English never
 * downloads the Hindi and Telugu words (nor the other way round), and one switching language
 * waits for the new words instead of seeing English first.
 */
const pendingLoads = new Map<AppLanguage, Array<() => Promise<void>>>();
const inFlight = new Map<AppLanguage, Promise<void>>();

/** Runs `load` before `lang` is next shown (at once if it is the language shown now). */
export function beforeLanguageShows(lang: AppLanguage, load: () => Promise<void>): void {
  pendingLoads.set(lang, [...(pendingLoads.get(lang) ?? []), load]);
  if (language === lang) void loadLanguage(lang).catch(() => undefined);
}

/**
 * Fetches every dictionary registered for `lang` so far, and waits for those already on their
 * way; the shell awaits it before its first paint and each lazily loaded screen before it renders,
 * so no words show in English first. A failed fetch (offline, a new deployment) stays pending and
 * is tried again by the next call.
 */
export function loadLanguage(lang: AppLanguage): Promise<void> {
  const loads = pendingLoads.get(lang) ?? [];
  pendingLoads.delete(lang);
  const started = loads.map((load) =>
    load().catch((error: unknown) => {
      pendingLoads.set(lang, [...(pendingLoads.get(lang) ?? []), load]);
      throw error;
    }),
  );
  const loading = Promise.all([inFlight.get(lang), ...started]).then(() => undefined);
  inFlight.set(lang, loading.catch(() => undefined));
  return loading;
}

/**
 * A feature's texts in the three languages, registered once, and the hook its components read
 * them through. Hindi and Telugu are typed by the English keys, so a missing key fails typecheck;
 * given as `() => import('./locales/hi')...`, they are fetched only when that language is chosen
 * (for screens loaded as a route, which waits for them: src-renderer/src/shell/routes.tsx).
 */
export function defineTexts<Texts extends Record<string, string>>(
  namespace: string,
  texts: { en: Texts; hi: TextsSource<Record<keyof Texts, string>>; te: TextsSource<Record<keyof Texts, string>> },
): () => Translate<keyof Texts & string> {
  const { en, hi, te } = texts;
  if (!hasWords('en', namespace)) addMessages('en', namespace, en, false);
  for (const [lang, source] of [['hi', hi], ['te', te]] as const) {
    if (hasWords(lang, namespace)) continue;
    if (typeof source !== 'function') addMessages(lang, namespace, source, false);
    else beforeLanguageShows(lang, async () => addMessages(lang, namespace, await source(), true));
  }
  return function useTexts() {
    return useTranslator<keyof Texts & string>(namespace);
  };
}

/** The language the interface speaks now, re-rendering when it changes. */
export function useAppLanguage(): AppLanguage {
  return useSyncExternalStore(subscribeToMessages, currentAppLanguage, currentAppLanguage);
}

/** The language the interface speaks now, for code outside React. */
export function currentAppLanguage(): AppLanguage {
  return language;
}

const markDocumentLanguage = () => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
markDocumentLanguage();

/** Switches the whole interface, once its words are here, and remembers the choice on this device. */
export async function setAppLanguage(lang: AppLanguage): Promise<void> {
  try {
    globalThis.localStorage?.setItem(languageStorageKey, lang);
  } catch {
    // not remembered on this device; the switch itself still happens
  }
  await loadLanguage(lang);
  if (language === lang) return;
  language = lang;
  markDocumentLanguage();
  messagesChanged();
}

/** A namespace's words in a given language, whatever the interface speaks (the tutor's chat language). */
export function textsIn<Key extends string>(lang: AppLanguage, namespace: string): Translate<Key> {
  return (key, values) => messageFor(lang, namespace, key, values);
}

/** A translator outside React (notifications raised in callbacks, document titles). */
export function textsOf<Key extends string>(namespace: string): Translate<Key> {
  return (key, values) => messageFor(language, namespace, key, values);
}

/** What a screen can show from the server: a message by id (an ApiError is one), or a bare English text. */
export type ServerText = (message: string | MessageRef) => string;

/** The namespace a feature's server messages are registered under, by the feature part of their id. */
const messagesNamespace = (feature: string) => `messages.${feature}`;

/**
 * The server and the shared schemas speak the spec's English messages, the feature's ones with an
 * id beside (src-shared/i18n/messages.ts). A screen shows a message in the learner's language when
 * its feature's table has its id, with its values written in, and as it came otherwise, so a new
 * server message is never hidden. A bare English text (a shared schema's issue, a route's sign-in
 * request, a plan's words) is found by the id its English has, when it is a message without values.
 */
export function useServerText(): ServerText {
  useSyncExternalStore(subscribeToMessages, currentRevision, currentRevision);
  serverTranslator ??= (message) => serverTextOf(message);
  return serverTranslator;
}

/**
 * The id of a message with no values, by its English: what a shared zod schema's issue or a
 * redirect's message arrives as, without an id. The message-id check keeps each English text to one id.
 */
const idOfEnglish = new Map<string, string>();

/** `useServerText` for code outside React (toasts raised in callbacks). */
export function serverTextOf(message: string | MessageRef): string {
  const { message: english, messageId = idOfEnglish.get(english), messageValues } = typeof message === 'string' ? { message } : message;
  if (!messageId) return english;
  const dot = messageId.indexOf('.');
  const text = dictionaries[language].get(messagesNamespace(messageId.slice(0, dot)))?.[messageId.slice(dot + 1)];
  if (text === undefined) return english;
  // A value that is itself a message (a refused field's reason by its id, or a reason the gateway
  // gave in our words) is shown translated too.
  const values =
    messageValues &&
    Object.fromEntries(Object.entries(messageValues).map(([name, value]) => [name, typeof value === 'object' || idOfEnglish.has(String(value)) ? serverTextOf(typeof value === 'number' ? String(value) : value) : value]));
  return fillTemplate(text, values);
}

/**
 * Registers the Hindi and Telugu of a feature's server messages (its `defineMessages` table), keyed
 * as the table is, so a missing or unknown key fails typecheck; one call per feature, in one of
 * the feature's `*-texts.ts` (which the checks load). Each language may be given as the import of its module.
 */
export function addMessageTranslations<Texts extends Record<string, string>>(
  table: Messages<Texts>,
  translations: { hi: TextsSource<Record<keyof Texts, string>>; te: TextsSource<Record<keyof Texts, string>> },
): void {
  const namespace = messagesNamespace(table.feature);
  if (!hasWords('en', namespace)) addMessages('en', namespace, table.templates, false);
  for (const [key, template] of Object.entries(table.templates)) if (!template.includes('{{')) idOfEnglish.set(template, `${table.feature}.${key}`);
  for (const [lang, source] of [['hi', translations.hi], ['te', translations.te]] as const) {
    if (hasWords(lang, namespace)) continue;
    // A message on screen now may be one these words translate.
    if (typeof source !== 'function') addMessages(lang, namespace, source, lang === language);
    else beforeLanguageShows(lang, async () => addMessages(lang, namespace, await source(), true));
  }
}
