import { filesMapName, versionsMapName } from '@shared/workspace/limits';
import { textChange } from '@shared/workspace/text-change';
import * as Y from 'yjs';

/**
 * Restoring a named version (product.md §3.10) as an ordinary edit on top of the document: each
 * file's text changes only where it differs from the version, files the version lacks are
 * deleted (only those `mayDelete` allows, when given) and its other files added. Nothing before it
 * is rewritten, so everyone receives it as they receive any edit, and a file a member adds
 * meanwhile (offline) is kept.
 */
export function restoreFiles(doc: Y.Doc, target: Readonly<Record<string, string>>, mayDelete: (name: string) => boolean = () => true): void {
  const files = doc.getMap<Y.Text>(filesMapName);
  doc.transact(() => {
    for (const name of [...files.keys()]) if (!Object.hasOwn(target, name) && mayDelete(name)) files.delete(name);
    for (const [name, content] of Object.entries(target)) {
      const text = files.get(name);
      if (!text) {
        files.set(name, new Y.Text(content));
        continue;
      }
      const change = textChange(text.toString(), content);
      if (!change) continue;
      if (change.remove > 0) text.delete(change.index, change.remove);
      if (change.insert) text.insert(change.index, change.insert);
    }
  });
}

/** Tells every member's version list that a named version was saved (product.md §3.10 "Versions"). */
export function noteVersion(doc: Y.Doc, versionId: string): void {
  doc.getMap<string>(versionsMapName).set('latest', versionId);
}

/**
 * Which files restoring a version may delete. Restoring a "Before restoring …" version is the undo
 * of that restore: it deletes only the files the restore added (the restored version's files the
 * document lacked), and keeps every file made since, by anyone, online or offline.
 */
export function undoDeletes(restored: Readonly<Record<string, string>> | undefined): (name: string) => boolean {
  return restored ? (name) => Object.hasOwn(restored, name) : () => true;
}
