import react from '@vitejs/plugin-react';
import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import { aliases, monacoApiAlias, productionRouter, quietZodAnnotations, rendererDedupe, rendererDefines } from './aliases';

const shared = { '@shared': aliases['@shared'] };

export default defineConfig(({ mode }) => ({
  main: {
    // The platform server runs in its own utility process (server-process.js), started by main, and
    // its heavy-work pool's worker entry sits beside it, where the pool looks for it. esbuild (a
    // development tool) is imported only when the pool runs from source.
    plugins: [externalizeDepsPlugin({ include: ['esbuild'] })],
    resolve: { alias: { ...shared, '@server': aliases['@server'] } },
    build: {
      outDir: 'out/main',
      rollupOptions: { input: { index: 'src-main/index.ts', 'server-process': 'src-main/server-process/entry.ts', 'heavy-work-worker': 'src-server/heavy-work/worker.ts' } },
    },
  },
  preload: {
    plugins: [externalizeDepsPlugin({ exclude: ['@electron-toolkit/preload'] })],
    resolve: { alias: shared },
    build: {
      outDir: 'out/preload',
      rollupOptions: { input: { index: 'src-preload/index.ts' }, output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: 'src-renderer',
    plugins: [react()],
    define: rendererDefines,
    resolve: {
      alias: [
        ...productionRouter(mode),
        monacoApiAlias,
        ...Object.entries({ ...shared, '@renderer': aliases['@renderer'], '@resources': aliases['@resources'] }).map(([find, replacement]) => ({ find, replacement })),
      ],
      dedupe: rendererDedupe,
    },
    build: { outDir: 'out/renderer', chunkSizeWarningLimit: 1600, rollupOptions: { input: { index: 'src-renderer/index.html' }, onwarn: quietZodAnnotations } },
  },
}));
