import { defineConfig } from 'vitest/config';
import { aliases } from './aliases';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['src-*/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/config/**/*.test.ts', 'tests/runner/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
