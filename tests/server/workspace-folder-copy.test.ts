import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FolderProject, KodeshalaBridge } from '@shared/bridge';
import { MessageError } from '@shared/i18n/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { FolderProjects } from '../../src-main/services/folder-projects';
import { WorkspaceCopies } from '../../src-main/services/workspace-copies';
import { type FolderCopy, type FolderCopyState, documentFiles, keepInFolder } from '../../src-renderer/src/features/workspace/folder-copy';

/**
 * A shared project's copy in a folder, end to end below the window: the renderer's linking logic
 * on main's real folder service (its watcher, its atomic writes) over a real temporary folder, and
 * two members' documents exchanging updates as the live endpoint would relay them.
 */

let base: string;
let listeners: Array<(project: FolderProject) => void>;
let service: FolderProjects;
let copies: WorkspaceCopies;
let saves: number;
let running: FolderCopy[];

const owner = 1;
const folders: Pick<KodeshalaBridge['folders'], 'save' | 'read' | 'onChanged'> = {
  save: async (id, files) => (saves++, service.save(owner, id, files)),
  read: async (id) => service.read(owner, id),
  onChanged: (listener) => {
    listeners.push(listener);
    return () => void (listeners = listeners.filter((l) => l !== listener));
  },
};

beforeEach(() => {
  base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-folder-copy-')));
  listeners = [];
  saves = 0;
  running = [];
  service = new FolderProjects((_owner, project) => listeners.forEach((listener) => listener(project)), 50);
  copies = new WorkspaceCopies(service, { read: () => ({}), write: () => undefined });
});

afterEach(async () => {
  for (const copy of running) await copy.stop();
  service.closeAll();
  fs.rmSync(base, { recursive: true, force: true });
});

/** Two members' documents, relaying each other's updates while `online`. */
function team(files: Record<string, string>) {
  const one = new Y.Doc();
  const two = new Y.Doc();
  const link = { online: true, waiting: [] as Array<() => void> };
  const relay = (from: Y.Doc, to: Y.Doc) =>
    from.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === 'network') return;
      const deliver = () => Y.applyUpdate(to, update, 'network');
      if (link.online) deliver();
      else link.waiting.push(deliver);
    });
  relay(one, two);
  relay(two, one);
  const map = one.getMap<Y.Text>('files');
  for (const [name, content] of Object.entries(files)) map.set(name, new Y.Text(content));
  const reconnect = () => {
    link.online = true;
    link.waiting.splice(0).forEach((deliver) => deliver());
  };
  return { one, two, link, reconnect, filesOf: (doc: Y.Doc) => doc.getMap<Y.Text>('files') };
}

const contents = (files: Y.Map<Y.Text>) => Object.fromEntries(documentFiles(files).map((f) => [f.name, f.content]));

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function linked(doc: Y.Doc, delayMs = 30, folder = path.join(base, 'copy')) {
  if (!fs.existsSync(folder)) fs.mkdirSync(folder);
  const files = doc.getMap<Y.Text>('files');
  const { project } = await copies.link(owner, 'p-1', folder, documentFiles(files));
  const states: FolderCopyState[] = [];
  let remembered: Record<string, string> = {};
  const copy = keepInFolder({
    doc,
    files,
    folders,
    copy: project,
    remember: (next) => void (remembered = next),
    onState: (state) => void states.push(state),
    errorMessage: (error) => (error instanceof MessageError ? error.ref : { message: error instanceof Error ? error.message : String(error) }),
    delayMs,
  });
  running.push(copy);
  await copy.sync();
  return { copy, folder, states, remembered: () => remembered };
}

const onDisk = (folder: string, name: string) => fs.readFileSync(path.join(folder, name), 'utf8');
const vsCode = (folder: string, name: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
  fs.writeFileSync(path.join(folder, name), content);
};

