import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { bearer, demoAdmin, demoPassword, learnerPassword, registerThroughApi, signInThroughPage, toast, uniqueEmail } from './auth-helpers';
import { mailReceivedBy } from './mail-peer';
import { captureAtWidths, hasNoHorizontalScroll, widths } from './screenshots';
import { startTheApp } from './prerendered';

const courseId = 'html-basics';

test.describe('subscriptions and payments', () => {
  test('a free learner buys the monthly plan in the sandbox checkout and the locked lesson opens at once', async ({ page, request }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('buyer');
    await registerThroughApi(request, email);
    const headers = await bearer(request, email, learnerPassword);
    const outline = (await (await request.get(`/api/courses/${courseId}`, { headers })).json()) as { modules: Array<{ lessons: Array<{ id: string; title: string; locked: boolean }> }> };
    const locked = outline.modules[0]?.lessons[3];
    expect(locked?.locked).toBe(true);
    if (!locked) return;

    await signInThroughPage(page, email, learnerPassword);
    await page.goto(`/courses/${courseId}?lesson=${locked.id}`);
    await startTheApp(page);
    const upsell = page.getByTestId('premium-upsell');
    await expect(upsell).toBeVisible();
    // Everything from here happens inside the app, without a page load.
    await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
    await upsell.getByRole('link', { name: 'Upgrade to Premium' }).click();

    await expect(page).toHaveURL(/\/payment\/monthly$/);
    await expect(page.getByRole('radio', { name: /Monthly Plan/ })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('30-day money-back guarantee')).toBeVisible();
    for (const name of ['Terms and Conditions', 'Privacy Policy', 'Refund Policy']) await expect(page.getByTestId('pay-panel').getByRole('link', { name })).toBeVisible();
    await captureAtWidths(page, 'payment');
    await page.setViewportSize({ width: widths.mobile, height: 800 });
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await page.setViewportSize({ width: widths.desktop, height: 800 });

    // A failed test payment offers Try Again; then the learner pays.
    await page.getByTestId('pay-button').click();
    const dialog = page.getByTestId('sandbox-checkout');
    await expect(dialog.getByText('Test mode', { exact: true })).toBeVisible();
    await expect(dialog.getByTestId('sandbox-test-mode')).toContainText('No money moves');
    await page.screenshot({ path: 'test-results/screenshots/payment-sandbox-dialog-desktop.png' });
    await dialog.getByRole('button', { name: 'Fail payment' }).click();
    await expect(page.getByTestId('payment-error')).toContainText('Payment failed: The test card was declined in the sandbox. Please try again or contact support.');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByTestId('sandbox-checkout').getByRole('button', { name: 'Pay (test)' }).click();

    await expect(page).toHaveURL(/\/dashboard\?from=payment$/);
    await expect(page.getByTestId('payment-thanks')).toBeVisible();
    const quickActions = page.getByRole('region', { name: 'Quick actions' });
    await expect(quickActions.getByRole('link', { name: 'Your payments' })).toBeVisible();
    await expect(quickActions.getByRole('link', { name: 'Upgrade to Premium' })).toHaveCount(0);
    await page.getByTestId('profile-menu-button').click();
    await expect(page.getByTestId('premium-active')).toContainText('Premium Active');
    await expect(page.getByTestId('premium-active')).toContainText('Monthly');
    await page.keyboard.press('Escape');

    // Back to the lesson through the app's history: the lock has lifted without a reload.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/courses/${courseId}\\?lesson=${locked.id}$`));
    await expect(page.getByTestId('lesson-body')).toBeVisible();
    await expect(page.getByTestId('premium-upsell')).toHaveCount(0);
    expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true);

    // The receipt e-mail is in the outbox and reaches the loopback SMTP peer.
    const admin = await bearer(request, demoAdmin, demoPassword);
    const outbox = (await (await request.get(`/api/admin/mail/outbox?to=${encodeURIComponent(email)}`, { headers: admin })).json()) as {
      messages: Array<{ subject: string; text: string; status: string }>;
    };
    expect(outbox.messages).toHaveLength(1);
    expect(outbox.messages[0]).toMatchObject({ subject: expect.stringMatching(/^Your Kodeshala receipt KS-/) });
    expect(outbox.messages[0]?.text).toContain('Monthly Plan');
    await expect.poll(async () => (await mailReceivedBy(request, email)).map((mail) => /^Subject: Your Kodeshala receipt KS-/m.test(mail.data)), { timeout: 30_000 }).toEqual([true]);

    // The profile lists the payment, and its PDF receipt downloads.
    await page.getByTestId('profile-menu-button').click();
    await page.getByRole('menuitem', { name: 'Profile settings' }).click();
    const history = page.getByTestId('payment-history');
    await expect(history).toContainText('Monthly Plan');
    await expect(history).toContainText('₹99.00');
    const download = page.waitForEvent('download');
    await history.getByRole('button', { name: /Download receipt/ }).click();
    const file = await (await download).path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await captureAtWidths(page, 'profile-payments');
  });

  test('an unknown plan falls back to the monthly plan with the spec message', async ({ page }) => {
    await page.goto('/payment/lifetime');
    await expect(page).toHaveURL(/\/payment\/monthly$/);
    await expect(toast(page, 'warning', 'Invalid plan selected. Defaulting to Monthly Plan.')).toBeVisible();
    await expect(page.getByTestId('pay-button')).toBeDisabled();
    await page.getByTestId('plan-card-yearly').click();
    await expect(page).toHaveURL(/\/payment\/yearly$/);
    await expect(page.getByTestId('pay-button')).toHaveText(/Pay ₹799/);
  });
});
