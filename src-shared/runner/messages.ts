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
  badFileName: 'The file name "{{name}}" is not allowed. Use names like main.py or src/util.py.',
  sameFileName: 'Two files are named "{{name}}". Give each file its own name.',
  languageMissing: 'The language "{{language}}" is not available on this server. Choose one of: {{languages}}.',
  versionMissing: '{{language}} {{installed}} is installed here, not version {{version}}. Ask for version "*" or "{{installed}}".',
  /** Piston's rule and words, with the request field's name (run_timeout) as a value. */
  aboveLimit: '{{field}} cannot exceed the configured limit of {{limit}}',
  /**
   * A refusal in the runner's own words (Piston's, or a platform server's without an id): the
   * English stays word for word for the API clients that read it; a translation says who refused.
   */
  runnerRefused: '{{reason}}',
  // An interactive run's socket (/connect) refusing a message of its protocol.
  initFirst: 'Send the init message (with your access token) first.',
  jsonMessages: 'Messages must be JSON.',
  notUnderstood: 'That message is not understood: {{reason}}.',
  notASignal: '{{signal}} is not a signal name such as SIGINT or SIGTERM',
  alreadyStarted: 'This session has already started a program.',
  sessionUnchecked: 'Your session could not be checked just now. Please try again.',
  ourFault: 'The program could not be run because of a fault on our side. Please try again.',
});

/** The runner's messages in English, by key. */
export const runnerMessages = runnerMessageTable.en;
