import type { DesktopSignInTexts } from './en';

export const te: DesktopSignInTexts = {
  pageTitle: 'Kodeshala app లో sign in చేయండి',
  askAllow: 'మీ computer లోని Kodeshala app {{email}} గా sign in చేయడానికి అనుమతి అడుగుతోంది.',
  askOnlyYours: 'మీరు ఇప్పుడే app నుండి ఇది మొదలుపెట్టి ఉంటేనే allow చేయండి. App లో sign in అయినవారు అక్కడ మీ account ని వాడగలరు.',
  allow: 'Allow చేసి app తెరవండి',
  cancel: 'రద్దు చేయండి',
  opening: 'Kodeshala app తెరుచుకుంటోంది…',
  doneTitle: 'తిరిగి app కి',
  doneBody: 'మీ browser sign-in ని Kodeshala app కి అందిస్తోంది. ఈ tab మూసివేయవచ్చు. App తెరుచుకోకపోతే, దాన్ని తెరిచి అక్కడి నుండి మళ్ళీ ప్రయత్నించండి.',
  cancelledTitle: 'Sign in కాలేదు',
  cancelledBody: 'App లో sign in చేయలేదు. ఈ tab మూసివేయవచ్చు.',
  badLinkTitle: 'ఈ link app నుండి రాలేదు',
  badLinkBody: 'Kodeshala app తెరిచి అక్కడ "Browser తో sign in చేయండి" ఎంచుకోండి.',
  failed: 'App లో sign in కాలేదు: {{message}}',
  withBrowser: 'Browser తో sign in చేయండి',
  withBrowserHint: 'మరింత సురక్షితం: మీ password మీ browser లోనే ఉంటుంది, Google లేదా GitHub sign in web లాగానే పనిచేస్తుంది.',
  waiting: 'Browser లో sign in పూర్తి చేయండి; ఈ window తనంతట తానే sign in అవుతుంది.',
  startFailed: 'Browser తెరవలేకపోయాం: {{message}}',
};
