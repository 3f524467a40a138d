import { defineMessages } from '../i18n/messages';

/** What the playground's routes refuse, in the learner's words. */
export const playgroundMessageTable = defineMessages('playground', {
  tooManyProjects: 'You can keep at most {{max}} projects. Delete one you no longer need first.',
  tooManyRequests: 'Too many requests from the playground. Please wait a minute and try again.',
});
