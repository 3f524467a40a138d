import fsp from 'node:fs/promises';
import path from 'node:path';
import type { WorkspaceCopy } from '@shared/bridge';
import { MessageError } from '@shared/i18n/messages';
import type { PlaygroundFileShape } from '@shared/playground/files';
import { folderProjectProblem } from '@shared/playground/folder-files';
import { folderCopyMarker } from '@shared/workspace/folder-copy';
import { workspaceMessageTable } from '@shared/workspace/messages';
import type { FolderProjects } from './folder-projects';
import { targetOnDisk, writeAtomically } from './folder-write';

/** Where this computer keeps each shared project's copy: project id -> folder (the settings file). */
export interface CopyLinks {
  read(): Readonly<Record<string, string>>;
  write(links: Record<string, string>): void;
}

/**
 * Shared (team) projects kept in a folder on this computer (desktop only). Linking writes the
 * document's files into a folder the learner chose, which must be empty or already this project's
 * copy (a hidden marker file names the project); the folder is then opened as a folder project,
 * so its saves, reads and watching are the folder service's. The link is remembered in the
 * settings file, and the page gets the folder project's id, never a path to write to.
 */
export class WorkspaceCopies {
  constructor(
    private readonly folders: FolderProjects,
    private readonly links: CopyLinks,
  ) {}

  async link(owner: number, projectId: string, folder: string, files: readonly PlaygroundFileShape[]): Promise<WorkspaceCopy> {
    if (files.length === 0) throw new MessageError(workspaceMessageTable.ref('folderNoFiles'));
    const problem = folderProjectProblem(files);
    if (problem) throw new MessageError(problem);
    const root = await fsp.realpath(folder);
    const marker = path.join(root, folderCopyMarker);
    const markedFor = await fsp.readFile(marker, 'utf8').then(
      (text) => text.trim(),
      () => undefined,
    );
    const existing = markedFor === projectId;
    if (!existing) {
      // Hidden entries (.DS_Store, a .git of its own) do not make a folder someone's work.
      const visible = (await fsp.readdir(root)).filter((name) => !name.startsWith('.'));
      if (visible.length > 0) throw new MessageError(workspaceMessageTable.ref('folderNotEmpty'));
      for (const file of files) await targetOnDisk(root, file.name, false);
      // Marked first: a link cut off half-way is taken again as this project's copy, not refused as someone's folder.
      await fsp.writeFile(marker, `${projectId}\n`);
      for (const file of files) await writeAtomically(await targetOnDisk(root, file.name, true), file.content);
    }
    const project = await this.folders.openFolder(owner, root);
    this.links.write({ ...this.links.read(), [projectId]: root });
    return { project, where: root, existing };
  }

  /** The project's copy opened again (null when it has none on this computer). */
  async open(owner: number, projectId: string): Promise<WorkspaceCopy | null> {
    const root = this.links.read()[projectId];
    if (root === undefined) return null;
    try {
      await fsp.access(root);
    } catch {
      throw new MessageError(workspaceMessageTable.ref('folderMissing', { where: root }));
    }
    return { project: await this.folders.openFolder(owner, root), where: root, existing: true };
  }

  /** Forgets the link; the folder and its files stay where they are. */
  unlink(owner: number, projectId: string, folderId: string | null): void {
    if (folderId !== null) this.folders.close(owner, folderId);
    this.links.write(Object.fromEntries(Object.entries(this.links.read()).filter(([id]) => id !== projectId)));
  }
}
