import { defineMessages } from '../i18n/messages';

/** What a person reads when heavy work (files read and drawn) is refused or fails (**ours**). */
export const heavyWorkMessageTable = defineMessages('heavyWork', {
  busy: 'The server is busy reading and drawing other files right now. Nothing was changed: please try again in a few seconds.',
  pdfFailed: 'The PDF could not be drawn just now. Nothing was changed: please try again in a few seconds.',
  fileFailed: 'The file could not be written just now. Nothing was changed: please try again in a few seconds.',
  exportTooLarge: "This export took too long to build or grew too large. Narrow it with the list's search and filters (CSV is the lightest format), then export again.",
  courseFileSlow: 'This course file took too long to read: it nests or repeats (YAML aliases) far more than a course does. Write the repeated parts out, or split the course, then import it again.',
});

/** The heavy work's messages in English, by key. */
export const heavyWorkMessages = heavyWorkMessageTable.en;

/** Seconds a refused request is told to wait before trying again. */
export const heavyWorkRetryAfterSeconds = 5;
