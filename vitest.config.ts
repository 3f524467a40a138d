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
    // Each worker imports the server and shared modules once instead of once per file: a quarter
    // of the suite's time went to re-importing them. Tests build their own app and database, and
    // the whole suite passes this way on SQLite and PostgreSQL.
    isolate: false,
  },
});
