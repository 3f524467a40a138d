import fsp from 'node:fs/promises';
import path from 'node:path';
import { MessageError } from '@shared/i18n/messages';
import { folderPathProblem } from '@shared/playground/folder-files';
import { playgroundMessageTable } from '@shared/playground/messages';

/**
 * The one place a name from the page becomes a path: a relative path the shared rules accept (no
 * `..`, no absolute path, no drive, nothing hidden), whose resolved path sits inside the folder.
 * Anything else is refused before any write.
 */
export function pathInside(root: string, name: string): string {
  if (folderPathProblem(name, []) !== undefined || name !== name.trim()) throw new MessageError(playgroundMessageTable.ref('outsideFolder', { name }));
  const target = path.resolve(root, ...name.split('/'));
  const relative = path.relative(path.resolve(root), target);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) throw new MessageError(playgroundMessageTable.ref('outsideFolder', { name }));
  return target;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Where `name` is written, checked on the disk: every folder on the way is a real folder inside the
 * project (a link planted there could lead anywhere on the disk) and the file itself, if there, is
 * a plain file. With `create`, missing folders are made one at a time, each checked the same way.
 */
export async function targetOnDisk(root: string, name: string, create: boolean): Promise<string> {
  const target = pathInside(root, name);
  const parts = name.split('/');
  let folder = root;
  for (const part of parts.slice(0, -1)) {
    folder = path.join(folder, part);
    const stat = await fsp.lstat(folder).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (stat === undefined) {
      if (!create) return target;
      await fsp.mkdir(folder);
    } else if (!stat.isDirectory()) {
      throw new MessageError(playgroundMessageTable.ref('outsideFolder', { name }));
    }
  }
  if (create) {
    // What the checks above saw may have changed under us: the real folder must still be inside.
    const real = await fsp.realpath(path.dirname(target));
    const relative = path.relative(await fsp.realpath(root), real);
    if (relative.startsWith('..') || path.isAbsolute(relative)) throw new MessageError(playgroundMessageTable.ref('outsideFolder', { name }));
  }
  const existing = await fsp.lstat(target).catch(() => undefined);
  if (existing && !existing.isFile()) throw new MessageError(playgroundMessageTable.ref('outsideFolder', { name }));
  return target;
}

/** Writes through a temporary file and a rename, so another editor never reads half a file. */
export async function writeAtomically(target: string, content: string): Promise<void> {
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.kodeshala-tmp`);
  await fsp.writeFile(temporary, content, { flag: 'wx' });
  try {
    await fsp.rename(temporary, target);
  } catch (error) {
    await fsp.rm(temporary, { force: true });
    throw error;
  }
}

/** Deletes a file the learner deleted, and the folders that held only it, up to the project's own. */
export async function removeInside(root: string, name: string): Promise<void> {
  const target = await targetOnDisk(root, name, false);
  const stat = await fsp.lstat(target).catch(() => undefined);
  if (!stat?.isFile()) return;
  await fsp.unlink(target);
  for (let folder = path.dirname(target); folder !== root && folder.startsWith(root); folder = path.dirname(folder)) {
    // A folder with anything else in it stays: only the one this file emptied goes.
    const removed = await fsp.rmdir(folder).then(
      () => true,
      () => false,
    );
    if (!removed) break;
  }
}
