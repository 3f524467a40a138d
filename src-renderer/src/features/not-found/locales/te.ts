import type { NotFoundKey } from '../not-found-texts';

export const te: Record<NotFoundKey, string> = {
  metaTitle: 'పేజీ దొరకలేదు',
  metaDescription: 'ఈ పేజీ Kodeshalaలో లేదు.',
  title: 'ఆ పేజీ మాకు దొరకలేదు',
  before: 'ఈ అడ్రస్‌లో ఏమీ లేదు: ',
  after: '. పేజీ వేరే చోటికి మారి ఉండొచ్చు, లేదా లింక్‌లో తప్పు ఉండొచ్చు.',
  goHome: 'హోమ్‌కి వెళ్ళండి',
  seePlans: 'ప్లాన్లు చూడండి',
};
