import { defineMessages } from '../i18n/messages';

/** What the AI tutor's chat refuses before it answers (product.md §1.7 "Chat"). */
export const tutorMessageTable = defineMessages('tutor', {
  tooLong: 'Your message is too long. Please keep it under {{max}} characters.',
  blank: 'Please type a question first.',
  badChatId: 'A conversation id is 1 to 64 letters, digits, _ or -.',
  tooFast: 'You are sending messages too quickly. Please wait a minute, then ask again.',
});

/** The tutor's messages in English, by key. */
export const tutorMessages = tutorMessageTable.en;
