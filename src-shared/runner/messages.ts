import { defineMessages } from '../i18n/messages';

/** What the code runner answers when it will not run a program, in the learner's words. */
export const runnerMessageTable = defineMessages('runner', {
  filesTooLarge: "The program's files add up to more than {{kb}} KB. Keep a program under {{kb}} KB.",
  busy: 'The code runner is busy right now. Please try again in a few seconds.',
  /** Piston's own words, for the API clients that speak to the runner directly. */
  jsonOnly: 'requests must be of type application/json',
  connectionLost: 'The connection to the Kodeshala server was lost while your program ran. Please run it again.',
  ranThisMinute: 'You have reached the limit of programs run in one minute ({{count}}). Please wait a moment and run again.',
  stillRunning: 'You have reached the limit of programs running at once ({{count}}). Wait for one to finish, then run again.',
  unreachable: 'The code runner service is not answering. Please try again in a minute.',
  switchedOff: 'Code execution is switched off on this server: {{reason}}',
  /** The reason `switchedOff` gives when the server never found its sandbox. */
  sandboxMissing: 'the sandbox is missing.',
  chooseLanguage: 'Choose a language.',
  noFiles: 'Send at least one file.',
});

/** The runner's messages in English, by key. */
export const runnerMessages = runnerMessageTable.en;
