import { defineTexts, textsOf } from '../../core/i18n';
// The course-load messages by id (the not-found ones carry the id asked for); two are the payment page's.
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
