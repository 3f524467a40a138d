import { defineMessages } from '../i18n/messages';

/**
 * What the desktop app's local server says when a request needs the platform server and it does
 * not answer, and the idempotency check's refusals (a queued change sent twice).
 */
export const syncMessageTable = defineMessages('sync', {
  paymentsOffline: 'Payments need a connection to the Kodeshala server. You are offline; try again when you are back online.',
  runOffline: 'Running code needs a connection to the Kodeshala server. You are offline; try again when you are back online.',
  signInOffline: 'Signing in needs a connection to the Kodeshala server. You are offline; try again when you are back online.',
  tutorOffline: 'The AI tutor needs a connection to the Kodeshala server. You are offline; try again when you are back online.',
  quizOffline: 'Timed quizzes need a connection to the Kodeshala server, which keeps their clock. You are offline; try again when you are back online.',
  teamOffline:
    'Creating or joining a team needs a connection to the Kodeshala server, which gives out the team codes. You are offline; try again when you are back online.',
  pageNotKept: 'You are offline, and this page was not saved on this computer while you were online. Try again when you are back online.',
  changeNeedsServer: 'You are offline, and this change can only be made on the Kodeshala server. Try again when you are back online.',
  badIdempotencyKey: 'Idempotency-Key must be 8 to 100 letters, digits, "-" or "_".',
  keyReused: 'The Idempotency-Key "{{key}}" was already used for a different request; send a new key for a new request.',
  stillSaving: 'This change is still being saved; try again in a moment.',
  // A conflict between a change kept offline and the server's copy.
  conflictResolved: 'This conflict was already resolved.',
  chooseSide: 'Choose "mine", "server" or "both".',
  platformAddress: 'Enter the platform’s address, starting with https:// (or http://).',
});

/** The sync messages in English, by key. */
export const syncMessages = syncMessageTable.en;
