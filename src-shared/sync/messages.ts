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
  // A write this computer cannot make offline, as its copy is missing or behind (optimistic.ts).
  assignmentNotKept: 'You are offline, and this assignment was not opened on this computer while online, so it cannot be handed in here. Try again when you are back online.',
  assignmentLocked: 'This assignment cannot be handed in again now: it is locked, already handed in, or waiting to be graded.',
  teamNotKept: 'You are offline, and your team was not opened on this computer while online, so it cannot be changed here. Try again when you are back online.',
  projectNotKept: 'You are offline, and this project was not opened on this computer while online, so it cannot be saved here. Try again when you are back online.',
  submissionNotKept: 'You are offline, and this submission is not on this computer, so it cannot be changed here. Try again when you are back online.',
  /** The kept sign-in cannot be read any more (token-seal.ts). */
  signInAgain:
    'The sign-in kept on this computer can no longer be read (the app’s key changed, or the system keyring was reset). Please sign in again to the platform; changes waiting on this computer are sent once you do.',
});

/** The sync messages in English, by key. */
export const syncMessages = syncMessageTable.en;
