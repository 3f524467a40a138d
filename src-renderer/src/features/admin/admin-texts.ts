import type { FormErrors } from '@mantine/form';
import { useCallback } from 'react';
import { adminMessageTable } from '@shared/admin/messages';
import type { MessageRef } from '@shared/i18n/messages';
import { addMessageTranslations, defineTexts, type Translate, useServerText } from '../../core/i18n';
// The content edits refuse with the courses' not-found texts and the course file's schema messages.
import '../courses/course-messages-texts';
import { en, type AdminTexts } from './locales/en';
import { hi } from './locales/hi';
import { te } from './locales/te';

/** The admin panel's words, one namespace for the /admin chunk. */
export const useAdminTexts = defineTexts('admin', { en, hi, te });
export type AdminText = Translate<keyof AdminTexts & string>;

addMessageTranslations(adminMessageTable, {
  hi: async () => (await import('./locales/messages.hi')).hi,
  te: async () => (await import('./locales/messages.te')).te,
});

/** The field messages issueMessage words with a number, matched so they can be said in the learner's language. */
const numbered: Array<[RegExp, keyof AdminTexts]> = [
  [/^Use at least (\d+) characters\.$/, 'atLeastChars'],
  [/^Use at most (\d+) characters\.$/, 'atMostChars'],
  [/^Must be at least (-?\d+)\.$/, 'atLeastNumber'],
  [/^Must be at most (-?\d+)\.$/, 'atMostNumber'],
];

/**
 * A message from the server or the shared schemas in the interface's language: an error or a
 * message by id through its feature's table (pass the error itself, so its id and values come
 * along), the numbered field messages through the panel's own texts.
 */
export function useAdminMessage(): (message: string | MessageRef) => string {
  const t = useAdminTexts();
  const serverText = useServerText();
  return useCallback(
    (message: string | MessageRef) => {
      const english = typeof message === 'string' ? message : message.message;
      for (const [pattern, key] of numbered) {
        const match = pattern.exec(english);
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
      const reason = error instanceof Error && error.message.trim() !== '' ? say(error) : t('unknownError');
      return t('failureWithReason', { prefix, reason });
    },
    [t, say],
  );
}
