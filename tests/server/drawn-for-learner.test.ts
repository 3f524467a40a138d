import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionReply } from '@shared/api/auth';
import { bearer, goodPassword, uniqueEmail } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The prerenderer's contract, played by a module that writes what it is given: the learner it
 * draws for and the number of courses in their catalogue. The real one (React) is checked in the
 * built product by tests/e2e/courses.spec.ts.
 */
const prerenderer = `
  export async function prerenderPage(pathname, queries, session) {
    const list = queries[0].data;
    return { body: '<main data-drawn="' + pathname + '" data-for="' + (session ? session.user.email : 'nobody') + '">' + list.courses.length + ' courses</main>' };
  }`;

/** The cookies a browser keeps from a sign-in or refresh reply, as one Cookie header. */
const cookieHeader = (res: { cookies: Array<{ name: string; value: string }> }) =>
  res.cookies
    .filter((c) => c.value !== '')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');

describe('the server drawing a signed-in learner’s catalogue', () => {
  let t: TestApp;
  let work: string;

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-drawn-for-learner-'));
    const web = path.join(work, 'web');
    fs.mkdirSync(path.join(web, '.vite'), { recursive: true });
    fs.writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html>\n<html lang="en-IN">\n  <head>\n    <title>Kodeshala</title>\n    <script type="module" crossorigin src="/assets/index-1111.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>',
    );
    fs.writeFileSync(
      path.join(web, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1111.js', isEntry: true },
        'src/app/prerender/start-on-interaction.ts': { file: 'assets/start-4444.js', isEntry: true, src: 'src/app/prerender/start-on-interaction.ts' },
      }),
    );
    fs.mkdirSync(path.join(work, 'web-prerender'));
    fs.writeFileSync(path.join(work, 'web-prerender/package.json'), '{"type":"module"}');
    fs.writeFileSync(path.join(work, 'web-prerender/prerender-page.js'), prerenderer);
    t = await createTestApp({ RENDERER_DIR: web });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const carriedSession = (html: string) => {
    const json = /<script type="application\/json" id="drawn-session">([^<]*)<\/script>/.exec(html)?.[1];
    return json ? sessionReply.parse(JSON.parse(json)) : undefined;
  };
  const carriedQueries = (html: string) => JSON.parse(/<script type="application\/json" id="drawn-queries">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as unknown;
  const registered = async () => {
    const email = uniqueEmail('drawn');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: goodPassword } });
    expect(res.statusCode).toBe(201);
    return { email, res, cookie: cookieHeader(res) };
  };

  it('sets the page-session cookie beside the refresh cookie: httpOnly, strict, for every path, as long-lived', async () => {
    const { res } = await registered();
    const refresh = res.cookies.find((c) => c.name === 'ks_refresh');
    const pageSession = res.cookies.find((c) => c.name === 'ks_page_session');
    expect(pageSession).toMatchObject({ value: refresh?.value, httpOnly: true, sameSite: 'Strict', path: '/', maxAge: refresh?.maxAge });
  });

  it('draws the catalogue for the learner who asks, with their data as the API answers it and a session the API accepts', async () => {
    const { email, cookie } = await registered();
    const res = await page('/courses', cookie);
    expect(res.statusCode).toBe(200);
    // Their session is in the page: no cache, not even the browser's, may keep it.
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain(`<div id="root" data-prerendered><main data-drawn="/courses" data-for="${email}">`);
    expect(res.body).toContain('src="/assets/start-4444.js" data-entry="/assets/index-1111.js"');
    const session = carriedSession(res.body);
    expect(session?.user.email).toBe(email);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(session?.accessToken ?? '') });
    expect(me.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/courses', headers: bearer(session?.accessToken ?? '') });
    expect(carriedQueries(res.body)).toEqual([{ queryKey: ['courses', 'list'], data: list.json() }]);
    expect(res.body).toContain(`>${list.json<{ courses: unknown[] }>().courses.length} courses</main>`);
  });

  it('draws each learner’s page with their own session, however many ask at once', async () => {
    const learners = await Promise.all([registered(), registered(), registered()]);
    const pages = await Promise.all(learners.map(({ cookie }) => page('/courses', cookie)));
    pages.forEach((res, index) => {
      expect(res.body).toContain(`data-for="${learners[index]?.email}"`);
      expect(carriedSession(res.body)?.user.email).toBe(learners[index]?.email);
    });
  });

  it('sends the app’s page once the cookie has been rotated, signed out, or is missing, unknown or alone with the hint', async () => {
    const { cookie, res } = await registered();
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } });
    expect(refreshed.statusCode).toBe(200);
    const appPage = async (header: string | undefined) => {
      const answer = await page('/courses', header);
      expect(answer.body, header).toContain('<div id="root"></div>');
      expect(answer.body, header).not.toContain('drawn-session');
      expect(answer.headers['cache-control']).toBe('no-cache');
    };
    // The rotated token is spent; the new one draws.
    await appPage(cookie);
    const fresh = cookieHeader(refreshed);
    expect(carriedSession((await page('/courses', fresh)).body)).toBeDefined();
    await appPage(undefined);
    await appPage('ks_signed_in=1');
    await appPage('ks_signed_in=1; ks_page_session=made-up');
    // Without the hint the browser has no session as far as its page knows: a visitor's page.
    await appPage(`ks_page_session=${res.cookies.find((c) => c.name === 'ks_page_session')?.value ?? ''}`);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: fresh } });
    expect(out.cookies.find((c) => c.name === 'ks_page_session')).toMatchObject({ value: '', path: '/' });
    await appPage(fresh);
  });

  it('sends the app’s page to a learner who reads another language, and on screens not drawn for a learner', async () => {
    const { cookie, res } = await registered();
    expect((await page('/dashboard', cookie)).body).toContain('<div id="root"></div>');
    expect((await page('/hackathon', cookie)).body).toContain('<div id="root"></div>');
    const session = sessionReply.parse(res.json());
    const changed = await t.app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(session.accessToken), payload: { language: 'hi' } });
    expect(changed.statusCode).toBe(200);
    expect((await page('/courses', cookie)).body).toContain('<div id="root"></div>');
  });
});
