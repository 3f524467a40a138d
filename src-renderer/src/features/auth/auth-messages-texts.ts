import { authMessageTable } from '@shared/auth/messages';
import { addMessageTranslations } from '../../core/i18n';

/** product.md §1.5 and §8's sign-in texts (src-shared/auth/messages.ts), as the form, the page and the toasts show them. */
addMessageTranslations(authMessageTable, {
  hi: async () => (await import('./locales/messages.hi')).hi,
  te: async () => (await import('./locales/messages.te')).te,
});
