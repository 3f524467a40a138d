import { useCallback } from 'react';
import { defineTexts, textsOf, useServerText } from '../../core/i18n';
// Two of the course-load messages are the payment page's.
import '../payments/payment-messages-texts';
import './course-messages-texts';
import { en } from './locales/en';

/** The reader, its dialogs and the lesson blocks (also drawn by the content admin's preview). */
export const readerNamespace = 'courseReader';
export const useReaderTexts = defineTexts(readerNamespace, {
  en,
  hi: async () => (await import('./locales/hi')).hi,
  te: async () => (await import('./locales/te')).te,
});
export type ReaderKey = keyof typeof en;
/** For the toasts raised in mutation callbacks. */
export const readerTexts = textsOf<ReaderKey>(readerNamespace);

const notFoundPattern = /^(Course|Lesson|Module) with ID "(.*)" not found$/;
const kindKeys = { Course: 'kindCourse', Lesson: 'kindLesson', Module: 'kindModule' } as const;

/**
 * A course-load or server message in the learner's language. The server's not-found texts carry
 * the id ('Course with ID "{id}" not found'), so they are matched by shape, not by their words.
 */
export function useCourseMessage(): (message: string) => string {
  const t = useReaderTexts();
  const serverText = useServerText();
  return useCallback(
    (message: string) => {
      const notFound = notFoundPattern.exec(message);
      if (!notFound) return serverText(message);
      const [, kind, id = ''] = notFound;
      return t('notFoundWithId', { kind: t(kindKeys[kind as keyof typeof kindKeys]), id });
    },
    [t, serverText],
  );
}
