import type { authMessageTable } from '@shared/auth/messages';

/** The sign-in messages (src-shared/auth/messages.ts) in Telugu, by key, fetched when that language is chosen (auth-messages-texts.ts). */
export const te: Record<keyof typeof authMessageTable.templates, string> = {
  emailRequired: 'ఈమెయిల్ తప్పనిసరి',
  emailInvalid: 'దయచేసి సరైన ఈమెయిల్ అడ్రస్ ఇవ్వండి',
  passwordRequired: 'పాస్‌వర్డ్ తప్పనిసరి',
  passwordTooShort: 'పాస్‌వర్డ్‌లో కనీసం 6 అక్షరాలు ఉండాలి',
  passwordTooLong: 'పాస్‌వర్డ్‌లో 128 అక్షరాల కంటే ఎక్కువ ఉండకూడదు',
  userNotFound: 'ఈ ఈమెయిల్‌తో ఏ అకౌంట్ లేదు.',
  wrongPassword: 'పాస్‌వర్డ్ తప్పు. మళ్ళీ ప్రయత్నించండి.',
  emailInUse: 'ఈ ఈమెయిల్‌తో ఇప్పటికే ఒక అకౌంట్ ఉంది.',
  weakPassword: 'ఈ పాస్‌వర్డ్ చాలా బలహీనంగా ఉంది. ఇంకా బలమైనది ఎంచుకోండి.',
  invalidEmail: 'దయచేసి సరైన ఈమెయిల్ అడ్రస్ ఇవ్వండి.',
  tooManyRequests: 'చాలాసార్లు తప్పు ప్రయత్నాలు జరిగాయి. కాసేపాగి మళ్ళీ ప్రయత్నించండి.',
  otherError: 'ఏదో పొరపాటు జరిగింది. మళ్ళీ ప్రయత్నించండి.',
  googleTimeout: 'లాగిన్ సమయం అయిపోయింది. మళ్ళీ ప్రయత్నించండి.',
  githubTimeout: 'GitHub లాగిన్ సమయం అయిపోయింది. మళ్ళీ ప్రయత్నించండి.',
  differentCredential: 'ఈ ఈమెయిల్‌తో ఇప్పటికే అకౌంట్ ఉంది. వేరే పద్ధతిలో లాగిన్ అయి చూడండి.',
  redirectFailed: 'లాగిన్ కాలేదు. మళ్ళీ ప్రయత్నించండి.',
  signOutFailed: 'లాగ్ అవుట్ చేయడంలో సమస్య వచ్చింది. మళ్ళీ ప్రయత్నించండి.',
  signInCancelled: 'లాగిన్ రద్దయింది',
  loadingAuth: 'లాగిన్ చెక్ చేస్తున్నాం...',
  sessionExpired: 'మీ సెషన్ ముగిసింది. దయచేసి మళ్ళీ లాగిన్ అవ్వండి.',
  githubConnectFromProfile: 'ఈ ఈమెయిల్‌తో ఇప్పటికే ఒక అకౌంట్ ఉంది. ఇంతకు ముందు లాగిన్ అయిన విధంగానే లాగిన్ అయి, మీ ప్రొఫైల్ నుండి GitHub కలపండి.',
  githubLinkedElsewhere: 'ఈ GitHub అకౌంట్ ఇప్పటికే వేరే Kodeshala అకౌంట్‌కి కలిపి ఉంది.',
  githubOnlySignIn: 'ఈ అకౌంట్‌లోకి మీరు GitHub తో మాత్రమే లాగిన్ అవుతారు, కాబట్టి దాన్ని తీసివేయలేరు.',
  currentPasswordRequired: 'మీ ప్రస్తుత పాస్‌వర్డ్ ఇవ్వండి',
  currentPasswordWrong: 'మీ ప్రస్తుత పాస్‌వర్డ్ సరైనది కాదు. మీ పాస్‌వర్డ్ మారలేదు.',
  samePassword: 'ప్రస్తుత పాస్‌వర్డ్‌కి భిన్నమైన కొత్త పాస్‌వర్డ్ ఎంచుకోండి',
  confirmPasswordDiffers: 'రెండు కొత్త పాస్‌వర్డ్‌లు ఒకేలా లేవు',
  noPasswordToChange: 'ఈ అకౌంట్‌లోకి Google లేదా GitHub తో లాగిన్ అవుతారు, కాబట్టి మార్చడానికి పాస్‌వర్డ్ లేదు.',
  passwordChanged: 'మీ పాస్‌వర్డ్ మార్చబడింది. మీ మిగతా డివైస్‌ల నుంచి లాగ్ అవుట్ చేశాం.',
  signInToContinue: 'కొనసాగడానికి దయచేసి login అవ్వండి.',
  adminOnly: 'అనుమతి లేదు. దీనికి admin అధికారాలు కావాలి.',
  organiserOnly: 'అనుమతి లేదు. దీనికి organiser అధికారాలు కావాలి.',
  accountGone: 'ఈ account కనిపించలేదు',
  githubNotConfigured: 'ఈ server లో GitHub login సెట్ చేయలేదు.',
  googleNotConfigured: 'ఈ server లో Google login సెట్ చేయలేదు.',
};

/** The routes' own sign-in requests, still sent in English only, in Telugu. */
export const teSignIn: Record<string, string> = {
  'Please log in to view courses.': 'కోర్సులు చూడడానికి దయచేసి లాగిన్ అవ్వండి.',
  'Please log in to view your profile': 'మీ ప్రొఫైల్ చూడడానికి దయచేసి లాగిన్ అవ్వండి',
  'Please login to check your resume.': 'మీ రెజ్యూమ్ చెక్ చేయడానికి దయచేసి లాగిన్ అవ్వండి.',
};
