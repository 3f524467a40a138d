import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built renderer; returns whether there is one (otherwise the server is API-only). */
export async function registerRenderer(app: FastifyInstance, rendererDir: string | undefined): Promise<boolean> {
  if (!rendererDir || !fs.existsSync(path.join(rendererDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
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
  return true;
}
