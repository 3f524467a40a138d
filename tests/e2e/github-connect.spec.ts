import { expect, test } from '@playwright/test';
import { learnerPassword, registerThroughApi, signInThroughPage, toast, uniqueEmail } from './auth-helpers';
import { captureAtWidths } from './screenshots';

/**
 * product.md §2.2 "Connecting GitHub": a learner who signed up with e-mail connects GitHub from the
 * profile through the GitHub peer (tests/peers/github-peer.ts, which approves at once), reaches
 * their repositories, and disconnects it again.
 */
const control = `http://127.0.0.1:${process.env.PEER_CONTROL_PORT}`;

test('a learner made with e-mail connects GitHub from the profile, sees the repositories, and disconnects it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('github-connect');
  await registerThroughApi(request, email);
  const login = `gh-${Date.now().toString(36)}`;
  // The peer names the GitHub login after the account's name; its e-mail is not the learner's.
  const next = await request.post(`${control}/next-account`, { data: { provider: 'github', id: String(Date.now() % 1_000_000_000), name: login, email: `other-${email}` } });
  expect(next.ok(), await next.text()).toBe(true);

  await signInThroughPage(page, email, learnerPassword);
  await page.goto('/profile');
  const card = page.getByTestId('connect-github');
  await expect(card).toContainText('Connect your GitHub account');
  await captureAtWidths(page, 'github-connect-before');
  await card.getByRole('button', { name: 'Connect GitHub' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(toast(page, 'success', 'GitHub connected').first()).toBeVisible();
  await expect(card).toContainText(`Connected as ${login}`);
  await captureAtWidths(page, 'github-connect-after');

  await page.goto('/github');
  await expect(page.getByText(`Signed in to GitHub as`)).toBeVisible();

  await page.goto('/profile');
  await card.getByRole('button', { name: 'Disconnect GitHub' }).click();
  await expect(card.getByRole('button', { name: 'Connect GitHub' })).toBeVisible();
});
