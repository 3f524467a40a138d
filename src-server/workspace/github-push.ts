import type { Kysely } from 'kysely';
import { maxFilesPerProject } from '@shared/playground/files';
import { workspaceMessageTable } from '@shared/workspace/messages';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import type { GithubPush } from '../github/push';
import { currentState, filesOfState, toBase64 } from './document-store';
import type { Hub } from './hub';

/**
 * Push to GitHub from a shared project (product.md §3.10): the files as stored now (every edit the
 * server acknowledged), read on the server, through the playground's GitHub adapter as the member
 * who pushes. A push is one GitHub call per file, so it takes as many files as a playground project.
 */
export async function pushSharedProject(
  db: Kysely<Database>,
  github: GithubPush,
  hub: Pick<Hub, 'settled'>,
  project: { id: string; name: string },
  userId: string,
  input: { repo: string; message?: string | undefined },
) {
  // Members see each other's keys before they are stored: what they see is what is pushed.
  await hub.settled(project.id);
  const stored = filesOfState(toBase64(await currentState(db, project.id)));
  const files = Object.entries(stored)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, content]) => ({ name, content }));
  if (files.length > maxFilesPerProject) {
    throw new AppError('VALIDATION', workspaceMessageTable.ref('pushTooMany', { max: maxFilesPerProject, count: files.length }), 400);
  }
  const pushed = await github.pushFiles(userId, { name: project.name, files, repo: input.repo, ...(input.message ? { message: input.message } : {}) });
  return { owner: pushed.owner, repo: pushed.repo, branch: pushed.branch, commitSha: pushed.commitSha, commitUrl: pushed.commitUrl, fileCount: pushed.fileCount };
}
