import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionReply } from '@shared/api/auth';
import { pageSessionLifetimeMs } from '@server/auth/session';
import { learnerDrawingsAtOnce } from '@server/http/prerender-for-learner';
import { bearer, goodPassword, uniqueEmail } from './support/accounts';
import { appWithPrerenderer } from './support/built-renderer';
import type { TestApp } from './support/test-app';

/**
 * The prerenderer's contract, played by a module that writes what it is given: the address, the
 * learner it draws for and the keys of the data it draws with. The real one (React) is checked in
 * the built product by tests/e2e/courses.spec.ts.
 */
const prerenderer = `
  export async function prerenderPage(address, queries, session) {
    globalThis.drawingsArrived = (globalThis.drawingsArrived ?? 0) + 1;
    await globalThis.drawingHeld;
    const keys = queries.map((query) => query.queryKey.join('/')).join(' ');
    return { body: '<main data-prerendered-for="' + address + '" data-for="' + (session ? session.user.email : 'nobody') + '">' + keys + '</main>' };
  }`;

/** The cookies a browser keeps from a sign-in or refresh reply, as one Cookie header. */
const cookieHeader = (res: { cookies: Array<{ name: string; value: string }> }) =>
  res.cookies
    .filter((c) => c.value !== '')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');

describe('the server drawing a signed-in learner’s catalogue', () => {
  let t: TestApp;

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, close } = await appWithPrerenderer('prerender-for-learner', prerenderer));
  });

  afterAll(() => close());

  const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const carriedSession = (html: string) => {
    const json = /<script type="application\/json" id="prerender-session">([^<]*)<\/script>/.exec(html)?.[1];
    return json ? sessionReply.parse(JSON.parse(json)) : undefined;
  };
  const carriedQueries = (html: string) => JSON.parse(/<script type="application\/json" id="prerender-queries">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as unknown;
  const registered = async () => {
    const email = uniqueEmail('drawn');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: goodPassword } });
    expect(res.statusCode).toBe(201);
    return { email, res, cookie: cookieHeader(res) };
  };

  it('sets a page credential of its own beside the refresh cookie: httpOnly, strict, for every path, for an hour', async () => {
    const { res } = await registered();
    const refresh = res.cookies.find((c) => c.name === 'ks_refresh');
    const pageSession = res.cookies.find((c) => c.name === 'ks_page_session');
    expect(refresh?.path).toBe('/api/auth');
    expect(pageSession).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: pageSessionLifetimeMs / 1000 });
    // The refresh token itself never travels with page requests, and the credential does not refresh.
    expect(pageSession?.value).not.toContain(refresh?.value ?? '');
    const asRefresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { ks_refresh: pageSession?.value ?? '' } });
    expect(asRefresh.statusCode).toBe(401);
  });

  it('draws nothing for a credential that is forged, or whose hour is up', async () => {
    const { cookie, res } = await registered();
    const value = res.cookies.find((c) => c.name === 'ks_page_session')?.value ?? '';
    const [expires = '', tokenHash = '', signature = ''] = value.split('.');
    const later = `${Number(expires) + 86_400_000}.${tokenHash}.${signature}`;
    const drawsFor = async (header: string) => carriedSession((await page('/courses', header)).body) !== undefined;
    expect(await drawsFor(cookie)).toBe(true);
    expect(await drawsFor(cookie.replace(value, later))).toBe(false);
    vi.useFakeTimers({ toFake: ['Date'], now: Number(expires) + 1 });
    try {
      expect(await drawsFor(cookie)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws the catalogue for the learner who asks, with their data as the API answers it and a session the API accepts', async () => {
    const { email, cookie } = await registered();
    const res = await page('/courses', cookie);
    expect(res.statusCode).toBe(200);
    // Their session is in the page: no cache, not even the browser's, may keep it.
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain(`<div id="root" data-prerendered><main data-prerendered-for="/courses" data-for="${email}">`);
    expect(res.body).toContain('src="/assets/start-4444.js" data-entry="/assets/index-1111.js"');
    const session = carriedSession(res.body);
    expect(session?.user.email).toBe(email);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(session?.accessToken ?? '') });
    expect(me.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/courses', headers: bearer(session?.accessToken ?? '') });
    expect(carriedQueries(res.body)).toEqual([{ queryKey: ['courses', 'list'], data: list.json() }]);
    expect(res.body).toContain('>courses/list</main>');
  });

  it('draws a lesson reader with the course as its route answers the learner and the lesson it opens on', async () => {
    const { email, cookie, res: signedUp } = await registered();
    const { accessToken } = sessionReply.parse(signedUp.json());
    const outline = (await t.app.inject({ method: 'GET', url: '/api/courses/html-basics', headers: bearer(accessToken) })).json<{ modules: Array<{ lessons: Array<{ id: string; locked: boolean }> }> }>();
    const lessons = outline.modules.flatMap((module) => module.lessons);
    const [first, second] = lessons;
    const locked = lessons.find((lesson) => lesson.locked);
    const lessonOf = async (id: string | undefined) => (await t.app.inject({ method: 'GET', url: `/api/lessons/${id ?? ''}`, headers: bearer(accessToken) })).json();

    const opening = await page('/courses/html-basics', cookie);
    expect(opening.headers['cache-control']).toBe('private, no-store');
    expect(opening.body).toContain(`<main data-prerendered-for="/courses/html-basics" data-for="${email}">courses/course/html-basics courses/lesson/${first?.id ?? ''}</main>`);
    expect(carriedQueries(opening.body)).toEqual([
      { queryKey: ['courses', 'course', 'html-basics'], data: outline },
      { queryKey: ['courses', 'lesson', first?.id], data: await lessonOf(first?.id) },
    ]);
    // The lesson the address names, its query passed on to the drawing.
    const named = await page(`/courses/html-basics?lesson=${second?.id ?? ''}`, cookie);
    expect(named.body).toContain(`data-prerendered-for="/courses/html-basics?lesson=${second?.id ?? ''}"`);
    expect(carriedQueries(named.body)).toMatchObject([{ queryKey: ['courses', 'course', 'html-basics'] }, { queryKey: ['courses', 'lesson', second?.id], data: await lessonOf(second?.id) }]);
    // A lesson locked to this free learner: the course alone, as the reader shows its lock.
    const lockedPage = await page(`/courses/html-basics?lesson=${locked?.id ?? ''}`, cookie);
    expect(lockedPage.body).toContain('>courses/course/html-basics</main>');
    // A course that does not exist, or an address no course could have: the app's page says so.
    for (const url of ['/courses/no-such-course', '/courses/%20', `/courses/${'x'.repeat(300)}`]) {
      const answer = await page(url, cookie);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toContain('<div id="root"></div>');
    }
  });

  it('draws each learner’s page with their own session, however many ask at once', async () => {
    const learners = await Promise.all([registered(), registered(), registered()]);
    const pages = await Promise.all(learners.map(({ cookie }) => page('/courses', cookie)));
    pages.forEach((res, index) => {
      expect(res.body).toContain(`data-for="${learners[index]?.email}"`);
      expect(carriedSession(res.body)?.user.email).toBe(learners[index]?.email);
    });
  });

  it('sends the app’s page to whoever asks while as many pages as it draws at once are being drawn', async () => {
    const held = globalThis as { drawingHeld?: Promise<void>; drawingsArrived?: number };
    let release = () => {};
    held.drawingHeld = new Promise<void>((resolve) => (release = resolve));
    try {
      const learners = await Promise.all(Array.from({ length: learnerDrawingsAtOnce + 1 }, () => registered()));
      held.drawingsArrived = 0;
      const first = learners.slice(0, learnerDrawingsAtOnce).map(({ cookie }) => page('/courses', cookie));
      await expect.poll(() => held.drawingsArrived).toBe(learnerDrawingsAtOnce);
      const late = await page('/courses', learners[learnerDrawingsAtOnce]?.cookie);
      expect(late.body).toContain('<div id="root"></div>');
      release();
      for (const res of await Promise.all(first)) expect(carriedSession(res.body)).toBeDefined();
      expect(carriedSession((await page('/courses', learners[learnerDrawingsAtOnce]?.cookie)).body)).toBeDefined();
    } finally {
      release();
      delete held.drawingHeld;
    }
  });

  it('sends the app’s page once the cookie has been rotated, signed out, or is missing, unknown or alone with the hint', async () => {
    const { cookie, res } = await registered();
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } });
    expect(refreshed.statusCode).toBe(200);
    const appPage = async (header: string | undefined) => {
      const answer = await page('/courses', header);
      expect(answer.body, header).toContain('<div id="root"></div>');
      expect(answer.body, header).not.toContain('prerender-session');
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
