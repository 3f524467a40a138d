import type { FormErrors } from '@mantine/form';
import { useCallback } from 'react';
import { addServerMessages, defineTexts, type Translate, useServerText } from '../../core/i18n';
import { en, type AdminTexts } from './locales/en';
import { hi, hiServerMessages } from './locales/hi';
import { te, teServerMessages } from './locales/te';

/** The admin panel's words, one namespace for the /admin chunk. */
export const useAdminTexts = defineTexts('admin', { en, hi, te });
export type AdminText = Translate<keyof AdminTexts & string>;

addServerMessages({ hi: hiServerMessages, te: teServerMessages });

/** The field messages issueMessage words with a number, matched so they can be said in the learner's language. */
const numbered: Array<[RegExp, keyof AdminTexts]> = [
  [/^Use at least (\d+) characters\.$/, 'atLeastChars'],
  [/^Use at most (\d+) characters\.$/, 'atMostChars'],
  [/^Must be at least (-?\d+)\.$/, 'atLeastNumber'],
  [/^Must be at most (-?\d+)\.$/, 'atMostNumber'],
];

/**
 * A message from the server or the shared schemas in the interface's language: the fixed ones
 * through the shared dictionary, the numbered field messages through the panel's own texts.
 */
export function useAdminMessage(): (message: string) => string {
  const t = useAdminTexts();
  const serverText = useServerText();
  return useCallback(
    (message: string) => {
      for (const [pattern, key] of numbered) {
        const match = pattern.exec(message);
        if (match) return t(key, { count: match[1] ?? '' });
      }
      return serverText(message);
    },
    [t, serverText],
  );
}

/** A form's errors, each said in the interface's language (the shared schemas speak English). */
export function translateErrors(errors: FormErrors, say: (message: string) => string): FormErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, typeof message === 'string' ? say(message) : message]));
}

/** 'Failed to create module: {message}', with 'Unknown error occurred' when there is none (product.md §2.8). */
export function useFailure(): (prefix: string, error: unknown) => string {
  const t = useAdminTexts();
  const say = useAdminMessage();
  return useCallback(
    (prefix: string, error: unknown) => {
      const reason = error instanceof Error && error.message.trim() !== '' ? say(error.message) : t('unknownError');
      return t('failureWithReason', { prefix, reason });
    },
    [t, say],
  );
}
