import { defineTexts } from '../../core/i18n';

/** The 404 page: any address no route knows. */
const en = {
  metaTitle: 'Page not found',
  metaDescription: 'This page does not exist on Kodeshala.',
  title: 'We could not find that page',
  before: 'Nothing lives at ',
  after: '. It may have moved, or the link may have a typo.',
  goHome: 'Go Home',
  seePlans: 'See plans',
};

export type NotFoundKey = keyof typeof en;

export const useNotFoundTexts = defineTexts('notFound', {
  en,
  hi: async () => (await import('./locales/hi')).hi,
  te: async () => (await import('./locales/te')).te,
});
