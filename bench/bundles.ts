import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { reportFigure } from './figure';
import { root } from './harness';

/**
 * What a first visit downloads before a screen can draw: the entry and the route's chunk with
 * everything they import statically, JavaScript and CSS, gzipped (from `npm run build:web`).
 * Budgets: the home route under 170 KB, the reader under 250 KB.
 */
const manifestEntry = z.object({
  file: z.string(),
  src: z.string().optional(),
  isEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
  css: z.array(z.string()).optional(),
});
const webDir = path.join(root, 'out/web');
const manifest = z.record(z.string(), manifestEntry).parse(JSON.parse(fs.readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8')));
const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('The web build has no entry: run npm run build:web first.');

function routeBytes(screen: string): { js: number; css: number; files: number } {
  const route = Object.keys(manifest).find((key) => manifest[key]?.src?.endsWith(screen) || key.endsWith(screen));
  if (!route) throw new Error(`No lazily loaded chunk for ${screen} in the web build.`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) visit(child);
  };
  [entry!, route].forEach(visit);
  const files = new Set<string>();
  for (const key of seen) {
    const item = manifest[key];
    if (!item) continue;
    files.add(item.file);
    for (const css of item.css ?? []) files.add(css);
  }
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(fs.readFileSync(path.join(webDir, file))).length;
    if (file.endsWith('.css')) css += size;
    else if (file.endsWith('.js')) js += size;
  }
  return { js, css, files: files.size };
}

const budgets = [
  { name: 'home', screen: 'features/home/HomePage.tsx', budgetKb: 170 },
  { name: 'reader', screen: 'features/courses/CourseReaderPage.tsx', budgetKb: 250 },
];
for (const { name, screen, budgetKb } of budgets) {
  const bytes = routeBytes(screen);
  const totalKb = Math.round(((bytes.js + bytes.css) / 1024) * 10) / 10;
  console.log(`${name} route: ${(bytes.js / 1024).toFixed(1)} KB JavaScript + ${(bytes.css / 1024).toFixed(1)} KB CSS gzipped in ${bytes.files} files (budget < ${budgetKb} KB: ${totalKb < budgetKb ? 'met' : 'MISSED'})`);
  reportFigure({ name: `${name} route JS + CSS gzipped`, value: totalKb, unit: 'KB', budget: budgetKb, bound: 'at most' });
}
