import { expect, test, type BrowserContext } from '@playwright/test';
import { toast, uniqueEmail } from './auth-helpers';

/**
 * The renderer's side of social sign-in. The provider's end of the flow is tested on the server
 * against real protocol peers; here the popup's final page is stood in for, so the journey covers
 * what the learner sees: the popup, its message, cancelling and the redirect fallback.
 */
const bothConfigured = {
  providers: [
    { id: 'google', name: 'Google', configured: true },
    { id: 'github', name: 'GitHub', configured: true },
  ],
  firebase: null,
};

/** What the server's result page does: tell the opener and the channel, then close. */
const resultPage = (message: object) => `<!doctype html><meta charset="utf-8"><script>
  const message = ${JSON.stringify({ type: 'kodeshala:oauth', ...message })};
  if (window.opener) window.opener.postMessage(message, location.origin);
  new BroadcastChannel('kodeshala-auth').postMessage(message);
  window.close();
</script>`;

async function standInForProvider(context: BrowserContext, body: string | null): Promise<void> {
  await context.route('**/api/auth/providers', (route) => route.fulfill({ json: bothConfigured }));
  await context.route('**/api/auth/oauth/*/start*', (route) =>
    body === null ? route.fulfill({ contentType: 'text/html', body: '<p>Signing in…</p>' }) : route.fulfill({ contentType: 'text/html', body }),
  );
}

test('a provider the server has not set up is shown disabled with the reason', async ({ page }) => {
  await page.route('**/api/auth/providers', (route) =>
    route.fulfill({ json: { providers: [{ id: 'google', name: 'Google', configured: false }, { id: 'github', name: 'GitHub', configured: true }], firebase: null } }),
  );
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Continue with GitHub' })).toBeEnabled();
  await page.getByRole('button', { name: 'Continue with Google' }).locator('..').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Google sign-in is not set up on this server.');
});

test('a popup sign-in that succeeds lands on the return path', async ({ page, context, playwright, baseURL }) => {
  test.setTimeout(60_000);
  // The popup's success means the server set the refresh cookie. It is set when the popup opens,
  // not before: a cookie present while the login page starts would sign the visitor in on its own.
  const elsewhere = await playwright.request.newContext({ baseURL });
  const registered = await elsewhere.post('/api/auth/register', { data: { email: uniqueEmail('social'), password: 'chai-and-code-42' } });
  expect(registered.status()).toBe(201);
  const { cookies } = await elsewhere.storageState();
  await elsewhere.dispose();
  await context.route('**/api/auth/providers', (route) => route.fulfill({ json: bothConfigured }));
  await context.route('**/api/auth/oauth/*/start*', async (route) => {
    await context.addCookies(cookies);
    await route.fulfill({ contentType: 'text/html', body: resultPage({ ok: true }) });
  });
  await page.goto('/login?returnTo=%2Fprofile');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-menu-button')).toBeVisible();
});

test('a GitHub sign-in refused for an e-mail with an account says to sign in as before and connect GitHub from the profile', async ({ page, context }) => {
  await standInForProvider(context, resultPage({ ok: false, code: 'auth/account-exists-with-different-credential' }));
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with GitHub' }).click();
  await expect(page.getByTestId('login-error')).toHaveText(
    'An account with this email already exists. Sign in the way you did before, then connect GitHub from your profile.',
  );
});

test('a GitHub timeout shows its own text and a warning toast', async ({ page, context }) => {
  await standInForProvider(context, resultPage({ ok: false, code: 'auth/timeout' }));
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with GitHub' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('GitHub authentication timed out. Please try again.');
  await expect(toast(page, 'warning', 'GitHub authentication timed out. Please try again.')).toBeVisible();
});

test('closing the popup cancels with an info toast', async ({ page, context }) => {
  await standInForProvider(context, null);
  await page.goto('/login');
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Continue with Google' }).click()]);
  await popup.close();
  await expect(toast(page, 'info', 'Sign-in Cancelled')).toBeVisible({ timeout: 5_000 });
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
});

test('a failed redirect sign-in comes back with the error on the login page', async ({ page }) => {
  await page.goto('/login?oauthError=auth%2Ffailed&returnTo=%2Fcourses');
  await expect(page.getByTestId('login-error')).toHaveText('Authentication failed. Please try again.');
  await expect(toast(page, 'error', 'Authentication failed. Please try again.')).toBeVisible();
  // The code leaves the address so a reload does not repeat it; the return path stays.
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fcourses$/);
});
