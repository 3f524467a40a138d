import react from '@vitejs/plugin-react';
import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import { aliases, monacoApiAlias, productionRouter, quietZodAnnotations, rendererDedupe, rendererDefines } from './aliases';

const shared = { '@shared': aliases['@shared'] };

export default defineConfig(({ mode }) => ({
  main: {
    // The main process embeds the platform server in standalone mode.
    // esbuild (a development tool) is imported only when the heavy-work pool runs from source.
    plugins: [externalizeDepsPlugin({ include: ['esbuild'] })],
    resolve: { alias: { ...shared, '@server': aliases['@server'] } },
    // The heavy-work pool's worker entry, beside index.js where the pool looks for it.
    build: { outDir: 'out/main', rollupOptions: { input: { index: 'src-main/index.ts', 'heavy-work-worker': 'src-server/heavy-work/worker.ts' } } },
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
