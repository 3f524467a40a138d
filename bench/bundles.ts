import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { manifestKey } from '../src-shared/routing/manifest-key';
import { screenFor } from '../src-shared/routing/screens';
import { loadPrerenderedPages, withPrerenderedBody } from '../src-server/http/prerendered-pages';
import { reportFigure } from './figure';
import { root } from './harness';

/**
 * What a first visit downloads before a screen can draw: the entry and the route's chunk with
 * everything they import statically, and the share of Mantine's styles the screen waits for
 * (Screen.styles), JavaScript and CSS, gzipped (from `npm run build:web`).
 * Budgets: the home route under 170 KB, the reader under 250 KB.
 */
const manifestEntry = z.object({
  file: z.string(),
  src: z.string().optional(),
  name: z.string().optional(),
  isEntry: z.boolean().optional(),
  isDynamicEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
  css: z.array(z.string()).optional(),
});
const webDir = path.join(root, 'out/web');
const manifest = z.record(z.string(), manifestEntry).parse(JSON.parse(fs.readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8')));
const entry = 'index.html';
if (!manifest[entry]?.isEntry) throw new Error('The web build has no entry: run npm run build:web first.');

function chunkOf(module: string): string {
  const key = manifestKey(manifest, module);
  if (!key) throw new Error(`No lazily loaded chunk for ${module} in the web build.`);
  return key;
}
const mantineShares = {
  'first-paint': [],
  reader: [chunkOf('src/core/styles/reader-styles.ts')],
  all: [chunkOf('src/core/styles/reader-styles.ts'), chunkOf('src/core/styles/rest-styles.ts')],
};

function routeFiles(address: string): Set<string> {
  const screen = screenFor(address);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) visit(child);
  };
  [entry!, chunkOf(screen.module), ...mantineShares[screen.styles ?? 'all']].forEach(visit);
  const files = new Set<string>();
  for (const key of seen) {
    const item = manifest[key];
    if (!item) continue;
    files.add(item.file);
    for (const css of item.css ?? []) files.add(css);
  }
  return files;
}

/** Gzipped, as the budgets count; and as sent to a browser that takes brotli (the build's `.br` copies, src-server/http/renderer.ts). */
function routeBytes(files: Set<string>): { js: number; css: number; brotli: number } {
  let js = 0;
  let css = 0;
  let brotli = 0;
  for (const file of files) {
    const content = fs.readFileSync(path.join(webDir, file));
    const size = gzipSync(content).length;
    if (file.endsWith('.css')) css += size;
    else if (file.endsWith('.js')) js += size;
    const copy = path.join(webDir, `${file}.br`);
    brotli += fs.existsSync(copy) ? fs.statSync(copy).size : content.length;
  }
  return { js, css, brotli };
}

/**
 * A screen draws with only some of Mantine's styles (src-renderer/src/core/styles/). A Mantine
 * component whose code is in its route but whose classes are not in its stylesheets would draw
 * unstyled until the rest arrives: name each one.
 */
const sourceMap = z.object({ sources: z.array(z.string()) });
function unstyledComponents(files: Set<string>): string[] {
  const css = [...files].filter((file) => file.endsWith('.css')).map((file) => fs.readFileSync(path.join(webDir, file), 'utf8')).join('\n');
  const components = new Set<string>();
  for (const file of [...files].filter((name) => name.endsWith('.js'))) {
    const mapFile = path.join(webDir, `${file}.map`);
    if (!fs.existsSync(mapFile)) continue;
    for (const source of sourceMap.parse(JSON.parse(fs.readFileSync(mapFile, 'utf8'))).sources) {
      const component = /@mantine\/core\/esm\/components\/([^/]+)\//.exec(source)?.[1];
      if (component) components.add(component);
    }
  }
  return [...components]
    .filter((component) => {
      const stylesheet = path.join(root, 'node_modules/@mantine/core/styles', `${component}.css`);
      if (!fs.existsSync(stylesheet)) return false;
      const classes = new Set(fs.readFileSync(stylesheet, 'utf8').match(/\.m_[0-9a-f]+/g) ?? []);
      return [...classes].some((name) => !css.includes(name));
    })
    .sort();
}

