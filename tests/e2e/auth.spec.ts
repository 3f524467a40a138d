import { expect, test } from '@playwright/test';
import {
  demoAdmin,
  demoLearner,
  demoPassword,
  learnerPassword,
  registerForm,
  registerThroughApi,
  signInForm,
  signInThroughPage,
  submitCredentials,
  toast,
  uniqueEmail,
} from './auth-helpers';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

test.describe('accounts', () => {
  test('a new learner registers, is welcomed, signs out and signs in again', async ({ page }) => {
    const email = uniqueEmail();
    await page.goto('/login?mode=register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await submitCredentials(registerForm(page), email, learnerPassword);

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, 'success', 'Welcome to Kodeshala!')).toBeVisible();
    await expect(page.getByTestId('profile-menu-button')).toBeVisible();

    // Writes left waiting in this browser (a resume save, a lesson completed offline) go at sign-out.
    const waiting = ['kodeshala:resume-outbox:', 'kodeshala:progress-outbox:'];
    await page.evaluate((prefixes) => {
      for (const prefix of prefixes) localStorage.setItem(`${prefix}someone`, '[]');
    }, waiting);
    await page.getByTestId('profile-menu-button').click();
    await expect(page.getByTestId('profile-menu')).toContainText(email);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(toast(page, 'info', 'Signed out')).toBeVisible();
    expect(await page.evaluate((prefixes) => Object.keys(localStorage).filter((key) => prefixes.some((prefix) => key.startsWith(prefix))), waiting)).toEqual([]);
    // Signing out on a guarded screen goes home, not to a login page that would bounce back.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await submitCredentials(signInForm(page), email, learnerPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('profile-menu-button')).toBeVisible();
  });

  test('a signed-out visit to a guarded page goes to login and comes back after sign-in', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fprofile$/);
    await submitCredentials(signInForm(page), demoLearner, demoPassword);
    await expect(page).toHaveURL(/\/profile$/);

    // A signed-in visitor to /login is sent on to the return path.
    await page.goto('/login?returnTo=%2Fquizzes');
    await expect(page).toHaveURL(/\/quizzes$/);
    // Anything deeper than a course goes back to the catalogue; an unsafe return path is refused.
    await page.goto('/courses/html-basics/lesson-2');
    await expect(page).toHaveURL(/\/courses$/);
    await page.goto('/login?returnTo=https%3A%2F%2Fevil.example%2F');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a guarded page says Loading authentication... while the check runs and gives up after 3 s', async ({ page, baseURL }) => {
    // A returning learner: the page knows a session exists and must ask the server about it.
    await page.context().addCookies([{ name: 'ks_signed_in', value: '1', url: baseURL ?? '' }]);
    await page.route('**/api/auth/refresh', () => {
      // Never answered: the 3-second limit has to end the wait.
    });
    await page.goto('/assignments');
    await expect(page.getByText('Loading authentication...')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fassignments$/, { timeout: 6_000 });
  });

  test('the login form shows the spec messages and clears them as fields are edited', async ({ page }) => {
    await page.goto('/login');
    const form = signInForm(page);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Password is required')).toBeVisible();

    await form.getByLabel('Email').fill('asha@example');
    await expect(form.getByText('Email is required')).toHaveCount(0);
    await expect(form.getByText('Password is required')).toBeVisible();
    await form.getByLabel('Password', { exact: true }).fill('abc');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Password must be at least 6 characters long')).toBeVisible();

    // The show/hide toggle.
    const password = form.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await form.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');

    // Toggling the mode clears the fields and their errors; the legal notice is for register mode.
    await expect(page.locator('main').getByRole('link', { name: 'Privacy Policy' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Create one' }).click();
    await expect(page).toHaveURL(/mode=register/);
    const register = registerForm(page);
    await expect(register.getByLabel('Email')).toHaveValue('');
    await expect(register.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(register.getByText('Please enter a valid email address')).toHaveCount(0);
    await expect(page.locator('main').getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-conditions');
    await expect(page.locator('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  test('sign-in failures show the spec texts', async ({ page, request }) => {
    const email = uniqueEmail();
    await registerThroughApi(request, email);
    await page.goto('/login');
    await submitCredentials(signInForm(page), email, 'not-my-password');
    await expect(page.getByTestId('login-error')).toHaveText('Incorrect password. Please try again.');

    await submitCredentials(signInForm(page), uniqueEmail('nobody'), learnerPassword);
    await expect(page.getByTestId('login-error')).toHaveText('No account found with this email address.');

    // Switching mode clears the error.
    await page.getByRole('button', { name: 'Create one' }).click();
    await expect(page.getByTestId('login-error')).toHaveCount(0);
    await submitCredentials(registerForm(page), email, learnerPassword);
    await expect(page.getByTestId('login-error')).toHaveText('An account with this email already exists.');
  });

  test('the hackathon context shows its banner, and the login page looks finished', async ({ page }) => {
    await page.goto('/login?context=hackathon&returnTo=%2Fhackathon%2Fregistration');
    await expect(page.getByTestId('hackathon-banner')).toBeVisible();
    await expect(page).toHaveTitle(/Sign in \| Kodeshala/);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await captureAtWidths(page, 'login-hackathon');
    await page.goto('/login?mode=register');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/login\?mode=register$/);
    await captureAtWidths(page, 'login-register');
    await page.goto('/login');
    await captureAtWidths(page, 'login');
  });

  test('a sign-out the server refuses keeps the learner signed in with an error toast', async ({ page }) => {
    await signInThroughPage(page, demoLearner, demoPassword);
    await page.route('**/api/auth/logout', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'Down for a moment.' } } }),
    );
    await page.getByTestId('profile-menu-button').click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(toast(page, 'error', 'There was an issue signing out. Please try again.')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('profile-menu-button')).toBeVisible();
  });
});

