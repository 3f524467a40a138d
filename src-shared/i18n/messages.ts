/**
 * Server messages by id. A feature writes its messages once, in English, in its
 * `src-shared/<feature>/messages.ts` with `defineMessages`; each has the id `feature.key`. The
 * server sends the id and the values beside the English text, and the browser shows the message
 * in the reader's language from a table keyed by the same ids (src-renderer/src/core/i18n.ts), or
 * in English when it has none, so a new message is never hidden. A value goes in as `{{name}}`.
 */
/**
 * A value may itself be a message (a refused field's reason, by its own id and values): the
 * browser writes it in translated too.
 */
export type MessageValue = string | number | MessageRef;
export type MessageValues = Record<string, MessageValue>;

/** A message as it travels: the English text, and the id and values a translation is found by. */
export interface MessageRef {
  readonly message: string;
  readonly messageId?: string;
  readonly messageValues?: MessageValues;
}

/** A message of a feature's table, by its id: what `table.ref` gives and the server sends. */
export interface IdentifiedMessage extends MessageRef {
  readonly messageId: string;
}

/**
 * A refusal thrown with its message where no HTTP reply carries it (the desktop app's main
 * process): `message` is the English, `ref` the id and values to translate it by.
 */
export class MessageError extends Error {
  constructor(readonly ref: MessageRef) {
    super(ref.message);
    this.name = 'MessageError';
  }
}

/** The `{{name}}`s of a template, as a union of names. */
export type PlaceholdersOf<Template extends string> = Template extends `${string}{{${infer Name}}}${infer Rest}` ? Name | PlaceholdersOf<Rest> : never;

/** A template's English: a plain string, or a function of its values when it has some. */
type EnglishOf<Template extends string> = [PlaceholdersOf<Template>] extends [never] ? Template : (values: Record<PlaceholdersOf<Template>, MessageValue>) => string;

/** `ref`'s values argument: none for a plain message, every placeholder for a template. */
type ValuesArgument<Template extends string> = [PlaceholdersOf<Template>] extends [never] ? [] : [values: Record<PlaceholdersOf<Template>, MessageValue>];

export interface Messages<Texts extends Record<string, string>> {
  /** The feature's part of every id. */
  readonly feature: string;
  /** The English templates, by key: what the translations are written from. */
  readonly templates: Texts;
  /** The English texts, by key, a template filled in by its values. */
  readonly en: { readonly [Key in keyof Texts]: EnglishOf<Texts[Key]> };
  /** A message as the server sends it and the browser translates it. */
  ref<Key extends keyof Texts & string>(key: Key, ...values: ValuesArgument<Texts[Key]>): IdentifiedMessage;
}

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

/** A template with its values written in (a missing one as nothing). */
export function fillTemplate(template: string, values?: MessageValues): string {
  if (!template.includes('{{')) return template;
  return template.replace(placeholder, (_, name: string) => {
    const value = values?.[name];
    return value === undefined ? '' : typeof value === 'object' ? value.message : String(value);
  });
}

/** A feature's server messages, each with the id `feature.key`. */
export function defineMessages<const Texts extends Record<string, string>>(feature: string, templates: Texts): Messages<Texts> {
  if (!/^[a-z][A-Za-z]*$/.test(feature)) throw new Error(`A message feature is one lower-camel word, not "${feature}"`);
  const en = Object.fromEntries(
    Object.entries(templates).map(([key, template]) => [key, template.includes('{{') ? (values: MessageValues) => fillTemplate(template, values) : template]),
  ) as Messages<Texts>['en'];
  return {
    feature,
    templates,
    en,
    ref(key, ...values) {
      const messageValues = values[0] as MessageValues | undefined;
      return { message: fillTemplate(templates[key] ?? key, messageValues), messageId: `${feature}.${key}`, ...(messageValues ? { messageValues } : {}) };
    },
  };
}
