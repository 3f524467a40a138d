import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The demo accounts `npm start` creates; playwright.config.ts sets their password. */
export const demoPassword = 'e2e-demo-password';
export const demoLearner = 'learner@kodeshala.local';
export const demoAdmin = 'admin@kodeshala.local';
export const learnerPassword = 'chai-and-code-42';

export const uniqueEmail = (prefix = 'learner') =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;

/** Creates an account without touching the browser's cookies. */
export async function registerThroughApi(request: APIRequestContext, email: string, password = learnerPassword): Promise<void> {
  const response = await request.post('/api/auth/register', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(201);
}

export const signInForm = (page: Page): Locator => page.getByRole('form', { name: 'Sign in' });
export const registerForm = (page: Page): Locator => page.getByRole('form', { name: 'Create account' });

/** Fills the e-mail form on /login (already open) and submits it. */
export async function submitCredentials(form: Locator, email: string, password: string): Promise<void> {
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: /^(Sign In|Create Account)$/ }).click();
}

export async function signInThroughPage(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await submitCredentials(signInForm(page), email, password);
  await expect(page.getByTestId('profile-menu-button')).toBeVisible();
  // The header can show the account a moment before the page leaves /login; a menu opened in that
  // moment closes with the route change, as every header menu does (a CI run lost one so).
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** A toast of one kind (product.md §1.3 types) holding the given text. */
export const toast = (page: Page, type: 'info' | 'success' | 'error' | 'warning' | 'hackathon', text: string | RegExp): Locator =>
  page.locator(`[data-notification-type="${type}"]`).filter({ hasText: text });

/** The bearer header of an account signed in through the API, for calls a test makes itself. */
export async function bearer(request: APIRequestContext, email: string, password: string): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return { authorization: `Bearer ${((await response.json()) as { accessToken: string }).accessToken}` };
}
