import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * Serves the built renderer from its own scope, with compression for its bundles (small API replies
 * stay outside compression's hook). Returns the page for the SPA fallback (every address but `/`),
 * or undefined when no renderer is built and the server answers the API only.
 */
export async function registerRenderer(app: FastifyInstance, rendererDir: string | undefined): Promise<string | undefined> {
  const indexFile = rendererDir ? path.join(rendererDir, 'index.html') : undefined;
  if (!rendererDir || !indexFile || !fs.existsSync(indexFile)) return undefined;
  await app.register(async (scope) => {
    await scope.register(compress, { threshold: 1024 });
    await scope.register(fastifyStatic, {
      root: rendererDir,
      wildcard: true,
      index: ['index.html'],
      // Our own cache-control below; the plugin's would overwrite it with max-age=0.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so those can be cached for a year.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  });
  return withRestOfStyles(fs.readFileSync(indexFile, 'utf8'), rendererDir);
}

const viteManifest = z.record(z.string(), z.object({ file: z.string() }));

/**
 * The page for every address but `/` (which the static files answer with index.html as built). The
 * home page draws with the first paint's share of Mantine's styles; every other screen waits for
 * the rest (src-renderer/src/app/styles/), so its page asks for them at once, beside the entry
 * script, instead of after the script has run. Without a build manifest the page stays as built
 * and the screens fetch the rest themselves.
 */
function withRestOfStyles(indexHtml: string, rendererDir: string): string {
  const manifestFile = path.join(rendererDir, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) return indexHtml;
  const parsed = viteManifest.safeParse(JSON.parse(fs.readFileSync(manifestFile, 'utf8')));
  const rest = parsed.success ? Object.entries(parsed.data).find(([source]) => source.endsWith('app/styles/rest-styles.ts'))?.[1].file : undefined;
  if (!rest?.endsWith('.css') || !indexHtml.includes('</head>')) return indexHtml;
  return indexHtml.replace('</head>', `  <link rel="stylesheet" crossorigin href="/${rest}">\n  </head>`);
}
