import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { organizationData, organizationDataId } from '@shared/home/organization-data';
import type { SessionReply } from '@shared/api/auth';
import { colorSchemeAttribute } from '@shared/routing/color-scheme';
import { prerenderedPage, prerenderQueriesId, type PrerenderedPage, type PrerenderQueries } from '@shared/routing/prerendered';
import { prerenderSessionId } from '@shared/routing/prerender-session';

/**
 * The public pages drawn at build time for a visitor who is not signed in (npm run build:web writes
 * them to out/web-prerender/pages.json beside out/web, scripts/prerender-pages.mjs), by address;
 * none when the build has no such file.
 */
export function loadPrerenderedPages(rendererDir: string): Map<string, PrerenderedPage> {
  const file = path.join(path.dirname(rendererDir), `${path.basename(rendererDir)}-prerender`, 'pages.json');
  if (!fs.existsSync(file)) return new Map();
  return new Map(Object.entries(z.record(z.string(), prerenderedPage).parse(JSON.parse(fs.readFileSync(file, 'utf8')))));
}

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const emptyRoot = '<div id="root"></div>';

/**
 * A page whose screen the server has drawn: the HTML in #root, and in place of the app's entry the
 * small start-up script (start-on-interaction.ts), which fetches the entry and the screen's chunks,
 * listed on it, once the visitor first moves or types. The page's styles stay, so it looks as the
 * app draws it; it is marked English, the language it is drawn in. Its head carries what crawlers
 * and link previews read, which run no script: the title, description, canonical link, Open Graph
 * tags and structured data, at `origin` (the site's public address). A page drawn from changing
 * data carries that data (`queries`) for the app to start from, and one drawn for a signed-in
 * learner their session. Returns the page unchanged if it is not the shape the build writes.
 */
export function withPrerenderedBody(page: string, drawn: PrerenderedPage, startScript: string, origin: string, queries: PrerenderQueries = [], session?: SessionReply): string {
  const entry = entryScript.exec(page)?.[1];
  if (!entry || !page.includes(emptyRoot)) return page;
  const preloads = [...page.matchAll(modulePreload)].map((match) => match[1]);
  const start = `<script type="module" crossorigin src="${startScript}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
  let result = page
    // The language the page is drawn in, as the app marks it once it runs, and the light scheme
    // the page is drawn in: Mantine's colours hang on this attribute, and setting it only from the
    // start-up script, after the first paint, made the phone restyle and lay out the whole page twice.
    .replace(/<html lang="[^"]*">/, `<html lang="en" ${colorSchemeAttribute}="light">`)
    .replace(modulePreload, '')
    .replace(entryScript, () => start)
    .replace(emptyRoot, () => `<div id="root" data-prerendered>${drawn.body}</div>${carried(queries, session)}`);
  const { title, description } = drawn;
  if (title) result = result.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description) result = result.replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeHtml(description)}" />`);
  const head = headTags(drawn, origin);
  return head.length ? result.replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`) : result;
}

/** The tags the app's page-meta hook and structured-data hook write, as they would write them. */
function headTags({ title, description, canonicalPath, structuredData }: PrerenderedPage, origin: string): string[] {
  const tags: string[] = [];
  const meta = (property: string, content: string) => tags.push(`<meta property="${property}" content="${escapeHtml(content)}">`);
  if (canonicalPath) {
    const canonical = new URL(canonicalPath, origin).toString();
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
    if (title) meta('og:title', title);
    if (description) meta('og:description', description);
    meta('og:url', canonical);
    meta('og:type', 'website');
  }
  if (structuredData === 'organization') tags.push(`<script type="application/ld+json" id="${organizationDataId}">${scriptJson(organizationData(origin))}</script>`);
  return tags;
}

const dataScript = (id: string, value: unknown) => `\n    <script type="application/json" id="${id}">${scriptJson(value)}</script>`;
const carried = (queries: PrerenderQueries, session: SessionReply | undefined) =>
  `${queries.length ? dataScript(prerenderQueriesId, queries) : ''}${session ? dataScript(prerenderSessionId, session) : ''}`;

/** JSON to put inside a script element, where only `</` could end it early; `<` written as \u003c is the same JSON. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
