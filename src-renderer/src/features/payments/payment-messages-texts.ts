import { paymentMessageTable } from '@shared/payments/messages';
import { addMessageTranslations } from '../../core/i18n';

/** The payment messages (src-shared/payments/messages.ts), shown by the payment page, the hackathon's payment step and the pricing. */
addMessageTranslations(paymentMessageTable, {
  hi: async () => (await import('./locales/messages.hi')).hi,
  te: async () => (await import('./locales/messages.te')).te,
});
