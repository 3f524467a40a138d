import { defineMessages } from '../i18n/messages';

/** What the repository picker and the push form say when GitHub or the form refuses. */
export const githubMessageTable = defineMessages('github', {
  fetchFailed: 'Failed to fetch repositories.',
  badRepoName: 'A repository name is letters, digits, ".", "_" and "-", up to 100 characters.',
  repoNameRequired: 'Please enter a repository name.',
  chooseProject: 'Choose one of your projects to push.',
});

/** The GitHub messages in English, by key. */
export const githubMessages = githubMessageTable.en;
