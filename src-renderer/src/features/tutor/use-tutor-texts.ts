import type { ChatLanguage } from '@shared/api/chat';
import { tutorMessageTable } from '@shared/tutor/messages';
import { useMemo } from 'react';
import { addMessageTranslations, addTexts, textsIn } from '../../core/i18n';
import { en, type TutorTexts } from './locales/en';
import { hi } from './locales/hi';
import { te } from './locales/te';

addTexts('tutor', { en, hi, te });
addMessageTranslations(tutorMessageTable, {
  hi: {
    tooLong: 'आपका message बहुत लंबा है। कृपया इसे {{max}} अक्षरों से कम रखें।',
    blank: 'कृपया पहले एक सवाल लिखें।',
    badChatId: 'Conversation id में 1 से 64 तक अक्षर, अंक, _ या - होते हैं।',
    tooFast: 'आप बहुत जल्दी-जल्दी messages भेज रहे हैं। कृपया एक मिनट रुककर फिर पूछें।',
  },
  te: {
    tooLong: 'మీ message చాలా పొడవుగా ఉంది. దయచేసి {{max}} అక్షరాల లోపు ఉంచండి.',
    blank: 'దయచేసి ముందు ఒక ప్రశ్న టైప్ చేయండి.',
    badChatId: 'Conversation id లో 1 నుండి 64 వరకు అక్షరాలు, అంకెలు, _ లేదా - ఉంటాయి.',
    tooFast: 'మీరు చాలా వేగంగా messages పంపుతున్నారు. దయచేసి ఒక నిమిషం ఆగి మళ్ళీ అడగండి.',
  },
});

export type TutorText = (key: keyof TutorTexts, values?: Record<string, string | number>) => string;

/** The panel's texts in the chat language the learner picked, whatever the rest of the app speaks. */
export function useTutorTexts(language: ChatLanguage): TutorText {
  return useMemo(() => textsIn<keyof TutorTexts>(language, 'tutor'), [language]);
}