/**
 * The home page as the server sends it to a visitor who is not signed in: drawn already, with its
 * stylesheets and the start-up script, and none of the app, which comes when the visitor first
 * moves or types (src-server/http/prerendered-pages.ts). The HTML counts too, as it now carries
 * the page. Undefined when the build drew no pages.
 */
function prerenderedHomeBytes(): { html: number; css: number; js: number; files: Set<string> } | undefined {
  const drawn = loadPrerenderedPages(webDir).get('/');
  const start = manifest['src/shell/prerender/start-on-interaction.ts'];
  if (!drawn || !start) return undefined;
  const page = withPrerenderedBody(fs.readFileSync(path.join(webDir, 'index.html'), 'utf8'), drawn, `/${start.file}`, 'https://kodeshala.in');
  const files = new Set<string>();
  const visit = (key: string) => {
    const item = manifest[key];
    if (!item || files.has(item.file)) return;
    files.add(item.file);
    for (const child of item.imports ?? []) visit(child);
  };
  visit('src/shell/prerender/start-on-interaction.ts');
  // The page's stylesheets: the entry's, and the home screen's own (its share of Mantine's is the entry's).
  for (const css of [...routeFiles('/')].filter((file) => file.endsWith('.css'))) files.add(css);
  const bytes = routeBytes(files);
  return { html: gzipSync(page).length, css: bytes.css, js: bytes.js, files };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const prerenderedHome = prerenderedHomeBytes();
if (prerenderedHome) {
  const { html, css, js } = prerenderedHome;
  const totalKb = kb(html + css + js);
  console.log(`home page before the visitor moves (prerendered): ${kb(html)} KB HTML + ${kb(css)} KB CSS + ${kb(js)} KB JavaScript gzipped (budget < 170 KB: ${totalKb < 170 ? 'met' : 'MISSED'})`);
  reportFigure({ name: 'home page before the visitor moves, HTML + CSS + JS gzipped', value: totalKb, unit: 'KB', budget: 170, bound: 'at most' });
} else {
  console.log('home page: the build drew no pages (out/web-prerender/pages.json), so the app draws it');
}

const routes = [
  // With the prerenderer, the home page fetches these once the visitor moves; without it, before it draws.
  { name: 'home', address: '/', budgetKb: prerenderedHome ? undefined : 170 },
  { name: 'reader', address: '/courses/a-course', budgetKb: 250 },
];
for (const { name, address, budgetKb } of routes) {
  const files = routeFiles(address);
  const bytes = routeBytes(files);
  const totalKb = kb(bytes.js + bytes.css);
  const verdict = budgetKb === undefined ? 'fetched when the visitor first moves' : `budget < ${budgetKb} KB: ${totalKb < budgetKb ? 'met' : 'MISSED'}`;
  console.log(`${name} route: ${(bytes.js / 1024).toFixed(1)} KB JavaScript + ${(bytes.css / 1024).toFixed(1)} KB CSS gzipped in ${files.size} files (${verdict})`);
  reportFigure({ name: `${name} route JS + CSS gzipped${budgetKb === undefined ? ', the app once started' : ''}`, value: totalKb, unit: 'KB', ...(budgetKb === undefined ? {} : { budget: budgetKb, bound: 'at most' as const }) });
  reportFigure({ name: `${name} route JS + CSS sent as brotli`, value: kb(bytes.brotli), unit: 'KB' });
  const unstyled = unstyledComponents(files);
  console.log(`${name} route: ${unstyled.length} Mantine components without their styles at first paint${unstyled.length ? `: ${unstyled.join(', ')}` : ''}`);
  reportFigure({ name: `${name} route components unstyled at first paint`, value: unstyled.length, unit: 'components', budget: 0, bound: 'at most' });
}
