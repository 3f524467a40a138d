import { defineTexts } from '../../core/i18n';

/** The launcher sits in every page's shell, so its two labels travel apart from the panel's texts. */
export const useLauncherTexts = defineTexts('tutorLauncher', {
  en: { open: 'Ask the tutor', close: 'Close the tutor' },
  hi: { open: 'ट्यूटर से पूछें', close: 'ट्यूटर बंद करें' },
  te: { open: 'ట్యూటర్‌ను అడగండి', close: 'ట్యూటర్‌ను మూసివేయండి' },
});
