import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServerProcess } from '../../tests/support/desktop-server-bundle';
import { desktopAccessHeader } from '@server/http/desktop-access';
import { forkServerChild, type ServerProcess, startServerProcess } from './server-process';

const repo = path.resolve(__dirname, '../..');
let entry: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-server-process-'));
const accessSecret = 'the-secret-of-this-launch-0123456789';
const options = { dataDir, rendererDir: path.join(dataDir, 'no-renderer'), resourcesDir: path.join(repo, 'resources'), version: '7.7.7', accessSecret };

function get(port: number, pathname: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ agent: false, host: '127.0.0.1', port, path: pathname, headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const fresh = () => forkServerChild(entry, [], { ...process.env, LOG_LEVEL: 'silent' });

describe('the server process', () => {
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    entry = await bundleServerProcess();
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts the platform server in its own process, answers over HTTP, stops when asked and comes back on its port', async () => {
    server = await startServerProcess(fresh(), options);
    const headers = { host: `127.0.0.1:${server.port}`, [desktopAccessHeader]: accessSecret };
    const health = await get(server.port, '/api/health', headers);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ status: 'ok', version: '7.7.7' });
    expect((await get(server.port, '/api/health', { host: headers.host })).status).toBe(403);

    const { port } = server;
    await server.stop();
    await expect(get(port, '/api/health', headers)).rejects.toThrow(/ECONNREFUSED/);
    server = await startServerProcess(fresh(), { ...options, port });
    expect(server.port).toBe(port);
    expect((await get(port, '/api/health', headers)).status).toBe(200);
  }, 300_000);
});
