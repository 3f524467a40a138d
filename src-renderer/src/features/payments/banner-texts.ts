import { defineTexts } from '../../core/i18n';
import './plan-texts';

/** The subscription reminder and upgrade warning above every page (product.md §1.4). */
export const useBannerTexts = defineTexts('paymentsBanner', {
  en: {
    dismiss: 'Dismiss',
    checkFailed: 'We could not check your subscription just now.',
    tryAgain: 'Try again',
    endsInOne: 'Your Premium plan ends in 1 day.',
    endsIn: 'Your Premium plan ends in {{count}} days.',
    keepOpen: '{{link}} to keep every lesson open.',
    upgradeTo: 'Upgrade to the {{plan}}',
    renew: 'Renew your plan',
    unlock: 'Unlock every lesson and every assignment with Premium, from {{price}} a month.',
    seePlans: 'See plans',
  },
  hi: {
    dismiss: 'बंद करें',
    checkFailed: 'अभी हम आपका subscription चेक नहीं कर सके।',
    tryAgain: 'फिर से कोशिश करें',
    endsInOne: 'आपका Premium प्लान 1 दिन में खत्म हो रहा है।',
    endsIn: 'आपका Premium प्लान {{count}} दिनों में खत्म हो रहा है।',
    keepOpen: 'हर lesson खुला रखने के लिए {{link}}।',
    upgradeTo: '{{plan}} पर upgrade करें',
    renew: 'अपना प्लान renew करें',
    unlock: 'Premium से हर lesson और हर assignment खोलें, सिर्फ़ {{price}} महीने से।',
    seePlans: 'प्लान देखें',
  },
  te: {
    dismiss: 'మూసివేయండి',
    checkFailed: 'ప్రస్తుతం మీ subscription చెక్ చేయలేకపోయాం.',
    tryAgain: 'మళ్ళీ ప్రయత్నించండి',
    endsInOne: 'మీ Premium ప్లాన్ 1 రోజులో ముగుస్తుంది.',
    endsIn: 'మీ Premium ప్లాన్ {{count}} రోజుల్లో ముగుస్తుంది.',
    keepOpen: 'ప్రతి lesson తెరిచి ఉంచడానికి {{link}}.',
    upgradeTo: '{{plan}}కి upgrade చేయండి',
    renew: 'మీ ప్లాన్ renew చేయండి',
    unlock: 'Premiumతో ప్రతి lesson, ప్రతి assignment తెరవండి, నెలకు {{price}} నుంచి.',
    seePlans: 'ప్లాన్లు చూడండి',
  },
});
