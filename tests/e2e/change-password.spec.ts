import { expect, test } from '@playwright/test';
import { bearer, learnerPassword, registerThroughApi, signInThroughPage, uniqueEmail } from './auth-helpers';
import { captureAtWidths, hasNoHorizontalScroll, widths } from './screenshots';

const newPassword = 'masala-dosa-and-loops-7';

test.describe('changing the password from the profile', () => {
  test('refuses a wrong current password beside its field, then changes it, keeps this page signed in and ends the other device', async ({ page, request, context }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('newpass');
    await registerThroughApi(request, email);
    const otherDevice = await bearer(request, email, learnerPassword);
    await signInThroughPage(page, email, learnerPassword);
    await page.goto('/profile');
    const section = page.getByTestId('change-password');
    await expect(section.getByText('Change password', { exact: true }).first()).toBeVisible();
    const current = section.getByLabel('Current password');
    const next = section.getByLabel('New password', { exact: true });
    const again = section.getByLabel('New password again');
    const submit = section.getByRole('button', { name: 'Change password' });

    await submit.click();
    await expect(section).toContainText('Enter your current password');
    await current.fill('not-my-password');
    await next.fill(newPassword);
    await again.fill(`${newPassword}x`);
    await submit.click();
    await expect(section).toContainText('The two new passwords do not match');
    await again.fill(newPassword);
    await submit.click();
    await expect(section).toContainText('Your current password is not correct. Your password was not changed.');
    await expect(current).toHaveAttribute('data-invalid', 'true');
    await captureAtWidths(page, 'change-password-refused');

    await current.fill(learnerPassword);
    await submit.click();
    await expect(section.getByRole('status')).toContainText('Your password has been changed. You have been signed out on your other devices.');
    await expect(current).toHaveValue('');
    await captureAtWidths(page, 'change-password-changed');
    await page.setViewportSize({ width: widths.mobile, height: 800 });
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await page.setViewportSize({ width: widths.desktop, height: 800 });

    // The other device's session is over; this page carries on, after a reload too.
    expect((await request.get('/api/me', { headers: otherDevice })).status()).toBe(401);
    await page.reload();
    await expect(page.getByTestId('profile-menu-button')).toBeVisible();
    await expect(page.getByTestId('change-password')).toBeVisible();
    expect((await request.post('/api/auth/login', { data: { email, password: newPassword } })).status()).toBe(200);
    expect((await request.post('/api/auth/login', { data: { email, password: learnerPassword } })).status()).toBe(401);

    // Offline the change cannot be made, and the section says so.
    await context.setOffline(true);
    await expect(section.getByRole('status')).toContainText('You are offline. Changing your password needs a connection to the server.');
    await expect(section.getByRole('button', { name: 'Change password' })).toBeDisabled();
    await captureAtWidths(page, 'change-password-offline');
    await context.setOffline(false);
  });
});
