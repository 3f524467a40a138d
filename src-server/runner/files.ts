import fs from 'node:fs';
import path from 'node:path';
import type { RunnerFile } from '@shared/api/runner';
import { runnerMessageTable } from '@shared/runner/messages';
import { AppError, badRequest } from '../errors';
import type { LanguageSpec } from './languages';

export interface PreparedFile {
  name: string;
  bytes: Buffer;
}

/** A relative name inside the working folder: no empty, `.` or `..` parts, no control characters. */
const isSafeName = (name: string): boolean =>
  name.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && [...part].every((c) => c.charCodeAt(0) >= 0x20 && c !== '\u007f'));

/**
 * Decodes the request's files and names them inside the working folder. Names must stay inside
 * it (no `..`, no absolute paths); an unnamed file gets the language's usual name, the first file
 * is the entry (Piston's rule).
 */
export function prepareFiles(files: RunnerFile[], spec: LanguageSpec, maxBytes: number): PreparedFile[] {
  const seen = new Set<string>();
  let total = 0;
  const prepared = files.map((file, index) => {
    let name = file.name?.trim() || (index === 0 ? spec.defaultFile : `file${index}${path.extname(spec.defaultFile)}`);
    if (!isSafeName(name)) {
      throw badRequest(runnerMessageTable.ref('badFileName', { name: file.name ?? '' }));
    }
    const bytes = Buffer.from(file.content, file.encoding ?? 'utf8');
    total += bytes.length;
    if (index === 0 && spec.entryName) name = spec.entryName(name, bytes.toString('utf8'));
    if (seen.has(name)) throw badRequest(runnerMessageTable.ref('sameFileName', { name }));
    seen.add(name);
    return { name, bytes };
  });
  if (total > maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', runnerMessageTable.ref('filesTooLarge', { kb: Math.round(maxBytes / 1024) }), 413);
  }
  return prepared;
}

/** Writes the files; as root they (and their folders) are handed to the run slot's own user. */
export function writeFiles(dir: string, files: PreparedFile[], uid: number | undefined): void {
  for (const file of files) {
    const target = path.join(dir, file.name);
    for (let folder = path.dirname(target); folder !== dir && !fs.existsSync(folder); folder = path.dirname(folder)) {
      fs.mkdirSync(folder, { recursive: true });
    }
    fs.writeFileSync(target, file.bytes, { mode: 0o644 });
  }
  if (uid === undefined) return;
  const own = (target: string) => {
    fs.chownSync(target, uid, uid);
    if (fs.statSync(target).isDirectory()) for (const entry of fs.readdirSync(target)) own(path.join(target, entry));
  };
  own(dir);
}