describe('a shared project kept in a folder', () => {
  it('writes every change to the document, a member’s included, to the folder', async () => {
    const { one, two, filesOf } = team({ 'main.py': 'print("hi")\n' });
    const { folder, states } = await linked(one);
    expect(onDisk(folder, 'main.py')).toBe('print("hi")\n');

    filesOf(two).get('main.py')?.insert(0, '# by two\n');
    filesOf(two).set('src/util.py', new Y.Text('x = 1\n'));
    await until(() => fs.existsSync(path.join(folder, 'src/util.py')) && onDisk(folder, 'main.py').startsWith('# by two'));
    filesOf(one).delete('src/util.py');
    await until(() => !fs.existsSync(path.join(folder, 'src')));
    // The folder goes a moment before the copy says it has written.
    await until(() => states.at(-1)?.status === 'written');
  });

  it('keeps a member’s edit that reached the document but not yet the disk when another editor changes the file', async () => {
    const lines = 'first\nsecond\nthird\n';
    const { one, two, filesOf } = team({ 'a.txt': lines });
    // A long gathering time: member two's edit is in the document, its write still waiting, when the disk changes.
    const { folder } = await linked(one, 1500);
    filesOf(two).get('a.txt')?.insert(0, 'zeroth\n');
    vsCode(folder, 'a.txt', 'first\nsecond\nTHIRD\n');
    await until(() => filesOf(two).get('a.txt')?.toString().includes('THIRD') ?? false);
    expect(filesOf(two).get('a.txt')?.toString()).toBe('zeroth\nfirst\nsecond\nTHIRD\n');
    await until(() => onDisk(folder, 'a.txt') === 'zeroth\nfirst\nsecond\nTHIRD\n');
  });

  it('applies another editor’s change as an edit of its span, so a member’s concurrent edit elsewhere survives, and writes nothing back', async () => {
    const lines = 'def a():\n    return 1\n\ndef b():\n    return 2\n';
    const { one, two, link, reconnect, filesOf } = team({ 'app.py': lines });
    const { folder, copy } = await linked(one);

    // Member two edits the top while member one's VS Code edits the bottom; neither has heard of the other.
    link.online = false;
    filesOf(two).get('app.py')?.insert(0, '# two was here\n');
    vsCode(folder, 'app.py', lines.replace('return 2', 'return 20'));
    await until(() => filesOf(one).get('app.py')?.toString().includes('return 20') ?? false);
    reconnect();
    const merged = '# two was here\ndef a():\n    return 1\n\ndef b():\n    return 20\n';
    expect(filesOf(one).get('app.py')?.toString()).toBe(merged);
    expect(filesOf(two).get('app.py')?.toString()).toBe(merged);
    await until(() => onDisk(folder, 'app.py') === merged);

    // Settled: the disk and the document agree, so another pass writes nothing and edits nothing.
    await copy.sync();
    const savesBefore = saves;
    let updates = 0;
    one.on('update', () => updates++);
    await copy.sync();
    expect(saves).toBe(savesBefore);
    expect(updates).toBe(0);
  });

  it('creates a file made on disk and deletes one deleted there, for every member', async () => {
    const { one, two, filesOf } = team({ 'main.py': 'main\n', 'old.py': 'old\n' });
    const { folder } = await linked(one);
    vsCode(folder, 'lib/new.py', 'new\n');
    fs.rmSync(path.join(folder, 'old.py'));
    await until(() => filesOf(two).has('lib/new.py') && !filesOf(two).has('old.py'));
    expect(contents(filesOf(two))).toEqual({ 'main.py': 'main\n', 'lib/new.py': 'new\n' });
  });

  it('merges offline edits of both members and of the disk when the connection returns, without asking', async () => {
    const { one, two, link, reconnect, filesOf } = team({ 'notes.md': 'one\ntwo\nthree\n' });
    const { folder } = await linked(one);
    link.online = false;
    for (let i = 0; i < 20; i++) filesOf(two).get('notes.md')?.insert(0, `two ${i}\n`);
    filesOf(one).get('notes.md')?.insert(filesOf(one).get('notes.md')?.length ?? 0, 'one typed\n');
    await until(() => onDisk(folder, 'notes.md').endsWith('one typed\n'));
    vsCode(folder, 'notes.md', onDisk(folder, 'notes.md').replace('two\n', 'TWO\n'));
    await until(() => filesOf(one).get('notes.md')?.toString().includes('TWO') ?? false);
    reconnect();
    const text = filesOf(one).get('notes.md')?.toString() ?? '';
    expect(filesOf(two).get('notes.md')?.toString()).toBe(text);
    expect(text).toContain('two 19\n');
    expect(text).toContain('TWO\nthree\none typed\n');
    await until(() => onDisk(folder, 'notes.md') === text);
  });

  it('opened again after the app was closed, applies what the disk changed meanwhile and writes what the document did', async () => {
    const { one, filesOf } = team({ 'a.py': 'a\n', 'b.py': 'b\n' });
    const first = await linked(one);
    const remembered = first.remembered();
    await first.copy.stop();
    running = [];
    service.closeAll();

    vsCode(first.folder, 'a.py', 'a changed on disk\n');
    filesOf(one).get('b.py')?.insert(0, 'b changed in the document, ');
    const { project } = await copies.link(owner, 'p-1', first.folder, documentFiles(filesOf(one)));
    const again = keepInFolder({ doc: one, files: filesOf(one), folders, copy: project, written: remembered, remember: () => undefined, onState: () => undefined, errorMessage: (error: unknown) => ({ message: String(error) }), delayMs: 30 });
    running.push(again);
    await again.sync();
    expect(contents(filesOf(one))).toEqual({ 'a.py': 'a changed on disk\n', 'b.py': 'b changed in the document, b\n' });
    expect(onDisk(first.folder, 'b.py')).toBe('b changed in the document, b\n');
  });

  it('never empties the folder from a document this device has not filled yet', async () => {
    const { one } = team({ 'a.py': 'a\n' });
    const first = await linked(one);
    const remembered = first.remembered();
    await first.copy.stop();
    running = [];
    service.closeAll();
    const { project } = await copies.link(owner, 'p-1', first.folder, documentFiles(one.getMap<Y.Text>('files')));
    const empty = new Y.Doc();
    const again = keepInFolder({ doc: empty, files: empty.getMap<Y.Text>('files'), folders, copy: project, written: remembered, remember: () => undefined, onState: () => undefined, errorMessage: (error: unknown) => ({ message: String(error) }), delayMs: 30 });
    running.push(again);
    await again.sync();
    expect(onDisk(first.folder, 'a.py')).toBe('a\n');
    expect(saves).toBe(0);
  });

  it('says what went wrong when the folder cannot take the document', async () => {
    const { one, filesOf } = team({ 'main.py': 'x\n' });
    const { states } = await linked(one);
    filesOf(one).set('bad:name.py', new Y.Text('y'));
    await until(() => states.at(-1)?.status === 'error');
    expect(states.at(-1)).toMatchObject({ status: 'error', message: { message: expect.stringContaining('/') as unknown } });
  });
});
