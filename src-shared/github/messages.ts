import { defineMessages } from '../i18n/messages';

/** What the repository picker and the push form say when GitHub or the form refuses. */
export const githubMessageTable = defineMessages('github', {
  fetchFailed: 'Failed to fetch repositories.',
  badRepoName: 'A repository name is letters, digits, ".", "_" and "-", up to 100 characters.',
  repoNameRequired: 'Please enter a repository name.',
  chooseProject: 'Choose one of your projects to push.',
  // What parseRepoName refuses (src-shared/playground/repo-name.ts).
  repoNoLogin: 'Could not determine your GitHub username. Please re-login.',
  repoBadFormat: 'Repository name must be in the format owner/repo or just repo.',
  repoEmpty: 'Please enter a repository name (e.g., vercel/next.js or mom-birthday).',
  // What failed: the first part of a refusal, and a value of the messages below.
  pushFailed: 'Failed to push to GitHub',
  createFailed: 'Failed to create the repository',
  fetchReposFailed: 'Failed to fetch repos',
  saveFailed: 'Failed to save to GitHub',
  loadFailed: 'Failed to load from GitHub',
  // Why a learner cannot use GitHub here: the status's reason, and a refusal's.
  notSetUp: 'Saving to GitHub is not set up on this server.',
  signInFirst: 'Sign in with GitHub to save and load projects from your repositories.',
  signInAgain: 'Sign in with GitHub again to let Kodeshala save to your repositories.',
  /** `reason` is one of ours above, or GitHub's own words. */
  failedBecause: '{{outcome}}: {{reason}}',
  signInRejected: '{{outcome}}: GitHub no longer accepts your sign-in. Please sign in with GitHub again.',
  githubRefused: '{{outcome}}: GitHub refused: {{reason}}',
  githubTrouble: '{{outcome}}: GitHub is having trouble ({{status}}). Please try again later.',
  noFiles: 'Failed to push to GitHub: the project has no files.',
  repoExists: 'Failed to create the repository: you already have a repository called {{name}}, or GitHub refused the name.',
  pushRepoMissing: 'Failed to push to GitHub: the repository {{owner}}/{{repo}} was not found, or your account cannot write to it.',
  createRefused: 'Failed to create the repository: GitHub did not accept the request.',
  repoListMissing: 'Failed to fetch repos: the repository list was not found.',
  saveRepoMissing: 'Failed to save to GitHub: the repository {{owner}}/{{repo}} was not found, or your account cannot write to it. Create it on GitHub first.',
  loadRepoMissing: 'Failed to load from GitHub: the repository {{owner}}/{{repo}} was not found, or your account cannot read it.',
  noProjectFile: 'Failed to load from GitHub: {{owner}}/{{repo}} has no {{file}}. Save a project there first.',
  notAProject: 'Failed to load from GitHub: {{file}} in {{owner}}/{{repo}} is not a Kodeshala project.',
  commitMessageTooLong: 'A commit message can be at most {{max}} characters.',
});

/** The GitHub messages in English, by key. */
export const githubMessages = githubMessageTable.en;
