import { defineMessages } from '../i18n/messages';

/**
 * What the admin panel's routes refuse with, and its shared forms' messages (product.md §2.13,
 * §2.14): course authoring, publishing and import, thumbnails, users and roles, and backups.
 */
export const adminMessageTable = defineMessages('admin', {
  courseFields: 'Please fill in all required fields (Course ID, Title, Description)',
  moduleFields: 'Please fill in all required fields (Module ID, Course, Title, Description)',
  lessonFields: 'Please fill in all required fields (Content ID, Module, Title)',
  order: 'The order must be a whole number of at least 1.',
  thumbnail: 'The thumbnail must be a URL: https://… or a path on this site such as /images/courses/html.svg.',
  fieldRequired: 'This field is required.',
  fullAddress: 'Enter a full address starting with https://',
  enterNumber: 'Enter a number.',
  atLeastChars: 'Use at least {{min}} characters.',
  atMostChars: 'Use at most {{max}} characters.',
  atLeastNumber: 'Must be at least {{min}}.',
  atMostNumber: 'Must be at most {{max}}.',
  pasteCourseFile: 'Paste or choose a course file.',
  notYaml: 'The course file is not valid YAML: {{reason}}',
  /** What stands for the YAML parser's reason when it gave none. */
  unreadable: 'it could not be read',
  repeatedIds: 'The course file repeats ids: {{ids}}',
  moduleIdTaken: 'The module ID "{{id}}" is already used by the course "{{course}}". Choose another ID.',
  lessonIdTaken: 'The lesson ID "{{id}}" is already used by the course "{{course}}". Choose another ID.',
  assignmentIdTaken: 'The assignment ID "{{id}}" is already used by the course "{{course}}". Choose another ID.',
  moduleIdInCourse: 'The module ID "{{id}}" is already used in this course. Choose another ID.',
  lessonIdInCourse: 'The lesson ID "{{id}}" is already used in this course. Choose another ID.',
  courseExists: 'A course with the ID "{{id}}" already exists. Choose another ID.',
  unknownInOrder: 'Unknown id in the new order: {{ids}}. Reload and try again.',
  twiceInOrder: 'The new order names an item twice.',
  leftOutOfOrder: 'The new order leaves out: {{ids}}. Reload and try again.',
  nothingToPublish: 'There are no unpublished changes to publish.',
  noDraft: 'This course has no draft to discard.',
  neverPublished: 'This course was never published: delete it instead of discarding its only draft.',
  revisionNotFound: 'Revision {{revision}} of the course "{{course}}" not found',
  notPublishedYet: 'The course "{{course}}" has not been published yet. Export its draft with ?from=draft.',
  unknownThumbnail: 'Unknown thumbnail.',
  thumbnailNotFound: 'Thumbnail not found',
  role: 'The role must be admin or organiser.',
  lastAdmin: 'You are the only admin. Make someone else an admin before removing your own admin role.',
  backupPostgres: 'This server keeps its data in PostgreSQL: back it up with pg_dump (docs/deployment.md, "Back up and restore").',
  backupTooSoon: 'A backup was started a moment ago. Please wait a minute before starting another.',
  grantEmail: 'Enter the learner’s e-mail address.',
  thumbnailField: 'Send the thumbnail in the multipart field named "{{field}}".',
});

/** The admin messages in English, by key. */
export const adminMessages = adminMessageTable.en;
