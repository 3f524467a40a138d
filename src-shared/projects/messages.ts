import { defineMessages } from '../i18n/messages';

/** What the projects gallery and a shared project's page say when there is nothing to show, and what a project's details refuse. */
export const projectMessageTable = defineMessages('projects', {
  empty: 'No projects found',
  notFound: 'Project not found. It may have been deleted.',
  sharedNotFound: 'This shared project does not exist, or its owner stopped sharing it.',
  tooManyRequests: 'Too many requests from the Projects page. Please wait a minute and try again.',
  // A project's details, refused by the contract (src-shared/api/projects.ts).
  liveUrlTooLong: 'A live URL can be at most {{max}} characters.',
  liveUrl: 'Please enter a live URL that starts with https:// or http://.',
  descriptionTooLong: 'A description can be at most {{max}} characters.',
  category: 'Choose one of the categories.',
  status: 'Choose Completed, In Progress, Planning or On Hold.',
  technologyName: 'A technology needs a name.',
  technologyTooLong: 'A technology name can be at most {{max}} characters.',
  tooManyTechnologies: 'List at most {{max}} technologies.',
  progressNumber: 'Progress is a number from 0 to 100.',
  progressWhole: 'Progress is a whole number.',
  progressMin: 'Progress is at least 0.',
  progressMax: 'Progress is at most 100.',
  starredBoolean: 'Send starred: true or false.',
});

/** The project messages in English, by key. */
export const projectMessages = projectMessageTable.en;
