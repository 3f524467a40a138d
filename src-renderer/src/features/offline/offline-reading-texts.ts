import { defineTexts } from '../../core/i18n';

/** The web edition's offline notice and what the reader and catalogue say without a network. */
export const useOfflineReadingTexts = defineTexts('offlineReading', {
  en: {
    offlineNotice: 'You’re offline. You’re seeing what this browser saved; it updates by itself when you’re back online.',
    lessonNotSaved: 'You’re offline: this lesson hasn’t been saved for offline reading',
    savedLessons: 'Saved for offline reading:',
    noSavedLessons: 'No lessons are saved on this browser yet. Lessons you open while online are kept for offline reading.',
    savedBadge: 'Offline',
    savedLabel: 'Saved for offline reading',
    catalogueOffline: 'You’re offline and this browser has no copy of the courses yet. They will show when you’re back online.',
  },
  hi: {
    offlineNotice: 'आप offline हैं। आप वही देख रहे हैं जो इस browser ने सेव किया है; online होते ही यह अपने आप अपडेट हो जाएगा।',
    lessonNotSaved: 'आप offline हैं: यह lesson offline पढ़ने के लिए सेव नहीं हुआ है',
    savedLessons: 'offline पढ़ने के लिए सेव किए गए:',
    noSavedLessons: 'इस browser पर अभी कोई lesson सेव नहीं है। online रहते हुए खोले गए lessons offline पढ़ने के लिए रखे जाते हैं।',
    savedBadge: 'ऑफ़लाइन',
    savedLabel: 'offline पढ़ने के लिए सेव है',
    catalogueOffline: 'आप offline हैं और इस browser में अभी courses की कोई copy नहीं है। online होते ही वे दिखेंगे।',
  },
  te: {
    offlineNotice: 'మీరు ఆఫ్‌లైన్‌లో ఉన్నారు. ఈ బ్రౌజర్ సేవ్ చేసినదే చూస్తున్నారు; మళ్ళీ ఆన్‌లైన్‌కి రాగానే అది తనంతట తానే అప్‌డేట్ అవుతుంది.',
    lessonNotSaved: 'మీరు ఆఫ్‌లైన్‌లో ఉన్నారు: ఈ పాఠం ఆఫ్‌లైన్‌లో చదవడానికి సేవ్ కాలేదు',
    savedLessons: 'ఆఫ్‌లైన్‌లో చదవడానికి సేవ్ అయినవి:',
    noSavedLessons: 'ఈ బ్రౌజర్‌లో ఇంకా ఏ పాఠమూ సేవ్ కాలేదు. ఆన్‌లైన్‌లో ఉన్నప్పుడు తెరిచిన పాఠాలు ఆఫ్‌లైన్‌లో చదవడానికి ఉంచబడతాయి.',
    savedBadge: 'ఆఫ్‌లైన్',
    savedLabel: 'ఆఫ్‌లైన్‌లో చదవడానికి సేవ్ అయింది',
    catalogueOffline: 'మీరు ఆఫ్‌లైన్‌లో ఉన్నారు, ఈ బ్రౌజర్‌లో కోర్సుల కాపీ ఇంకా లేదు. ఆన్‌లైన్‌కి రాగానే అవి కనిపిస్తాయి.',
  },
});
