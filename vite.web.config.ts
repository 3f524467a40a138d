import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { aliases, monacoApiAlias, productionRouter, quietZodAnnotations, rendererDedupe, rendererDefines } from './aliases';

/**
 * The web edition's service worker (product.md §3.2.8): src-renderer/sw/sw.ts built to /sw.js with
 * this build's precache list injected. The precache is the app shell, the route chunks and the code
 * editor with its base worker and icon font, so the playground opens offline; the editor's language
 * workers and the PDF engine (about 12 MB) are fetched when first used and kept by the worker's
 * asset cache, so a learner's first visit on mobile data does not download them.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  // src-renderer/src/features/offline registers it, after the page has rendered and never in the desktop app.
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['index.html', 'favicon.svg', 'assets/**/*.{js,css,svg,woff2}', 'assets/codicon-*.ttf', 'images/**/*.{svg,png,webp}'],
    globIgnores: ['**/{ts,json,css,html}.worker-*.js', '**/pdf.worker*', '**/render-resume-pdf-*.js', '**/pdf-page-images-*.js'],
    // The code editor's chunk is the one file this large the precache takes.
    maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
    // A classic script: Firefox and Safari register module workers only in their latest versions.
    rollupFormat: 'iife',
    rollupOptions: { onwarn: quietZodAnnotations },
  },
  // Another large chunk is left out of the precache with a warning rather than failing the build.
  showMaximumFileSizeToCacheInBytesWarning: true,
});

/**
 * A brotli copy of every script, style and page beside it, at the highest level, which costs
 * seconds per megabyte: too slow to spend on each request, so the server sends these copies
 * (src-server/http/renderer.ts) and compresses on the fly only what has none. The entry script
 * goes out about 15% smaller than gzip on the fly.
 */
const brotliCopies = compression({
  algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } })],
  exclude: [/\.map$/],
});

const rendererRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src-renderer');

/**
 * The browser edition: the same renderer source as the desktop app, served by the platform server.
 * Beside the app, the start-up script of prerendered pages is an entry of its own. With `--ssr`
 * (npm run build:web runs both), the same config builds the prerenderer the server draws public
 * pages with (src-renderer/src/shell/prerender/) into out/web-prerender.
 */
export default defineConfig(({ mode, isSsrBuild }) => ({
  root: 'src-renderer',
  publicDir: isSsrBuild ? false : 'public',
  plugins: isSsrBuild ? [react()] : [react(), serviceWorker, brotliCopies],
  // The prerenderer carries its packages, as the app's bundle does, so the server draws pages with
  // React's production build and an install without dev dependencies still draws them.
  define: isSsrBuild ? { ...rendererDefines, 'process.env.NODE_ENV': JSON.stringify(mode) } : rendererDefines,
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  resolve: {
    alias: [
      ...productionRouter(mode),
      monacoApiAlias,
      { find: '@shared', replacement: aliases['@shared'] },
      { find: '@renderer', replacement: aliases['@renderer'] },
      { find: '@resources', replacement: aliases['@resources'] },
    ],
    dedupe: rendererDedupe,
  },
  build: isSsrBuild
    ? { outDir: '../out/web-prerender', emptyOutDir: true, sourcemap: true, rollupOptions: { onwarn: quietZodAnnotations } }
    : {
        outDir: '../out/web',
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
        chunkSizeWarningLimit: 1200,
        rollupOptions: {
          input: { index: path.join(rendererRoot, 'index.html'), start: path.join(rendererRoot, 'src/shell/prerender/start-on-interaction.ts') },
          onwarn: quietZodAnnotations,
        },
      },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