test.describe('header', () => {
  test('a learner’s profile menu lists the personal screens, Upgrade and Sign Out, and no Admin Panel', async ({ page }) => {
    await signInThroughPage(page, demoLearner, demoPassword);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Dashboard', 'Courses', 'Playground']) await expect(nav.getByRole('link', { name: label })).toBeVisible();
    await expect(nav.getByRole('link', { name: /Hackathon/ })).toContainText('Live');

    await page.getByTestId('profile-menu-button').click();
    const items = page.getByTestId('profile-menu').getByRole('menuitem');
    await expect(items).toHaveText([
      'Profile settings',
      'Assignments',
      'Projects',
      'Quizzes',
      'Resume Builder',
      'ATS Checker',
      'GitHub Integration',
      'Upgrade to Premium',
      'Sign Out',
    ]);
    await expect(page.getByRole('menuitem', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/payment/monthly');
    await captureAtWidths(page, 'header-profile-menu');
    // Just above the phone breakpoint the five links, the toggle and the avatar still fit.
    await page.setViewportSize({ width: 800, height: 600 });
    await page.screenshot({ path: 'test-results/screenshots/header-tablet.png' });
    const headerBox = await page.getByRole('banner').boundingBox();
    const avatarBox = await page.getByTestId('profile-menu-button').boundingBox();
    expect(avatarBox && headerBox && avatarBox.x + avatarBox.width <= headerBox.width).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Escape, an outside click and a route change each close it.
    if (!(await page.getByTestId('profile-menu').isVisible())) await page.getByTestId('profile-menu-button').click();
    await expect(page.getByTestId('profile-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('profile-menu')).toBeHidden();
    await page.getByTestId('profile-menu-button').click();
    // Open first: a click outside a menu still opening lands before it listens for one.
    await expect(page.getByTestId('profile-menu')).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(page.getByTestId('profile-menu')).toBeHidden();
    await page.getByTestId('profile-menu-button').click();
    await page.getByRole('menuitem', { name: 'GitHub Integration' }).click();
    await expect(page).toHaveURL(/\/github$/);
    await expect(page.getByTestId('profile-menu')).toBeHidden();
  });

  test('the demo admin also sees Admin Panel', async ({ page }) => {
    await signInThroughPage(page, demoAdmin, demoPassword);
    await page.getByTestId('profile-menu-button').click();
    await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  });

  test('on a phone a burger opens the full-screen menu, which closes on Escape and on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const label of ['Home', 'Dashboard', 'Playground', 'Hackathon', 'Courses']) await expect(menu.getByRole('link', { name: label })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Sign In to Get Started' })).toBeVisible();
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await page.screenshot({ path: 'test-results/screenshots/mobile-menu-signed-out.png' });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Sign In to Get Started' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(menu).toBeHidden();
    await submitCredentials(signInForm(page), demoLearner, demoPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.waitForTimeout(300); // the drawer's slide-in
    await page.screenshot({ path: 'test-results/screenshots/mobile-menu-signed-in.png' });
    await menu.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(menu).toBeHidden();
  });
});
