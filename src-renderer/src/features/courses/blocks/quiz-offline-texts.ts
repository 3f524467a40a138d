import { defineTexts } from '../../../core/i18n';

/** A lesson quiz answered on the desktop while offline: kept, and checked once it reaches the server. */
export const useQuizOfflineTexts = defineTexts('lessonQuizOffline', {
  en: { savedOffline: 'Saved on this computer: your answer will be checked when you are back online.' },
  hi: { savedOffline: 'आपका जवाब इस कंप्यूटर पर सेव हो गया है: आप ऑनलाइन आते ही इसे चेक किया जाएगा।' },
  te: { savedOffline: 'మీ జవాబు ఈ కంప్యూటర్‌లో సేవ్ అయింది: మీరు మళ్లీ ఆన్‌లైన్‌కి రాగానే దాన్ని చెక్ చేస్తాం.' },
});
