import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built renderer from its own scope, with compression for its bundles (small API replies
 * stay outside compression's hook). Returns index.html for the SPA fallback, or undefined when no
 * renderer is built and the server answers the API only.
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
  return fs.readFileSync(indexFile, 'utf8');
}
