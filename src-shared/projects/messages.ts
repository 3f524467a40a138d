import { defineMessages } from '../i18n/messages';

/** What the projects gallery and a shared project's page say when there is nothing to show. */
export const projectMessageTable = defineMessages('projects', {
  empty: 'No projects found',
  notFound: 'Project not found. It may have been deleted.',
  sharedNotFound: 'This shared project does not exist, or its owner stopped sharing it.',
  tooManyRequests: 'Too many requests from the Projects page. Please wait a minute and try again.',
});

/** The project messages in English, by key. */
export const projectMessages = projectMessageTable.en;
