import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';

/** What a learner may download to open the reader, gzipped; bench/reader.ts prints it, the e2e run holds it. */
export const readerBundleBudgetKb = 250;

const manifestEntry = z.object({
  file: z.string(),
  name: z.string().optional(),
  src: z.string().optional(),
  isEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
  dynamicImports: z.array(z.string()).optional(),
});
const manifestSchema = z.record(z.string(), manifestEntry);

/**
 * The JavaScript a learner downloads to open the reader: the entry and the reader route's chunk
 * with everything they import statically. What the reader loads on demand afterwards (the code
 * highlighter, when a lesson has code) is reported beside it.
 */
export function readerBundle(webDir: string): { files: string[]; gzipKb: number; onDemand: string[]; onDemandKb: number } {
  const manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8')));
  // The app's entry; the build's other entry is the prerendered pages' start-up script.
  const entry = manifest['index.html']?.isEntry ? 'index.html' : undefined;
  const reader = Object.keys(manifest).find((key) => manifest[key]?.name === 'CourseReaderPage' || manifest[key]?.src?.endsWith('/CourseReaderPage.tsx'));
  if (!entry || !reader) throw new Error('The web build has no entry or no lazily loaded reader route (features/courses/CourseReaderPage.tsx).');
  const closure = (roots: string[], exclude: Set<string> = new Set()) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || exclude.has(key)) return;
      seen.add(key);
      for (const child of manifest[key]?.imports ?? []) visit(child);
    };
    roots.forEach(visit);
    return seen;
  };
  const staticKeys = closure([entry, reader]);
  // What the reader's chunks load later, the reader's own or from a chunk it shares with another
  // screen (the tutor reuses the reader's code view); the entry's lazy routes are other screens.
  const lazyRoots = [...staticKeys].filter((key) => key !== entry).flatMap((key) => manifest[key]?.dynamicImports ?? []);
  const lazyKeys = closure(lazyRoots, staticKeys);
  const jsFiles = (keys: Set<string>) => [...keys].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
  const gzipKb = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(webDir, file))).length, 0) / 1024;
  const files = jsFiles(staticKeys);
  const onDemand = jsFiles(lazyKeys);
  return { files, gzipKb: gzipKb(files), onDemand, onDemandKb: gzipKb(onDemand) };
}
