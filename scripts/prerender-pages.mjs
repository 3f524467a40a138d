// Draws the public pages a new visitor gets from the server (src-shared/routing/screens.ts marks
// them `prerender`) with the prerenderer `npm run build:web` has just built, into
// out/web-prerender/pages.json, which the server reads at start (src-server/http/prerendered-pages.ts).
// A page that cannot be drawn fails the build: it would otherwise reach visitors as the app's page
// without anyone noticing.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prerenderPage, prerenderedPaths } from '../out/web-prerender/prerender-page.js';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../out/web-prerender/pages.json');
const pages = {};
for (const pathname of prerenderedPaths) {
  const started = performance.now();
  pages[pathname] = await prerenderPage(pathname);
  console.log(`prerendered ${pathname} in ${Math.round(performance.now() - started)} ms`);
}
fs.writeFileSync(out, JSON.stringify(pages));
// The screens' modules leave timers behind (the query cache's collection, the carousel's store),
// which would keep this process waiting for nothing.
process.exit(0);
