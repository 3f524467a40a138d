import type { ChatLanguage } from '@shared/api/chat';
import { useMemo } from 'react';
import { addTexts, textsIn } from '../../core/i18n';
import { en, type TutorTexts } from './locales/en';
import { hi } from './locales/hi';
import { te } from './locales/te';

addTexts('tutor', { en, hi, te });

export type TutorText = (key: keyof TutorTexts, values?: Record<string, string | number>) => string;

/** The panel's texts in the chat language the learner picked, whatever the rest of the app speaks. */
export function useTutorTexts(language: ChatLanguage): TutorText {
  return useMemo(() => textsIn<keyof TutorTexts>(language, 'tutor'), [language]);
}
