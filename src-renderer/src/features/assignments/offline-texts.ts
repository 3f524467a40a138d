import { defineTexts } from '../../core/i18n';

/** What the learner sees of an assignment handed in on the desktop while offline (docs/ARCHITECTURE.md "Offline-first sync"). */
export const useAssignmentOfflineTexts = defineTexts('assignmentsOffline', {
  en: {
    submittedOffline: 'Saved on this computer: it will be graded when you are back online.',
    gradedLater: 'It will be graded when you are back online.',
  },
  hi: {
    submittedOffline: 'इस कंप्यूटर पर सेव हो गया: आप ऑनलाइन आते ही इसे grade किया जाएगा।',
    gradedLater: 'आप ऑनलाइन आते ही इसे grade किया जाएगा।',
  },
  te: {
    submittedOffline: 'ఈ కంప్యూటర్‌లో సేవ్ అయింది: మీరు మళ్లీ ఆన్‌లైన్‌కి రాగానే దీనికి grade ఇస్తాం.',
    gradedLater: 'మీరు మళ్లీ ఆన్‌లైన్‌కి రాగానే దీనికి grade ఇస్తాం.',
  },
});
