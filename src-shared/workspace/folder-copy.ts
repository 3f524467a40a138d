/**
 * A shared project's copy in a folder on the desktop (product.md §3.10 "A copy in a folder"): the
 * document's files written to disk, and what another editor changes there applied to the document
 * as edits. These are the rules; the desktop's folder service does the reading and writing, and
 * refuses with the workspace's messages by id (src-shared/workspace/messages.ts).
 */

/** How long the document's changes gather before the folder is written. */
export const folderCopyDelayMs = 300;

/** The hidden file that marks a folder as one shared project's copy (the folder scan never reads hidden files). */
export const folderCopyMarker = '.kodeshala-shared-project';

export const textsOf = (files: readonly { name: string; content: string }[]): Map<string, string> => new Map(files.map((f) => [f.name, f.content]));

/**
 * A short fingerprint of a file's text (cyrb53): what this device remembers of the folder as it
 * last wrote it, to tell after a restart which side changed a file while the app was closed.
 */
export function textFingerprint(content: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < content.length; i++) {
    const c = content.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export const fingerprintsOf = (texts: ReadonlyMap<string, string>): Record<string, string> => Object.fromEntries([...texts].map(([name, content]) => [name, textFingerprint(content)]));

/**
 * The base to merge a folder with when the app opens it again: the texts as they were when this
 * device last wrote the folder, as far as they can be told from its fingerprints. A file the disk
 * still has as written: its disk text (the document's changes since are written back). A file the
 * disk changed while the document did not: the document's text (so the disk's change is applied).
 * A file both changed: none (the disk's text wins the span that differs). A file deleted on disk
 * that the document did not change: the document's text (so it is deleted).
 */
export function reopenBase(written: Readonly<Record<string, string>>, disk: readonly { name: string; content: string }[], doc: ReadonlyMap<string, string>): Map<string, string> {
  const base = new Map<string, string>();
  const onDisk = textsOf(disk);
  for (const [name, fingerprint] of Object.entries(written)) {
    const diskText = onDisk.get(name);
    const docText = doc.get(name);
    if (diskText !== undefined && textFingerprint(diskText) === fingerprint) base.set(name, diskText);
    else if (docText !== undefined && textFingerprint(docText) === fingerprint) base.set(name, docText);
  }
  return base;
}
