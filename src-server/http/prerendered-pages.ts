import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const drawnPage = z.object({ body: z.string(), title: z.string().optional(), description: z.string().optional() });
/** One address of the renderer drawn to HTML, with the title and description its screen gives itself. */
export type DrawnPage = z.infer<typeof drawnPage>;

/**
 * The public pages drawn at build time for a visitor who is not signed in (npm run build:web writes
 * them to out/web-prerender/pages.json beside out/web, scripts/prerender-pages.mjs), by address;
 * none when the build has no such file.
 */
export function loadPrerenderedPages(rendererDir: string): Map<string, DrawnPage> {
  const file = path.join(path.dirname(rendererDir), `${path.basename(rendererDir)}-prerender`, 'pages.json');
  if (!fs.existsSync(file)) return new Map();
  return new Map(Object.entries(z.record(z.string(), drawnPage).parse(JSON.parse(fs.readFileSync(file, 'utf8')))));
}

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const emptyRoot = '<div id="root"></div>';

/**
 * A page whose screen the server has drawn: the HTML in #root, and in place of the app's entry the
 * small start-up script (start-on-interaction.ts), which fetches the entry and the screen's chunks,
 * listed on it, once the visitor first moves or types. The page's styles stay, so it looks as the
 * app draws it; it is marked English, the language it is drawn in. Returns the page unchanged if it is not the shape the build writes.
 */
export function withPrerenderedBody(page: string, drawn: DrawnPage, startScript: string): string {
  const entry = entryScript.exec(page)?.[1];
  if (!entry || !page.includes(emptyRoot)) return page;
  const preloads = [...page.matchAll(modulePreload)].map((match) => match[1]);
  const start = `<script type="module" crossorigin src="${startScript}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
  let result = page
    // The language the page is drawn in, as the app marks it once it runs.
    .replace(/<html lang="[^"]*">/, '<html lang="en">')
    .replace(modulePreload, '')
    .replace(entryScript, () => start)
    .replace(emptyRoot, () => `<div id="root" data-prerendered>${drawn.body}</div>`);
  const { title, description } = drawn;
  if (title) result = result.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description) result = result.replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeHtml(description)}" />`);
  return result;
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
