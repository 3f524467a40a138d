import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { desktopAccessCookie, desktopAccessHeader } from '@server/http/desktop-access';
import { startEmbeddedServer, type EmbeddedServer, type EmbeddedServerOptions } from './embedded-server';

const repo = path.resolve(__dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-desktop-'));
const rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-renderer-'));
fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Kodeshala</title><div id="root"></div>');
const secret = 'a-per-launch-secret-of-at-least-32-characters';
const options: EmbeddedServerOptions = { dataDir, rendererDir, resourcesDir: path.join(repo, 'resources'), version: '9.9.9', accessSecret: secret };

interface Answer {
  status: number;
  body: string;
}

/** A raw HTTP request, so that Host can be forged as a DNS-rebinding page would send it. */
function request(port: number, pathname: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ agent: false, host: '127.0.0.1', port, path: pathname, method: body ? 'POST' : 'GET', headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The status of a WebSocket upgrade: 101 when accepted, the refusal's status otherwise. */
function upgradeStatus(port: number, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v2/piston/connect`, { headers });
    // Closed by the client and waited for, so that no session outlives the test.
    socket.on('open', () => socket.close());
    socket.on('close', () => resolve(101));
    socket.on('unexpected-response', (req, res) => {
      resolve(res.statusCode ?? 0);
      res.destroy();
      req.destroy();
    });
    socket.on('error', reject);
  });
}

describe('embedded server (standalone desktop mode)', () => {
  let server: EmbeddedServer;
  let own: Record<string, string>;
  beforeAll(async () => {
    server = await startEmbeddedServer(options);
    own = { host: `127.0.0.1:${server.port}`, cookie: `${desktopAccessCookie}=${secret}` };
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(rendererDir, { recursive: true, force: true });
  });

  it('listens on loopback only, keeps its database in the app-data folder and serves the renderer to the window', async () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    const health = await request(server.port, '/api/health', own);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: 'ok', db: 'sqlite', version: '9.9.9' });
    expect(fs.existsSync(path.join(dataDir, 'kodeshala.sqlite'))).toBe(true);

    const page = await request(server.port, '/courses', own);
    expect(page.body).toContain('<div id="root">');
  });

  it('refuses a forged Host (DNS rebinding) before it can register an account, over HTTP and WebSocket', async () => {
    const forged = { ...own, host: `rebind.attacker.example:${server.port}` };
    const register = await request(server.port, '/api/auth/register', forged, JSON.stringify({ email: 'rebind@example.com', password: 'long-enough-password' }));
    expect(register.status).toBe(403);
    expect(JSON.parse(register.body)).toEqual({ error: { code: 'FORBIDDEN', message: 'This server answers only the Kodeshala app on this computer.', messageId: 'http.desktopOnly' } });
    // The account was not made: the app's own window cannot sign in with it.
    const login = await request(server.port, '/api/auth/login', own, JSON.stringify({ email: 'rebind@example.com', password: 'long-enough-password' }));
    expect(login.status).toBe(404);
    expect(await upgradeStatus(server.port, forged)).toBe(403);
    // The same port on another loopback name is a different origin too.
    expect((await request(server.port, '/api/health', { ...own, host: `127.0.0.1:${server.port + 1}` })).status).toBe(403);
  });

  it('refuses a request without the secret or with a wrong one, over HTTP and WebSocket', async () => {
    expect((await request(server.port, '/api/health', { host: own.host! })).status).toBe(403);
    expect((await request(server.port, '/api/health', { host: own.host!, cookie: `${desktopAccessCookie}=guessed` })).status).toBe(403);
    expect((await request(server.port, '/courses', { host: own.host! })).status).toBe(403);
    expect(await upgradeStatus(server.port, { host: own.host! })).toBe(403);
  });

  it('refuses another origin even with the right Host and secret, over HTTP and WebSocket', async () => {
    const elsewhere = { ...own, origin: 'https://attacker.example' };
    expect((await request(server.port, '/api/auth/register', elsewhere, JSON.stringify({ email: 'x@example.com', password: 'long-enough-password' }))).status).toBe(403);
    expect(await upgradeStatus(server.port, elsewhere)).toBe(403);
    expect(await upgradeStatus(server.port, { ...own, origin: `http://localhost:${server.port}` })).toBe(403);
  });

  it('answers the window: its origin and cookie, or the secret as a header', async () => {
    const window = { ...own, origin: server.url };
    expect((await request(server.port, '/api/auth/register', window, JSON.stringify({ email: 'learner@example.com', password: 'long-enough-password' }))).status).toBe(201);
    expect(await upgradeStatus(server.port, window)).toBe(101);
    expect((await request(server.port, '/api/health', { host: `localhost:${server.port}`, [desktopAccessHeader]: secret })).status).toBe(200);
  });

  it('comes back on the same port, so the window keeps its origin and the learner their data', async () => {
    const { port } = server;
    await server.close();
    server = await startEmbeddedServer({ ...options, port, accessSecret: `${secret}-next-launch` });
    expect(server.port).toBe(port);
    const next = { host: `127.0.0.1:${port}`, cookie: `${desktopAccessCookie}=${secret}-next-launch` };
    expect((await request(port, '/api/auth/login', next, JSON.stringify({ email: 'learner@example.com', password: 'long-enough-password' }))).status).toBe(200);
    // The last launch's secret no longer opens it.
    expect((await request(port, '/api/health', own)).status).toBe(403);
    own = next;
  });

  it('moves to another port when another program holds the chosen one', async () => {
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    const taken = (squatter.address() as net.AddressInfo).port;
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-desktop-'));
    try {
      const moved = await startEmbeddedServer({ ...options, dataDir: otherDir, port: taken });
      expect(moved.port).not.toBe(taken);
      expect((await request(moved.port, '/api/health', { host: `127.0.0.1:${moved.port}`, [desktopAccessHeader]: secret })).status).toBe(200);
      await moved.close();
    } finally {
      squatter.close();
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('hands the tokens’ key to its server, which refuses one that is not 32 bytes', async () => {
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-desktop-'));
    try {
      await expect(startEmbeddedServer({ ...options, dataDir: otherDir, tokenKey: 'c2hvcnQ=' })).rejects.toThrow(/TOKEN_ENCRYPTION_KEY/);
    } finally {
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });
});
