import type { CountdownPhase } from '@shared/hackathon/countdown';
import { hackathonMessageTable } from '@shared/hackathon/messages';
import { addMessageTranslations, defineTexts, textsOf } from '../../core/i18n';

const namespace = 'hackathon';

/**
 * The words the hackathon shell and more than one of its three views use: loading and error
 * states, the sign-in notice and the countdown's labels (product.md §3.4 "Countdown").
 */
const en = {
  welcome: 'Welcome to {{name}}! Prepare for the ultimate coding battle.',
  preparing: 'Preparing the battlefield...',
  loading: 'Loading hackathon data...',
  loadFailed: 'The hackathon could not be loaded',
  tryAgain: 'Try again',
  loginNeededTitle: 'Sign in needed',
  loginNeeded: 'Please login to access the dashboard',
  untilStart: 'Until hackathon begins',
  untilDeadline: 'Until submission deadline',
  completed: 'Event completed',
  difficulty: 'Difficulty {{difficulty}} of {{max}}',
};

export const useHackathonTexts = defineTexts(namespace, {
  en,
  hi: {
    welcome: '{{name}} में आपका स्वागत है! सबसे बड़ी coding battle के लिए तैयार हो जाइए।',
    preparing: 'Battlefield तैयार हो रहा है...',
    loading: 'Hackathon की जानकारी लोड हो रही है...',
    loadFailed: 'Hackathon लोड नहीं हो सका',
    tryAgain: 'फिर से कोशिश करें',
    loginNeededTitle: 'Login ज़रूरी है',
    loginNeeded: 'Dashboard देखने के लिए कृपया login करें',
    untilStart: 'Hackathon शुरू होने में',
    untilDeadline: 'Submission की आख़िरी तारीख़ तक',
    completed: 'Event ख़त्म हो गया',
    difficulty: 'कठिनाई {{max}} में से {{difficulty}}',
  },
  te: {
    welcome: '{{name}} కి స్వాగతం! అతిపెద్ద coding battle కి సిద్ధంగా ఉండండి.',
    preparing: 'Battlefield సిద్ధమవుతోంది...',
    loading: 'Hackathon వివరాలు లోడ్ అవుతున్నాయి...',
    loadFailed: 'Hackathon లోడ్ కాలేదు',
    tryAgain: 'మళ్ళీ ప్రయత్నించండి',
    loginNeededTitle: 'Login అవసరం',
    loginNeeded: 'Dashboard చూడటానికి దయచేసి login అవ్వండి',
    untilStart: 'Hackathon మొదలవడానికి',
    untilDeadline: 'Submission గడువు వరకు',
    completed: 'Event ముగిసింది',
    difficulty: 'కష్టం {{max}} లో {{difficulty}}',
  },
});

/** For notices raised in callbacks, outside a component's render. */
export const hackathonTextsNow = textsOf<keyof typeof en>(namespace);

/** The countdown's line for each phase (the shared rule keeps the English one in `label`). */
export const countdownLabelKeys = {
  'before-start': 'untilStart',
  'in-progress': 'untilDeadline',
  completed: 'completed',
} as const satisfies Record<CountdownPhase, keyof typeof en>;

/** Every hackathon view shows the routes' refusals and the shared forms' messages (src-shared/hackathon/messages.ts). */
addMessageTranslations(hackathonMessageTable, {
  hi: async () => (await import('./locales/messages.hi')).hi,
  te: async () => (await import('./locales/messages.te')).te,
});
