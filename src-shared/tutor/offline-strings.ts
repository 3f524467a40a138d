import type { ChatLanguage } from '../api/chat';

/**
 * The offline tutor's own words in the three chat languages. Lesson passages it quotes
 * stay in English, as the lessons are written; everything around them follows the learner's choice.
 */
export interface OfflineStrings {
  label: string;
  errorHeading: string;
  howToFix: string;
  detail: (detail: string) => string;
  example: string;
  fromLessons: string;
  passagesIntro: string;
  currentLesson: string;
  lessonsUsed: string;
  noMatch: string;
}

export const offlineStrings: Record<ChatLanguage, OfflineStrings> = {
  en: {
    label: '**Offline tutor** · answers from Kodeshala’s lessons (no AI service is connected)',
    errorHeading: 'What this error means',
    howToFix: 'How to fix it',
    detail: (detail) => `The message names: \`${detail}\``,
    example: 'For example:',
    fromLessons: 'From the lessons',
    passagesIntro: 'These passages answer questions like yours (lesson text in English):',
    currentLesson: 'the lesson you are reading',
    lessonsUsed: 'Lessons used',
    noMatch:
      'I could not find this in the lessons you can read. Try naming the keyword (for example `for loop`, `input`, `ValueError`) or paste the error message from your run.',
  },
  hi: {
    label: '**ऑफ़लाइन ट्यूटर** · Kodeshala के lessons से जवाब (कोई AI service जुड़ी नहीं है)',
    errorHeading: 'इस error का मतलब',
    howToFix: 'इसे कैसे ठीक करें',
    detail: (detail) => `Message में यह दिखाया गया है: \`${detail}\``,
    example: 'उदाहरण के लिए:',
    fromLessons: 'Lessons से',
    passagesIntro: 'ये हिस्से आपके जैसे सवालों का जवाब देते हैं (lesson का text अंग्रेज़ी में):',
    currentLesson: 'जो lesson आप पढ़ रहे हैं',
    lessonsUsed: 'इस्तेमाल किए गए lessons',
    noMatch:
      'आप जो lessons पढ़ सकते हैं उनमें मुझे यह नहीं मिला। कोई keyword लिखकर देखें (जैसे `for loop`, `input`, `ValueError`) या अपने run का error message paste करें।',
  },
  te: {
    label: '**ఆఫ్‌లైన్ ట్యూటర్** · Kodeshala lessons నుంచి జవాబులు (ఏ AI service కనెక్ట్ కాలేదు)',
    errorHeading: 'ఈ error అర్థం',
    howToFix: 'దీన్ని ఎలా సరిచేయాలి',
    detail: (detail) => `Message లో చూపినది: \`${detail}\``,
    example: 'ఉదాహరణకు:',
    fromLessons: 'Lessons నుంచి',
    passagesIntro: 'ఈ భాగాలు మీలాంటి ప్రశ్నలకు జవాబిస్తాయి (lesson text ఇంగ్లీష్‌లో):',
    currentLesson: 'మీరు చదువుతున్న lesson',
    lessonsUsed: 'వాడిన lessons',
    noMatch:
      'మీరు చదవగలిగే lessons లో ఇది దొరకలేదు. ఏదైనా keyword రాసి చూడండి (ఉదా. `for loop`, `input`, `ValueError`) లేదా మీ run error message ను paste చేయండి.',
  },
};
