import type { NotFoundKey } from '../not-found-texts';

export const hi: Record<NotFoundKey, string> = {
  metaTitle: 'पेज नहीं मिला',
  metaDescription: 'यह पेज Kodeshala पर मौजूद नहीं है।',
  title: 'यह पेज हमें नहीं मिला',
  before: 'इस पते पर कुछ नहीं है: ',
  after: '। हो सकता है पेज कहीं और चला गया हो, या लिंक में कोई गलती हो।',
  goHome: 'होम पर जाएँ',
  seePlans: 'प्लान देखें',
};
