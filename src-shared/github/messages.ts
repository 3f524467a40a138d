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
  /**
   * Every refusal of a GitHub call: `reason` is one of ours (above, or the reasons below by id) or
   * GitHub's own words, so a screen whose title already says what failed shows the reason alone.
   */
  failedBecause: '{{outcome}}: {{reason}}',
  // Why GitHub refused a call: the reason of failedBecause.
  signInRejected: 'GitHub no longer accepts your sign-in. Please sign in with GitHub again.',
  githubRefused: 'GitHub refused: {{reason}}',
  githubTrouble: 'GitHub is having trouble ({{status}}). Please try again later.',
  pushRepoMissing: 'the repository {{owner}}/{{repo}} was not found, or your account cannot write to it.',
  createRefused: 'GitHub did not accept the request.',
  repoListMissing: 'the repository list was not found.',
  saveRepoMissing: 'the repository {{owner}}/{{repo}} was not found, or your account cannot write to it. Create it on GitHub first.',
  loadRepoMissing: 'the repository {{owner}}/{{repo}} was not found, or your account cannot read it.',
  noFiles: 'Failed to push to GitHub: the project has no files.',
  repoExists: 'Failed to create the repository: you already have a repository called {{name}}, or GitHub refused the name.',
  noProjectFile: 'Failed to load from GitHub: {{owner}}/{{repo}} has no {{file}}. Save a project there first.',
  notAProject: 'Failed to load from GitHub: {{file}} in {{owner}}/{{repo}} is not a Kodeshala project.',
  commitMessageTooLong: 'A commit message can be at most {{max}} characters.',
  descriptionTooLong: 'A repository description can be at most {{max}} characters.',
  tooManyRequests: 'Too many GitHub requests. Please wait a minute and try again.',
});

/** The GitHub messages in English, by key. */
export const githubMessages = githubMessageTable.en;
