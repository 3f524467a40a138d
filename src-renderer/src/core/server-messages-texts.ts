import { httpMessageTable } from '@shared/http/messages';
import { syncMessageTable } from '@shared/sync/messages';
import { addMessageTranslations } from './i18n';

/**
 * The messages any page can be answered with: the server's own refusals, and the desktop app's
 * local server when the platform does not answer. Loaded with the shell.
 */
addMessageTranslations(httpMessageTable, {
  hi: async () => (await import('./locales/server-messages.hi')).hiHttp,
  te: async () => (await import('./locales/server-messages.te')).teHttp,
});
addMessageTranslations(syncMessageTable, {
  hi: async () => (await import('./locales/server-messages.hi')).hiSync,
  te: async () => (await import('./locales/server-messages.te')).teSync,
});
