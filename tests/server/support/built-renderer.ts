import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './test-app';

/** The shape Vite writes the built index.html in: the entry and its chunks in the head, an empty root. */
export const builtIndex = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>Kodeshala: learn to code, build, compete</title>
    <meta name="description" content="Beginner-friendly programming courses." />
    <script type="module" crossorigin src="/assets/index-1111.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-2222.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3333.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** A renderer folder as the web build writes it (the built page and its manifest), with an empty folder for the prerenderer's output beside it. */
export function builtRenderer(name: string, manifest: Record<string, unknown>): { work: string; web: string } {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `kodeshala-${name}-`));
  const web = path.join(work, 'web');
  fs.mkdirSync(path.join(web, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(web, 'index.html'), builtIndex);
  fs.writeFileSync(path.join(web, '.vite/manifest.json'), JSON.stringify(manifest));
  fs.mkdirSync(path.join(work, 'web-prerender'));
  return { work, web };
}

/** The prerenderer where the build writes it, played by `source`: an ES module exporting prerenderPage. */
export function withPrerenderer(work: string, source: string): void {
  fs.writeFileSync(path.join(work, 'web-prerender/package.json'), '{"type":"module"}');
  fs.writeFileSync(path.join(work, 'web-prerender/prerender-page.js'), source);
}

/**
 * A test server whose built renderer has the start-up script and a prerenderer played by `source`;
 * `close` stops it and removes the folder.
 */
export async function appWithPrerenderer(name: string, source: string): Promise<{ t: TestApp; close: () => Promise<void> }> {
  const { work, web } = builtRenderer(name, {
    'index.html': { file: 'assets/index-1111.js', isEntry: true, css: ['assets/index-3333.css'] },
    'src/shell/prerender/start-on-interaction.ts': { file: 'assets/start-4444.js', isEntry: true, src: 'src/shell/prerender/start-on-interaction.ts' },
  });
  withPrerenderer(work, source);
  const t = await createTestApp({ RENDERER_DIR: web });
  return {
    t,
    close: async () => {
      await t.close();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
