import { defineTexts } from '../../core/i18n';

/** The desktop app's note on where each language runs (runner/placement in src-shared). */
export const useToolchainTexts = defineTexts('playgroundToolchains', {
  en: {
    button: 'Languages on this computer',
    title: 'Where your code runs',
    loading: 'Looking for installed languages…',
    failed: 'Could not check which languages are installed.',
    here: 'Runs on this computer',
    platform: 'Runs on the Kodeshala server when you are online',
    install: 'Needs an install',
    offline: 'You are offline: only the languages installed on this computer run now.',
    download: 'Download',
    orRun: 'or run:',
  },
  hi: {
    button: 'इस कंप्यूटर की languages',
    title: 'आपका code कहाँ चलता है',
    loading: 'Installed languages ढूँढ रहे हैं…',
    failed: 'पता नहीं चल पाया कि कौन-सी languages installed हैं।',
    here: 'इसी कंप्यूटर पर चलता है',
    platform: 'Online होने पर Kodeshala server पर चलता है',
    install: 'पहले install करना होगा',
    offline: 'आप offline हैं: अभी सिर्फ़ इस कंप्यूटर पर installed languages चलेंगी।',
    download: 'Download करें',
    orRun: 'या यह चलाएँ:',
  },
  te: {
    button: 'ఈ కంప్యూటర్‌లోని languages',
    title: 'మీ code ఎక్కడ రన్ అవుతుంది',
    loading: 'Install చేసిన languages వెతుకుతున్నాం…',
    failed: 'ఏ languages install అయ్యాయో చూడలేకపోయాం.',
    here: 'ఈ కంప్యూటర్‌లోనే రన్ అవుతుంది',
    platform: 'Online లో ఉన్నప్పుడు Kodeshala server లో రన్ అవుతుంది',
    install: 'ముందు install చేయాలి',
    offline: 'మీరు offline లో ఉన్నారు: ఇప్పుడు ఈ కంప్యూటర్‌లో install అయిన languages మాత్రమే రన్ అవుతాయి.',
    download: 'Download చేయండి',
    orRun: 'లేదా ఇది రన్ చేయండి:',
  },
});
