import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearer, learnerPassword, registerThroughApi, signInForm, signInThroughPage, submitCredentials, uniqueEmail } from './auth-helpers';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

/**
 * The desktop app's sign-in through the system browser (PKCE). Electron cannot run here: the
 * browser's half is the real page, and the app's half is the real sign-in screen with a stand-in
 * for the preload's `window.kodeshala` that records the call and lets the test hand it the answer
 * main would take from the kodeshala:// link.
 */
function pkce() {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const trade = (request: APIRequestContext, code: string, verifier: string) => request.post('/api/auth/desktop/token', { data: { code, verifier } });

test('in the browser, a signed-in learner allows the app, and only the app’s verifier trades the code', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('desktop-browser');
  await registerThroughApi(request, email);
  const { verifier, challenge } = pkce();
  const state = randomBytes(18).toString('base64url');

  // Signed out, the page asks to sign in first and comes back.
  await page.goto(`/desktop-sign-in?challenge=${challenge}&state=${state}`);
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await submitCredentials(signInForm(page), email, learnerPassword);
  await expect(page).toHaveURL(/\/desktop-sign-in\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the Kodeshala app' })).toBeVisible();
  await expect(page.getByText(`asks to sign in as ${email}`)).toBeVisible();
  await captureAtWidths(page, 'desktop-sign-in-ask');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await hasNoHorizontalScroll(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  const answered = page.waitForResponse((res) => res.url().endsWith('/api/desktop-sign-in/code') && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Allow and open the app' }).click();
  const { code } = (await (await answered).json()) as { code: string };
  await expect(page.getByTestId('desktop-sign-in-done')).toContainText('You can close this tab.');

  // The app's verifier trades the code for a session of the browser's learner, once.
  const session = await trade(request, code, verifier);
  expect(session.status()).toBe(200);
  expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email);
  expect((await trade(request, code, verifier)).status()).toBe(400);

  // Someone who saw a code but not the verifier gets nothing, and uses the code up.
  const other = pkce();
  const seen = await request.post('/api/desktop-sign-in/code', { data: { challenge: other.challenge }, headers: await bearer(request, email, learnerPassword) });
  const { code: seenCode } = (await seen.json()) as { code: string };
  expect((await trade(request, seenCode, pkce().verifier)).status()).toBe(400);
  expect((await trade(request, seenCode, other.verifier)).status()).toBe(400);
});

test('a link that did not come from the app is refused, and nothing is asked', async ({ page, request }) => {
  const email = uniqueEmail('desktop-bad-link');
  await registerThroughApi(request, email);
  await signInThroughPage(page, email, learnerPassword);
  await page.goto('/desktop-sign-in?challenge=short&state=x');
  await expect(page.getByText('This link did not come from the app')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Allow and open the app' })).toHaveCount(0);
});

test('in the app, Sign in with your browser waits for the browser’s answer and signs the window in', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const listeners: Array<(answer: unknown) => void> = [];
    const calls: string[] = [];
    Object.assign(window, {
      signInCalls: calls,
      answerSignIn: (answer: unknown) => listeners.forEach((listener) => listener(answer)),
      kodeshala: {
        settings: {
          get: async () => ({ connection: { kind: 'platform', address: 'https://learn.kodeshala.in' }, betaChannel: false, defaultPlatformAddress: 'https://learn.kodeshala.in' }),
          change: async () => {
            throw new Error('not in this test');
          },
        },
        signIn: {
          withBrowser: async () => {
            calls.push('withBrowser');
            return null;
          },
          onAnswer: (listener: (answer: unknown) => void) => {
            listeners.push(listener);
            return () => listeners.splice(listeners.indexOf(listener), 1);
          },
        },
      },
    });
  });
  const email = uniqueEmail('desktop-app');
  await registerThroughApi(request, email);

  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Sign in with your browser' });
  await expect(button).toBeVisible();
  await captureAtWidths(page, 'desktop-sign-in-button');
  await button.click();
  await expect(page.getByText('Finish signing in in your browser')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { signInCalls: string[] }).signInCalls)).toEqual(['withBrowser']);

  // Main refuses a link that is not the answer to this attempt: said where the learner looks.
  await page.evaluate(() => (window as unknown as { answerSignIn(a: unknown): void }).answerSignIn({ ok: false, message: 'This sign-in took too long. Start again from the app.' }));
  await expect(page.getByRole('alert').filter({ hasText: 'This sign-in took too long' })).toBeVisible();

  // The browser's page allowed the app (its code asked for here with the learner's own session).
  const { verifier, challenge } = pkce();
  const allowed = await request.post('/api/desktop-sign-in/code', { data: { challenge }, headers: await bearer(request, email, learnerPassword) });
  const { code } = (await allowed.json()) as { code: string };
  await page.evaluate((answer) => (window as unknown as { answerSignIn(a: unknown): void }).answerSignIn(answer), { ok: true, code, verifier });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('profile-menu-button')).toBeVisible();
});

test('a browser shows no browser sign-in button', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with your browser' })).toHaveCount(0);
});
