import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliases, quietZodAnnotations, rendererDedupe, rendererDefines } from './aliases';

/** The browser edition: the same renderer source as the desktop app, served by the platform server. */
export default defineConfig({
  root: 'src-renderer',
  publicDir: 'public',
  plugins: [react()],
  define: rendererDefines,
  resolve: { alias: { '@shared': aliases['@shared'], '@renderer': aliases['@renderer'], '@resources': aliases['@resources'] }, dedupe: rendererDedupe },
  build: { outDir: '../out/web', emptyOutDir: true, sourcemap: true, manifest: true, chunkSizeWarningLimit: 1200, rollupOptions: { onwarn: quietZodAnnotations } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
