import { defineMessages } from '../i18n/messages';

/** The server's own refusals, before any feature has the request. */
export const httpMessageTable = defineMessages('http', {
  restarting: 'The server is restarting. Please try again in a moment.',
  desktopOnly: 'This server answers only the Kodeshala app on this computer.',
});
