import { textsOf, defineTexts } from '../../app/i18n';

/** The desktop app's update notice and offline line, both in every page's shell. */
export const desktopNamespace = 'desktop';
export const useDesktopTexts = defineTexts(desktopNamespace, {
  en: {
    downloading: 'Downloading Kodeshala {{version}}',
    aNewVersion: 'A new version',
    ready: 'Kodeshala {{version}} is ready',
    restartToUse: 'Restart the app to start using it.',
    notInstalled: 'Update not installed',
    hideNotice: 'Hide the update notice',
    downloaded: 'Downloaded {{percent}}%',
    later: 'Later',
    restartToUpdate: 'Restart to update',
    restartFailed: 'Could not restart. Close Kodeshala and open it again to update.',
    offlineSince: 'Offline since {{time}} — your work is saved and will be sent when you are back online',
  },
  hi: {
    downloading: 'Kodeshala {{version}} डाउनलोड हो रहा है',
    aNewVersion: 'नया version',
    ready: 'Kodeshala {{version}} तैयार है',
    restartToUse: 'इसे इस्तेमाल करने के लिए app फिर से शुरू करें।',
    notInstalled: 'अपडेट इंस्टॉल नहीं हुआ',
    hideNotice: 'अपडेट की सूचना छिपाएँ',
    downloaded: '{{percent}}% डाउनलोड हुआ',
    later: 'बाद में',
    restartToUpdate: 'Restart करके अपडेट करें',
    restartFailed: 'Restart नहीं हो सका। अपडेट के लिए Kodeshala बंद करके फिर से खोलें।',
    offlineSince: '{{time}} से offline — आपका काम सेव है और इंटरनेट आते ही भेज दिया जाएगा',
  },
  te: {
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
  },
});
export type DesktopKey = Parameters<ReturnType<typeof useDesktopTexts>>[0];
export const desktopTexts = textsOf<DesktopKey>(desktopNamespace);
