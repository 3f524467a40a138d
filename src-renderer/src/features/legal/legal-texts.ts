import { defineTexts } from '../../core/i18n';

/**
 * The policy pages' own words. The policies themselves (resources/legal/*.json) are published in
 * English only: that text is the binding one, so a Hindi or Telugu reader gets a translated title
 * and page, and a note saying so above the English text, rather than an unchecked legal translation.
 */
const en = {
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
};

export type LegalKey = keyof typeof en;

export const useLegalTexts = defineTexts('legal', {
  en,
  hi: async () => (await import('./locales/hi')).hi,
  te: async () => (await import('./locales/te')).te,
});
