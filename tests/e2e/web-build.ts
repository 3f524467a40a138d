import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * A new build of the web edition made from a built one, without running the bundler again: every
 * hashed file gets a new name (as a real build does when its content changes), every reference to
 * it follows, the build id changes and so do the precache revisions. The result is a build that
 * shares no file name with the old one, so a page mixing the two would show it. The brotli copies
 * the server sends in place of a file are made again from the new files, as the build makes them.
 */
const hashed = /^(.*)-([A-Za-z0-9_-]{8})(\.[a-z0-9]+(?:\.map)?)$/;
const textFile = /\.(js|mjs|css|html|json)$/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The build id the worker of a built folder carries (aliases.ts: `<version>-<time in base 36>`). */
export function readBuildId(dir: string): string {
  const { version } = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string };
  const sw = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
  const match = new RegExp(`["'](${escape(version)}-[a-z0-9]+)["']`).exec(sw);
  if (!match?.[1]) throw new Error(`No build id in ${dir}/sw.js`);
  return match[1];
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Turns the build in `dir` into the next one, in place; answers the new build id. */
export function deployNextBuild(dir: string): string {
  const oldBuild = readBuildId(dir);
  const newBuild = `${oldBuild}n`;
  const compressed = filesUnder(dir).filter((file) => file.endsWith('.br'));
  for (const file of compressed) fs.rmSync(file);
  const renames = new Map<string, string>();
  for (const file of fs.readdirSync(path.join(dir, 'assets'))) {
    const match = hashed.exec(file);
    if (match) renames.set(file, `${match[1]}-${match[2]}n${match[3]}`);
  }
  const names = new RegExp([...renames.keys()].sort((a, b) => b.length - a.length).map(escape).join('|'), 'g');
  for (const file of filesUnder(dir)) {
    if (!textFile.test(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    let next = text.replace(names, (name) => renames.get(name) ?? name).replaceAll(oldBuild, newBuild);
    if (path.basename(file) === 'sw.js') next = next.replace(/(revision["']?\s*:\s*["'])([0-9a-f]+)/g, '$1$2ff');
    if (next !== text) fs.writeFileSync(file, next);
  }
  for (const [from, to] of renames) fs.renameSync(path.join(dir, 'assets', from), path.join(dir, 'assets', to));
  for (const copy of compressed) {
    const source = copy.slice(0, -'.br'.length);
    const renamed = path.dirname(source) === path.join(dir, 'assets') ? renames.get(path.basename(source)) : undefined;
    const file = renamed ? path.join(dir, 'assets', renamed) : source;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(fs.readFileSync(file)));
  }
  return newBuild;
}
