import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createPostgresDatabase } from '../../../scripts/postgres-database';
import { buildApp, type BuiltApp } from '@server/app';
import { loadConfig } from '@server/config';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const resourcesDir = path.join(repoRoot, 'resources');

/** Which database the server suite runs on: SQLite unless TEST_DIALECT=postgres. */
export const testDialect = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A fresh, empty database: a temporary SQLite folder, or a new PostgreSQL database. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-test-'));
  if (testDialect === 'sqlite') {
    return { env: { DATA_DIR: dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL');
  const database = await createPostgresDatabase(adminUrl, 'kodeshala_test');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    drop: async () => {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestApp extends BuiltApp {
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh database; `env` adds or overrides environment variables and
 * `resources` replaces the seed content folder.
 */
export async function createTestApp(env: Record<string, string> = {}, database?: TestDatabase, resources = resourcesDir): Promise<TestApp> {
  const db = database ?? (await createTestDatabase());
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_PASSWORD: 'demo-password-123', ...db.env, ...env }, '1.0.0-test');
  const built = await buildApp(config, resources);
  return {
    ...built,
    database: db,
    close: async () => {
      await built.app.close();
      if (!database) await db.drop();
    },
  };
}

/** A script large enough to be worth compressing. */
export const fakeBundle = Buffer.from(Array.from({ length: 400 }, (_, index) => `export const line${index} = "kodeshala";\n`).join(''));

/** A folder that looks like a built renderer, for the SPA fallback tests. */
export function fakeRendererDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><head><title>Kodeshala</title></head><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log("kodeshala")');
  // A script with the brotli copy the build writes beside it.
  fs.writeFileSync(path.join(dir, 'assets', 'big-4321.js'), fakeBundle);
  fs.writeFileSync(path.join(dir, 'assets', 'big-4321.js.br'), zlib.brotliCompressSync(fakeBundle));
  fs.writeFileSync(path.join(dir, 'assets', 'rest-styles-5678.css'), '@layer mantine{}');
  fs.writeFileSync(path.join(dir, 'assets', 'reader-styles-8765.css'), '@layer mantine{}');
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app-1234.js', isEntry: true, imports: ['_vendor-1111.js'] },
      '_vendor-1111.js': { file: 'assets/vendor-1111.js' },
      'src/core/styles/rest-styles.ts': { file: 'assets/rest-styles-5678.css', src: 'src/core/styles/rest-styles.ts' },
      'src/core/styles/reader-styles.ts': { file: 'assets/reader-styles-8765.css', src: 'src/core/styles/reader-styles.ts' },
      'src/features/home/HomePage.tsx': { file: 'assets/HomePage-2222.js', isDynamicEntry: true, imports: ['_vendor-1111.js'] },
      // Keyed by file, as Rollup's manifest keys a screen whose lazy parts import from its chunk.
      '_CourseReaderPage-3333.js': {
        file: 'assets/CourseReaderPage-3333.js',
        name: 'CourseReaderPage',
        isDynamicEntry: true,
        imports: ['_vendor-1111.js', '_markdown-4444.js'],
        css: ['assets/CourseReaderPage-3333.css'],
      },
      '_markdown-4444.js': { file: 'assets/markdown-4444.js', imports: ['_vendor-1111.js'] },
    }),
  );
  return dir;
}
