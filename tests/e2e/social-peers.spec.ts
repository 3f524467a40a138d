import { expect, test, type Page } from '@playwright/test';
import { withPeerTurn } from './peer-turn';

/**
 * Social sign-in end to end: the product talks to the Google (OpenID Connect) and GitHub protocol
 * peers that playwright.config.ts starts on loopback, through the real login page.
 */
const control = `http://127.0.0.1:${process.env.PEER_CONTROL_PORT}`;
// The peers sign in whichever account was set last, so each journey takes its turn (peer-turn.ts).
let counter = 0;

async function nextAccount(provider: 'google' | 'github', name: string): Promise<string> {
  const email = `${provider}-${Date.now()}-${++counter}@example.in`;
  const res = await fetch(control, { method: 'POST', body: JSON.stringify({ provider, id: String(Date.now() + counter), email, name }) });
  expect(res.status).toBe(204);
  return email;
}

async function expectSignedIn(page: Page, email: string): Promise<void> {
  const button = page.getByTestId('profile-menu-button');
  await expect(button).toBeVisible();
  // A header menu closes when the route changes, and the page asked for may still settle its own
  // address just after arriving (a CI run lost a menu so): open it again until it stays open.
  await expect(async () => {
    const menu = page.getByRole('menu');
    if (!(await menu.isVisible())) await button.click();
    await expect(menu).toContainText(email, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

// A journey may first wait its turn at the peers behind another spec's, then load the playground's
// editor after a full-page redirect: more than the default 30 s on a busy CI machine.
test.describe.configure({ timeout: 60_000 });

for (const provider of ['google', 'github'] as const) {
  const label = provider === 'google' ? 'Continue with Google' : 'Continue with GitHub';

  test(`${provider}: the popup flow completes against the peer and returns to the page asked for`, ({ page }) =>
    withPeerTurn(async () => {
      const email = await nextAccount(provider, `Popup ${provider}`);
      await page.goto('/login?returnTo=%2Fprofile');
      const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: label }).click()]);
      // The peers approve at once, so on a busy machine the popup can finish and close before the
      // click's own wait returns; a close event already past is never heard again.
      if (!popup.isClosed()) await popup.waitForEvent('close', { timeout: 15_000 });
      await expect(page).toHaveURL(/\/profile$/);
      await expectSignedIn(page, email);
    }));

  test(`${provider}: with pop-ups blocked, the redirect flow completes and returns to the page asked for`, ({ page }) =>
    withPeerTurn(async () => {
      const email = await nextAccount(provider, `Redirect ${provider}`);
      // A blocked popup is what window.open answers with null.
      await page.addInitScript(() => {
        window.open = () => null;
      });
      await page.goto('/login?returnTo=%2Fplayground');
      await page.getByRole('button', { name: label }).click();
      await expect(page).toHaveURL(/\/playground$/, { timeout: 15_000 });
      await expectSignedIn(page, email);
    }));
}
