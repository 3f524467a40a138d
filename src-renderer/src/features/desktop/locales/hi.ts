import type { DesktopKey } from '../desktop-texts';

export const hi: Record<DesktopKey, string> = {
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
};
