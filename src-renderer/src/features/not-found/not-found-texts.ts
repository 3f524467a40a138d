import { defineTexts } from '../../app/i18n';

/** The 404 page: any address no route knows. */
export const useNotFoundTexts = defineTexts('notFound', {
  en: {
    metaTitle: 'Page not found',
    metaDescription: 'This page does not exist on Kodeshala.',
    title: 'We could not find that page',
    before: 'Nothing lives at ',
    after: '. It may have moved, or the link may have a typo.',
    goHome: 'Go Home',
    seePlans: 'See plans',
  },
  hi: {
    metaTitle: 'पेज नहीं मिला',
    metaDescription: 'यह पेज Kodeshala पर मौजूद नहीं है।',
    title: 'यह पेज हमें नहीं मिला',
    before: 'इस पते पर कुछ नहीं है: ',
    after: '। हो सकता है पेज कहीं और चला गया हो, या लिंक में कोई गलती हो।',
    goHome: 'होम पर जाएँ',
    seePlans: 'प्लान देखें',
  },
  te: {
    metaTitle: 'పేజీ దొరకలేదు',
    metaDescription: 'ఈ పేజీ Kodeshalaలో లేదు.',
    title: 'ఆ పేజీ మాకు దొరకలేదు',
    before: 'ఈ అడ్రస్‌లో ఏమీ లేదు: ',
    after: '. పేజీ వేరే చోటికి మారి ఉండొచ్చు, లేదా లింక్‌లో తప్పు ఉండొచ్చు.',
    goHome: 'హోమ్‌కి వెళ్ళండి',
    seePlans: 'ప్లాన్లు చూడండి',
  },
});
