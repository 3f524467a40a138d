import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkPublicUrl, urlCheckMessages } from './public-url';

/** A demo site on loopback that records what reached it; `/slow` never answers. */
describe('checkPublicUrl', () => {
  let server: http.Server;
  let port = 0;
  const seen: Array<{ method: string; host: string; path: string }> = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ method: req.method ?? '', host: req.headers.host ?? '', path: req.url ?? '' });
      if (req.url === '/slow') return;
      if (req.url === '/missing') return res.writeHead(404).end();
      if (req.url === '/moved') return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>demo</h1>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    seen.length = 0;
  });

  /** Resolves every name to this machine and lets loopback through, standing in for a public site. */
  const asIfPublic = { resolve: async () => [{ address: '127.0.0.1', family: 4 }], isAllowed: () => true };

  it('refuses loopback, private and mapped addresses without sending anything', async () => {
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://localhost:${port}/`,
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://2130706433:${port}/`,
      'http://10.0.0.8/',
      'http://169.254.169.254/latest/meta-data',
      'http://0.0.0.0/',
    ]) {
      expect(await checkPublicUrl(url), url).toEqual({ accessible: false, status: null, message: urlCheckMessages.notPublic });
    }
    expect(seen).toEqual([]);
  });

  it('refuses a name with one private address among public ones', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '192.168.1.1', family: 4 },
    ];
    expect(await checkPublicUrl('http://mixed.example/', { resolve })).toMatchObject({ accessible: false, message: urlCheckMessages.notPublic });
  });

  it('refuses other schemes and what is not a URL', async () => {
    for (const url of ['ftp://example.com/file', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url']) {
      expect(await checkPublicUrl(url), url).toEqual({ accessible: false, status: null, message: urlCheckMessages.notWeb });
    }
  });

  it('sends one HEAD to the address it checked, whatever the name would resolve to later', async () => {
    // The system resolver knows no "demo.invalid"; the request still arrives, so it went to the pinned address.
    const result = await checkPublicUrl(`http://demo.invalid:${port}/app`, asIfPublic);
    expect(result).toEqual({ accessible: true, status: 200, message: urlCheckMessages.accessible });
    expect(seen).toEqual([{ method: 'HEAD', host: `demo.invalid:${port}`, path: '/app' }]);
  });

  it('counts an error status as not accessible and does not follow a redirect', async () => {
    expect(await checkPublicUrl(`http://demo.invalid:${port}/missing`, asIfPublic)).toEqual({ accessible: false, status: 404, message: urlCheckMessages.notAccessible });
    expect(await checkPublicUrl(`http://demo.invalid:${port}/moved`, asIfPublic)).toEqual({ accessible: true, status: 302, message: urlCheckMessages.accessible });
    expect(seen.map((s) => s.path)).toEqual(['/missing', '/moved']);
  });

  it('gives up after the time-out and when nothing listens', async () => {
    expect(await checkPublicUrl(`http://demo.invalid:${port}/slow`, { ...asIfPublic, timeoutMs: 200 })).toEqual({
      accessible: false,
      status: null,
      message: urlCheckMessages.notAccessible,
    });
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await checkPublicUrl(`http://demo.invalid:${closedPort}/`, asIfPublic)).toMatchObject({ accessible: false, message: urlCheckMessages.notAccessible });
    const unresolvable = { resolve: () => Promise.reject(new Error('ENOTFOUND')) };
    expect(await checkPublicUrl('http://nowhere.invalid/', unresolvable)).toMatchObject({ accessible: false, message: urlCheckMessages.notAccessible });
  });
});
