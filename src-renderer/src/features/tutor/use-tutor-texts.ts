import type { ChatLanguage } from '@shared/api/chat';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { addTexts } from '../../app/i18n';
import { en, type TutorTexts } from './locales/en';
import { hi } from './locales/hi';
import { te } from './locales/te';

addTexts('tutor', { en, hi, te });

export type TutorText = (key: keyof TutorTexts, values?: Record<string, string | number>) => string;

/** The panel's texts in the chat language the learner picked, whatever the rest of the app speaks. */
export function useTutorTexts(language: ChatLanguage): TutorText {
  const { t } = useTranslation('tutor', { lng: language });
  return useCallback<TutorText>((key, values) => t(key, values ?? {}), [t]);
}
