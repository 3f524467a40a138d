import { defineTexts } from '../../app/i18n';

/**
 * The policy pages' own words. The policies themselves (resources/legal/*.json) are published in
 * English only: that text is the binding one, so a Hindi or Telugu reader gets a translated title
 * and page, and a note saying so above the English text, rather than an unchecked legal translation.
 */
export const useLegalTexts = defineTexts('legal', {
  en: {
    privacyPolicy: 'Privacy Policy',
    termsConditions: 'Terms & Conditions',
    refundPolicy: 'Refund Policy',
    shippingPolicy: 'Shipping Policy',
    effective: 'Effective {{date}} · Version {{version}}',
    onThisPage: 'On this page',
    loading: 'Loading the policy',
    englishOnly: 'This policy is published in English, and the English text below is the one that applies.',
    errorTitle: 'We could not show this page',
    errorText: 'The policy text could not be loaded.',
    tryAgain: 'Try Again',
    goHome: 'Go Home',
  },
  hi: {
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
  },
  te: {
    privacyPolicy: 'ప్రైవసీ పాలసీ',
    termsConditions: 'నియమాలు, షరతులు',
    refundPolicy: 'రీఫండ్ పాలసీ',
    shippingPolicy: 'డెలివరీ పాలసీ',
    effective: '{{date}} నుంచి అమలులో · వెర్షన్ {{version}}',
    onThisPage: 'ఈ పేజీలో',
    loading: 'పాలసీ లోడ్ అవుతోంది',
    englishOnly: 'ఈ పాలసీ ఇంగ్లీష్‌లో ప్రచురించబడింది; కింద ఉన్న ఇంగ్లీష్ పాఠమే వర్తిస్తుంది.',
    errorTitle: 'ఈ పేజీని చూపించలేకపోయాం',
    errorText: 'పాలసీ పాఠం లోడ్ కాలేదు.',
    tryAgain: 'మళ్ళీ ప్రయత్నించండి',
    goHome: 'హోమ్‌కి వెళ్ళండి',
  },
});
