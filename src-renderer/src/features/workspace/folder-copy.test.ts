import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { fingerprintsOf, reopenBase, textsOf } from '@shared/workspace/folder-copy';
import { applyDiskChanges, documentFiles } from './folder-copy';

function docWith(files: Record<string, string>) {
  const doc = new Y.Doc();
  const map = doc.getMap<Y.Text>('files');
  for (const [name, content] of Object.entries(files)) map.set(name, new Y.Text(content));
  return { doc, map };
}
const contents = (map: Y.Map<Y.Text>) => Object.fromEntries(documentFiles(map).map((f) => [f.name, f.content]));
const disk = (files: Record<string, string>) => Object.entries(files).map(([name, content]) => ({ name, content }));

describe('applyDiskChanges', () => {
  it('applies a change on disk as an edit of its span, keeping a member’s edit elsewhere in the file', () => {
    const base = { 'main.py': 'a = 1\nb = 2\nc = 3\n' };
    const { doc, map } = docWith(base);
    // A member's edit reaches the document before the disk's change is read.
    map.get('main.py')?.insert(0, '# team\n');
    const changed = applyDiskChanges(doc, map, textsOf(disk(base)), disk({ 'main.py': 'a = 1\nb = 2\nc = 30\n' }), 'disk');
    expect(changed).toEqual(['main.py']);
    expect(contents(map)).toEqual({ 'main.py': '# team\na = 1\nb = 2\nc = 30\n' });
  });

  it('merges with a concurrent edit from another member into the same text on both documents', () => {
    const one = docWith({ 'app.ts': 'start\nmiddle\nend\n' });
    const two = new Y.Doc();
    Y.applyUpdate(two, Y.encodeStateAsUpdate(one.doc));
    const base = textsOf(documentFiles(one.map));
    // Member two edits the first line; the disk (member one's VS Code) the last, before either hears of the other.
    two.getMap<Y.Text>('files').get('app.ts')?.insert(0, '// two\n');
    applyDiskChanges(one.doc, one.map, base, disk({ 'app.ts': 'start\nmiddle\nthe end\n' }), 'disk');
    Y.applyUpdate(two, Y.encodeStateAsUpdate(one.doc));
    Y.applyUpdate(one.doc, Y.encodeStateAsUpdate(two));
    expect(contents(one.map)).toEqual({ 'app.ts': '// two\nstart\nmiddle\nthe end\n' });
    expect(contents(two.getMap<Y.Text>('files'))).toEqual(contents(one.map));
  });

  it('creates a file new on disk and deletes one deleted there, but keeps one the document changed meanwhile', () => {
    const base = { 'keep.py': 'k', 'gone.py': 'g', 'edited.py': 'e' };
    const { doc, map } = docWith(base);
    map.get('edited.py')?.insert(1, '!');
    applyDiskChanges(doc, map, textsOf(disk(base)), disk({ 'keep.py': 'k', 'src/new.py': 'n' }), 'disk');
    expect(contents(map)).toEqual({ 'keep.py': 'k', 'edited.py': 'e!', 'src/new.py': 'n' });
  });

  it('changes nothing, and sends nothing, when the disk holds what was written', () => {
    const base = { 'main.py': 'x' };
    const { doc, map } = docWith(base);
    let updates = 0;
    doc.on('update', () => updates++);
    expect(applyDiskChanges(doc, map, textsOf(disk(base)), disk(base), 'disk')).toEqual([]);
    expect(updates).toBe(0);
  });
});

describe('reopenBase', () => {
  const written = fingerprintsOf(new Map([['a.py', 'a'], ['b.py', 'b'], ['c.py', 'c'], ['d.py', 'd']]));

  it('tells which side changed each file while the app was closed', () => {
    const onDisk = disk({ 'a.py': 'a', 'b.py': 'b on disk', 'c.py': 'c on disk' });
    const inDoc = new Map([['a.py', 'a in doc'], ['b.py', 'b'], ['c.py', 'c in doc'], ['d.py', 'd']]);
    const base = reopenBase(written, onDisk, inDoc);
    // a: disk unchanged (the document's edit is written back); b: the disk's change applies;
    // c: both changed, no base; d: deleted on disk, unchanged in the document, so deleted.
    expect(Object.fromEntries(base)).toEqual({ 'a.py': 'a', 'b.py': 'b', 'd.py': 'd' });
    const { doc, map } = docWith(Object.fromEntries(inDoc));
    applyDiskChanges(doc, map, base, onDisk, 'disk');
    expect(contents(map)).toEqual({ 'a.py': 'a in doc', 'b.py': 'b on disk', 'c.py': 'c on disk' });
  });
});
