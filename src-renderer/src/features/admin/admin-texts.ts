import type { FormErrors } from '@mantine/form';
import { useCallback } from 'react';
import { adminMessageTable } from '@shared/admin/messages';
import type { MessageRef } from '@shared/i18n/messages';
import { addMessageTranslations, defineTexts, type Translate, useServerText } from '../../core/i18n';
// The content edits refuse with the courses' not-found texts and the course file's schema messages.
import '../courses/course-messages-texts';
import type { FieldMessages } from './form-resolver';
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

/**
 * A message from the server or the shared schemas in the interface's language, by its id through
 * its feature's table (pass the error itself, so its id and values come along); importing this
 * file registers the admin's and the courses' tables.
 */
export function useAdminMessage(): (message: string | MessageRef) => string {
  return useServerText();
}

/** A form's errors, each said in the interface's language (the shared schemas send messages by id). */
export function translateErrors(errors: FieldMessages, say: (message: MessageRef) => string): FormErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, say(message)]));
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
