import type { DesktopKey } from '../desktop-texts';

export const te: Record<DesktopKey, string> = {
  downloading: 'Kodeshala {{version}} డౌన్‌లోడ్ అవుతోంది',
  aNewVersion: 'కొత్త version',
  ready: 'Kodeshala {{version}} సిద్ధంగా ఉంది',
  restartToUse: 'దీన్ని వాడటానికి appని restart చేయండి.',
  notInstalled: 'అప్‌డేట్ ఇన్‌స్టాల్ కాలేదు',
  hideNotice: 'అప్‌డేట్ సూచన దాచండి',
  downloaded: '{{percent}}% డౌన్‌లోడ్ అయింది',
  later: 'తర్వాత',
  restartToUpdate: 'Restart చేసి అప్‌డేట్',
  restartFailed: 'Restart కాలేదు. అప్‌డేట్ కోసం Kodeshala మూసి మళ్ళీ తెరవండి.',
  offlineSince: '{{time}} నుంచి offline — మీ పని సేవ్ అయింది, ఇంటర్నెట్ రాగానే పంపిస్తాం',
};
