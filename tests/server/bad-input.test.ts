import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReply } from '@shared/api/error-reply';
import { text } from '@shared/api/text';
import { httpMessages } from '@shared/http/messages';
import { UncheckedTextError } from '@server/http/checked-text';
import { z } from 'zod';
import { bearer, goodPassword, login, register, uniqueEmail } from './support/accounts';
import { createTestApp, fakeBundle, fakeRendererDir, type TestApp } from './support/test-app';

function expectJsonError(res: { statusCode: number; body: string; headers: Record<string, unknown> }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toContain('application/json');
  const body = errorReply.parse(JSON.parse(res.body));
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(10);
  expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  return body;
}

/** Sends bytes that are not HTTP and reads what comes back until the server closes the socket. */
function rawExchange(port: number, request: string): Promise<{ status: string; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    let data = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const [status = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status, headers, body });
    });
  });
}

describe('bad input and unknown routes', () => {
  let t: TestApp;
  let rendererDir: string;
  beforeAll(async () => {
    rendererDir = fakeRendererDir();
    t = await createTestApp({ RENDERER_DIR: rendererDir, BODY_LIMIT_BYTES: '1024' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(rendererDir, { recursive: true, force: true });
  });

  it('answers an unknown API path with a JSON 404 that names it', async () => {
    const body = expectJsonError(await t.app.inject({ method: 'GET', url: '/api/no-such-thing' }), 404, 'NOT_FOUND');
    expect(body.error.message).toContain('/api/no-such-thing');
  });

  it('answers a wrong method with 405 and the allowed methods', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/plans' });
    const body = expectJsonError(res, 405, 'METHOD_NOT_ALLOWED');
    expect(res.headers.allow).toBe('GET');
    expect(body.error.message).toContain('Use GET');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/plans',
      headers: { 'content-type': 'application/json' },
      payload: '{"plan": ',
    });
    expectJsonError(res, 400, 'BAD_REQUEST');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/plans',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(4096) }),
    });
    const body = expectJsonError(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(body.error.message).toContain('1 KB');
  });

  it('answers every odd request in our shape, with the security headers of a normal API reply', async () => {
    const normal = await t.app.inject({ method: 'GET', url: '/api/health' });
    const names = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-resource-policy', 'strict-transport-security'];
    const expected = Object.fromEntries(names.map((name) => [name, normal.headers[name]]));
    for (const name of names) expect(expected[name], name).toBeTruthy();

    const json = { 'content-type': 'application/json' };
    const cases: Array<[string, { method: 'GET' | 'POST' | 'DELETE'; url: string; headers?: Record<string, string>; payload?: string }, number, string]> = [
      ['a malformed %-escape', { method: 'GET', url: '/api/plans/%zz' }, 400, 'BAD_REQUEST'],
      ['an over-long path parameter', { method: 'DELETE', url: `/api/playground/projects/${'m'.repeat(101)}` }, 414, 'BAD_REQUEST'],
      // The router hands this one to the renderer's wildcard route, which finds no file.
      ['an over-long path parameter of a GET', { method: 'GET', url: `/api/plans/${'m'.repeat(101)}` }, 414, 'BAD_REQUEST'],
      ['a parameter as long as the router takes', { method: 'GET', url: `/api/plans/${'m'.repeat(100)}` }, 400, 'VALIDATION'],
      ['a NUL in a path parameter', { method: 'GET', url: '/api/plans/%00' }, 400, 'VALIDATION'],
      ['an unknown route', { method: 'GET', url: '/api/no-such-thing' }, 404, 'NOT_FOUND'],
      ['a wrong method', { method: 'DELETE', url: '/api/plans' }, 405, 'METHOD_NOT_ALLOWED'],
      ['no token on a signed-in route', { method: 'GET', url: '/api/me' }, 401, 'UNAUTHENTICATED'],
      ['a content type not accepted', { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<login/>' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
      ['a body over the limit', { method: 'POST', url: '/api/auth/login', headers: json, payload: JSON.stringify({ email: 'x'.repeat(4096) }) }, 413, 'PAYLOAD_TOO_LARGE'],
      ['invalid JSON', { method: 'POST', url: '/api/auth/login', headers: json, payload: '{"email": ' }, 400, 'BAD_REQUEST'],
    ];
    for (const [what, request, status, code] of cases) {
      const res = await t.app.inject({ ...request, headers: { ...request.headers, 'x-request-id': 'odd-request' } });
      expect(res.statusCode, what).toBe(status);
      expectJsonError(res, status, code);
      for (const name of names) expect(res.headers[name], `${name} on ${what}`).toBe(expected[name]);
      expect(res.headers['x-request-id'], what).toBe('odd-request');
    }
  });

  it("sends the id and values of each of its own replies, so the browser says them in the reader's language", async () => {
    const json = { 'content-type': 'application/json' };
    const cases: Array<[{ method: 'GET' | 'POST' | 'DELETE'; url: string; headers?: Record<string, string>; payload?: string }, string, Record<string, string | number> | undefined]> = [
      [{ method: 'GET', url: '/api/plans/%zz' }, 'http.badEscape', undefined],
      [{ method: 'DELETE', url: `/api/playground/projects/${'m'.repeat(101)}` }, 'http.parameterTooLong', { max: 100 }],
      [{ method: 'GET', url: '/api/no-such-thing' }, 'http.noApiRoute', { method: 'GET', path: '/api/no-such-thing' }],
      [{ method: 'GET', url: '/no-such-file.js' }, 'http.nothingAt', { path: '/no-such-file.js' }],
      [{ method: 'DELETE', url: '/api/plans' }, 'http.methodNotAllowed', { method: 'DELETE', path: '/api/plans', allowed: 'GET' }],
      [{ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<login/>' }, 'http.contentTypeRefused', undefined],
      [{ method: 'POST', url: '/api/auth/login', headers: json, payload: JSON.stringify({ email: 'x'.repeat(4096) }) }, 'http.bodyTooLarge', { kb: 1 }],
      [{ method: 'POST', url: '/api/auth/login', headers: json, payload: '{"email": ' }, 'http.invalidJson', undefined],
      [{ method: 'POST', url: '/api/auth/login', headers: { ...json, 'content-length': '50' }, payload: '{}' }, 'http.contentLengthMismatch', undefined],
      [{ method: 'GET', url: '/api/v2/piston/connect' }, 'http.websocketOnly', undefined],
      [{ method: 'GET', url: `/api/plans/${'m'.repeat(100)}` }, 'http.invalidField', undefined],
    ];
    for (const [request, messageId, messageValues] of cases) {
      const { error } = errorReply.parse((await t.app.inject(request)).json());
      expect(error.messageId, request.url).toBe(messageId);
      if (messageValues) expect(error.messageValues, request.url).toEqual(messageValues);
    }
    const notUpgraded = await t.app.inject({ method: 'GET', url: '/api/v2/piston/connect' });
    expect([notUpgraded.statusCode, notUpgraded.headers.upgrade]).toEqual([426, 'websocket']);
    const { error } = errorReply.parse((await t.app.inject({ method: 'GET', url: `/api/plans/${'m'.repeat(100)}` })).json());
    expect(error.message).toBe(`Invalid ${String(error.messageValues?.where)}: ${String(error.messageValues?.reason)}`);
  });

  it('answers a request that is not HTTP in our shape, with the API security headers', async () => {
    const normal = await t.app.inject({ method: 'GET', url: '/api/health' });
    const { port } = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const res = await rawExchange(Number(port), 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nthis is no header\r\n\r\n');
    expect(res.status).toBe('HTTP/1.1 400 Bad Request');
    expect(errorReply.parse(JSON.parse(res.body)).error).toEqual({ code: 'BAD_REQUEST', message: 'This request is not valid HTTP.', messageId: 'http.notHttp' });
    for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-resource-policy', 'strict-transport-security']) {
      expect(res.headers[name], name).toBe(normal.headers[name]);
    }
  });

  it('serves index.html for client-side routes so a reload works', async () => {
    for (const url of ['/', '/privacy-policy', '/courses/html-basics', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it("asks at once for the share of Mantine's styles each page waits for: none on the home page, the reader's on a lesson, all on the others", async () => {
    const head = async (url: string) => (await t.app.inject({ method: 'GET', url })).body.split('</head>')[0] ?? '';
    const rest = '<link rel="stylesheet" crossorigin href="/assets/rest-styles-5678.css">';
    const reader = '<link rel="stylesheet" crossorigin href="/assets/reader-styles-8765.css">';
    const home = await head('/');
    expect(home).not.toContain(rest);
    expect(home).not.toContain(reader);
    const lesson = await head('/courses/html-basics');
    expect(lesson).toContain(reader);
    expect(lesson).not.toContain(rest);
    for (const url of ['/login', '/courses', '/no/such/page']) {
      const page = await head(url);
      // The reader's share first, as the renderer asks for them, so the cascade keeps Mantine's order.
      expect(page.indexOf(reader), url).toBeGreaterThan(-1);
      expect(page.indexOf(rest), url).toBeGreaterThan(page.indexOf(reader));
    }
  });

  it("lists each page's own scripts and styles in its head, leaving out what the entry loads already", async () => {
    const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`;
    const lesson = (await t.app.inject({ method: 'GET', url: '/courses/html-basics?lesson=2' })).body.split('</head>')[0] ?? '';
    expect(lesson).toContain(preload('CourseReaderPage-3333.js'));
    expect(lesson).toContain(preload('markdown-4444.js'));
    expect(lesson).toContain('<link rel="stylesheet" crossorigin href="/assets/CourseReaderPage-3333.css">');
    expect(lesson).not.toContain('vendor-1111.js');
    const home = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(home).toContain(preload('HomePage-2222.js'));
    expect(home).not.toContain('CourseReaderPage');
    expect((await t.app.inject({ method: 'GET', url: '/courses' })).body).not.toContain('CourseReaderPage');
  });

  it("sends the build's brotli copy of a file to a browser that takes brotli, and the file itself to one that does not", async () => {
    const brotli = await t.app.inject({ method: 'GET', url: '/assets/big-4321.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['content-type']).toContain('javascript');
    // The copy as the build wrote it, not the file compressed again on the fly.
    expect(brotli.rawPayload.equals(fs.readFileSync(path.join(rendererDir, 'assets/big-4321.js.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).equals(fakeBundle)).toBe(true);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-4321.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(fakeBundle)).toBe(true);
  });

  it('answers a NUL in the address of a page with a sentence, not the bare status text', async () => {
    for (const url of ['/%00', '/assets/%00.js']) {
      const body = expectJsonError(await t.app.inject({ method: 'GET', url }), 400, 'BAD_REQUEST');
      expect(body.error.message, url).toBe('This address or request is not valid.');
    }
  });

  it('serves built assets with a long cache and never falls back to HTML for a missing file', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing-9999.js' });
    expectJsonError(missing, 404, 'NOT_FOUND');
  });

  it('compresses large responses when the client accepts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('text a database cannot keep', () => {
  let t: TestApp;
  let learner: Record<string, string>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    learner = bearer((await register(t)).accessToken);
    admin = bearer((await login(t, 'admin@kodeshala.local', 'demo-password-123')).accessToken);
  });
  afterAll(() => t.close());

  const refused = (res: { statusCode: number; body: string; headers: Record<string, unknown> }, field: string, problem: string = httpMessages.nulCharacter) => {
    const body = expectJsonError(res, 400, 'VALIDATION');
    expect(body.error.message).toBe(`Invalid ${field}: ${problem}`);
  };

  it('refuses a NUL in a path parameter', async () => {
    refused(await t.app.inject({ method: 'GET', url: '/api/plans/%00' }), 'key');
  });

  it('refuses a NUL in the OAuth callback state', async () => {
    refused(await t.app.inject({ method: 'GET', url: '/api/auth/oauth/github/callback?code=x&state=%00' }), 'state');
  });

  it('refuses a NUL in the e-mail of a sign-in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a\u0000@example.com', password: goodPassword } });
    refused(res, 'email');
  });

  it('refuses a NUL in the name of a new account and creates no account', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: goodPassword, displayName: 'a\u0000b' } });
    refused(res, 'displayName');
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: goodPassword } });
    expect(signIn.json().error.code).toBe('auth/user-not-found');
  });

  it('refuses a NUL in a bio and a lone surrogate in a name, and keeps a well-formed emoji', async () => {
    refused(await t.app.inject({ method: 'PATCH', url: '/api/me', headers: learner, payload: { bio: 'I code\u0000' } }), 'bio');
    refused(await t.app.inject({ method: 'PATCH', url: '/api/me', headers: learner, payload: { displayName: 'Asha \ud83d' } }), 'displayName', httpMessages.loneSurrogate);
    refused(await t.app.inject({ method: 'PATCH', url: '/api/me', headers: learner, payload: { displayName: 'Asha \ude80' } }), 'displayName', httpMessages.loneSurrogate);
    const saved = await t.app.inject({ method: 'PATCH', url: '/api/me', headers: learner, payload: { displayName: 'Asha \ud83d\ude80' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().displayName).toBe('Asha 🚀');
  });

  it('refuses a NUL in a project name and in a file of the project', async () => {
    const file = { name: 'index.html', content: '<h1>Hi</h1>', mode: 'html' };
    const url = '/api/playground/projects';
    refused(await t.app.inject({ method: 'POST', url, headers: learner, payload: { name: 'My\u0000site', files: [file] } }), 'name');
    refused(await t.app.inject({ method: 'POST', url, headers: learner, payload: { name: 'My site', files: [{ ...file, content: '\u0000' }] } }), 'files.0.content');
  });

  it('refuses a NUL in a chat message', async () => {
    refused(await t.app.inject({ method: 'POST', url: '/api/chat', headers: learner, payload: { message: 'What is\u0000 HTML?' } }), 'message');
  });

  it('refuses a NUL in the outbox filter', async () => {
    refused(await t.app.inject({ method: 'GET', url: '/api/admin/mail/outbox?to=a%00%40example.com', headers: admin }), 'to');
  });

  it('will not register a route whose contract reads a plain string', async () => {
    // A fresh app: routes can be added only until it answers its first request.
    const fresh = await createTestApp();
    try {
      const route = (schema: object) => () => fresh.app.post('/api/late-route', { config: { access: 'public' }, schema }, async () => ({}));
      expect(route({ querystring: z.object({ q: z.string() }) })).toThrow(UncheckedTextError);
      expect(route({ body: z.object({ items: z.array(z.object({ note: text(), tag: z.string().optional() })) }) })).toThrow(/body\.items\[\]\.tag$/);
      expect(route({ params: z.object({ id: z.uuid() }) })).toThrow(/params\.id$/);
      expect(route({ body: z.object({ note: text().trim().max(10), kind: z.enum(['a', 'b']) }) })).not.toThrow();
    } finally {
      await fresh.close();
    }
  });
});

describe('a server that is closing', () => {
  it('answers a request still arriving on an open connection with 503 in our shape and headers', async () => {
    const t = await createTestApp();
    try {
      const normal = await t.app.inject({ method: 'GET', url: '/api/health' });
      const { port } = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
      const socket = net.connect(Number(port), '127.0.0.1');
      let data = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (data += chunk));
      const ended = new Promise((resolve) => socket.on('close', resolve));
      // A sign-in whose body is still on its way keeps the connection open while the server starts closing.
      const body = JSON.stringify({ email: 'someone@example.com', password: 'not-the-password' });
      const started = new Promise((resolve) => t.app.server.once('request', resolve));
      socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`);
      await started;
      const closed = t.app.close();
      while (t.app.server.listening) await new Promise((resolve) => setImmediate(resolve));
      socket.write(`${body.slice(5)}GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      await ended;
      await closed;

      const second = data.slice(data.indexOf('HTTP/1.1', 1));
      const [head = '', payload = ''] = second.split('\r\n\r\n');
      const [status = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      expect(status).toBe('HTTP/1.1 503 Service Unavailable');
      expect(errorReply.parse(JSON.parse(payload)).error.code).toBe('UNAVAILABLE');
      for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-resource-policy', 'strict-transport-security']) {
        expect(headers[name], name).toBe(normal.headers[name]);
      }
    } finally {
      await t.close();
    }
  });
});
