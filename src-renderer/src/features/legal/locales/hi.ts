import type { LegalKey } from '../legal-texts';

export const hi: Record<LegalKey, string> = {
  privacyPolicy: 'प्राइवेसी पॉलिसी',
  termsConditions: 'नियम और शर्तें',
  refundPolicy: 'रिफ़ंड पॉलिसी',
  shippingPolicy: 'डिलीवरी पॉलिसी',
  effective: '{{date}} से लागू · वर्ज़न {{version}}',
  onThisPage: 'इस पेज पर',
  loading: 'पॉलिसी लोड हो रही है',
  englishOnly: 'यह पॉलिसी अंग्रेज़ी में प्रकाशित है, और नीचे दिया गया अंग्रेज़ी टेक्स्ट ही मान्य है।',
  errorTitle: 'यह पेज नहीं दिखा पाए',
  errorText: 'पॉलिसी का टेक्स्ट लोड नहीं हो पाया।',
  tryAgain: 'फिर से कोशिश करें',
  goHome: 'होम पर जाएँ',
};
