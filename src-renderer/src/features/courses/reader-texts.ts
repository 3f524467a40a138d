import { useCallback } from 'react';
import { addServerMessages, defineTexts, textsOf, useServerText } from '../../core/i18n';
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

// product.md §2.8 "Course load" messages (reader/course-load-message.ts).
addServerMessages({
  hi: {
    'Authentication failed. Please log in again.': 'लॉगिन की पुष्टि नहीं हो सकी। कृपया फिर से login करें।',
    'Server is currently experiencing issues. Please try again later.': 'सर्वर में अभी दिक्कत है। कृपया थोड़ी देर बाद कोशिश करें।',
    'Request timed out. Please check your internet connection and try again.': 'जवाब आने में बहुत देर हो गई। अपना इंटरनेट चेक करें और फिर से कोशिश करें।',
    'Access denied. Please check your subscription or log in again.': 'यहाँ पहुँच नहीं है। अपना subscription चेक करें या फिर से login करें।',
    'Server error. Our team has been notified. Please try again later.': 'सर्वर में गड़बड़ी है। हमारी टीम को बता दिया गया है। कृपया बाद में कोशिश करें।',
    'Network error. Please check your internet connection.': 'नेटवर्क की दिक्कत है। कृपया अपना इंटरनेट चेक करें।',
    'Failed to load course data': 'कोर्स लोड नहीं हो सका',
  },
  te: {
    'Authentication failed. Please log in again.': 'లాగిన్ ధృవీకరణ విఫలమైంది. దయచేసి మళ్ళీ login చేయండి.',
    'Server is currently experiencing issues. Please try again later.': 'సర్వర్‌లో ప్రస్తుతం సమస్య ఉంది. దయచేసి కాసేపటి తర్వాత ప్రయత్నించండి.',
    'Request timed out. Please check your internet connection and try again.': 'జవాబు రావడానికి చాలా సమయం పట్టింది. మీ ఇంటర్నెట్ చెక్ చేసి మళ్ళీ ప్రయత్నించండి.',
    'Access denied. Please check your subscription or log in again.': 'అనుమతి లేదు. మీ subscription చెక్ చేయండి లేదా మళ్ళీ login చేయండి.',
    'Server error. Our team has been notified. Please try again later.': 'సర్వర్ లోపం. మా టీమ్‌కు తెలియజేశాం. దయచేసి తర్వాత ప్రయత్నించండి.',
    'Network error. Please check your internet connection.': 'నెట్‌వర్క్ సమస్య. దయచేసి మీ ఇంటర్నెట్ చెక్ చేయండి.',
    'Failed to load course data': 'కోర్సు లోడ్ కాలేదు',
  },
});

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
