import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedServer, type EmbeddedServer } from './embedded-server';

const repo = path.resolve(__dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-desktop-'));
const rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-renderer-'));
fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Kodeshala</title><div id="root"></div>');

describe('embedded server (standalone desktop mode)', () => {
  let server: EmbeddedServer | undefined;
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(rendererDir, { recursive: true, force: true });
  });

  it('listens on loopback only, keeps its database in the app-data folder and serves the renderer', async () => {
    server = await startEmbeddedServer({ dataDir, rendererDir, resourcesDir: path.join(repo, 'resources'), version: '9.9.9' });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const health = await fetch(`${server.url}/api/health`).then((r) => r.json());
    expect(health).toEqual({ status: 'ok', db: 'sqlite', version: '9.9.9' });
    expect(fs.existsSync(path.join(dataDir, 'kodeshala.sqlite'))).toBe(true);

    const page = await fetch(`${server.url}/courses`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');
  });
});
