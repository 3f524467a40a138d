import { defineConfig } from 'vitest/config';
import { aliases, rendererDefines } from './aliases';

export default defineConfig({
  resolve: { alias: aliases },
  // Renderer modules under test read the same build-time constants as the bundles.
  define: rendererDefines,
  test: {
    include: ['src-*/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/config/**/*.test.ts', 'tests/runner/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
