import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, learnerPassword, registerThroughApi, toast, uniqueEmail } from './auth-helpers';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

/**
 * product.md §1.9: the whole interface in English, Hindi and Telugu, "a check fails when a screen
 * shows an untranslated string". The app is switched through the header's picker, each screen of
 * the list is read, and any Latin-script word that is not code, a brand, a language name or the
 * learner's own data fails the test.
 */
interface LanguageScreen {
  /** Names the screenshots: test-results/screenshots/lang-<language>-<name>-<width>.png */
  name: string;
  path: string;
  signedIn?: boolean;
  /** What shows once the screen has loaded its words. */
  ready: (page: Page) => ReturnType<Page['locator']>;
  /** Text that is content or user data, not interface (course titles from the library, say). */
  content?: string[];
}

/**
 * The screens walked in every language. Each feature adds its screens here (at merge: one entry
 * per screen, `signedIn` for guarded ones, `content` for library or user text on it).
 */
export const languageScreens: LanguageScreen[] = [
  { name: 'home', path: '/', ready: (page) => page.getByTestId('hero-carousel') },
  { name: 'login', path: '/login', ready: (page) => page.locator('form input[type="email"]') },
  { name: 'register', path: '/login?mode=register', ready: (page) => page.locator('form input[type="email"]') },
  { name: 'privacy-policy', path: '/privacy-policy', ready: (page) => page.locator('main h1') },
  { name: 'not-found', path: '/no-such-page', ready: (page) => page.locator('main h1') },
  {
    name: 'dashboard',
    path: '/dashboard',
    signedIn: true,
    ready: (page) => page.getByTestId('stat-courses'),
    content: ['[data-testid="dashboard-course"] h3', '[data-testid="dashboard-course"] p', '[data-testid="dashboard-course"] .mantine-Badge-root', 'main h1'],
  },
  { name: 'courses', path: '/courses', signedIn: true, ready: (page) => page.locator('main h1') },
];

/** Latin-script words a Hindi or Telugu screen may show: brands, products, code and language names. */
const allowedWords = new Set(
  [
    'Kodeshala', 'GitHub', 'Google', 'LinkedIn', 'X', 'YouTube', 'Instagram', 'Razorpay', 'English', 'EN',
    'HTML', 'CSS', 'JavaScript', 'React', 'Node.js', 'SQL', 'Python', 'Git', 'ATS', 'AI', 'PDF', 'API', 'INR',
    'Code', 'Yuddh', 'CodeKurukshetra', 'Pay',
    // The study words Indian students read and say in English in the middle of Hindi or Telugu
    // when the sentence around them is translated.
    'module', 'lesson', 'assignment', 'tutor', 'semester', 'Final', 'quiz', 'playground', 'project', 'login', 'email', 'resume', 'team',
    'modules', 'lessons', 'assignments', 'quizzes', 'projects', 'progress', 'plan', 'premium', 'access',
  ].map((word) => word.toLowerCase()),
);

const languageNames = { hi: 'हिन्दी', te: 'తెలుగు' } as const;
type Language = keyof typeof languageNames;

/** The visible words of the page outside English-marked, code and content regions. */
async function untranslatedWords(page: Page, content: string[]): Promise<string[]> {
  const texts = await page.evaluate((excluded) => {
    // An avatar shows the learner's own initials: user data, like their name.
    const skip = ['[lang="en"]', 'code', 'pre', '[translate="no"]', 'script', 'style', '.mantine-Avatar-root', ...excluded].join(',');
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest(skip) || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      found.push(text);
    }
    return found;
  }, content);
  const words = texts
    .join(' ')
    .split(/[\s,;:()[\]!?'"“”‘’…·|/]+/)
    .filter((token) => !token.includes('@') && !token.includes('://'))
    .map((token) => token.replace(/^[.\-–—]+|[.\-–—]+$/g, ''))
    // A Latin stem may carry a Devanagari or Telugu ending ("Reactతో", "Kodeshalaకి"): the stem is what is checked.
    .flatMap((token) => token.match(/[A-Za-z][A-Za-z0-9.+#]*/g) ?? [])
    .map((token) => token.replace(/\.+$/, ''));
  return [...new Set(words.filter((word) => !allowedWords.has(word.toLowerCase())))];
}

async function chooseThroughHeader(page: Page, language: Language): Promise<void> {
  await page.getByTestId('language-picker').click();
  await page.getByRole('menuitem', { name: languageNames[language] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

async function signInThroughForm(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.locator('form input[type="email"]').fill(email);
  await page.locator('form input[type="password"]').fill(learnerPassword);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByTestId('profile-menu-button')).toBeVisible();
}

async function walk(page: Page, language: Language, screens: LanguageScreen[]): Promise<void> {
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(screen.ready(page).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.waitForLoadState('networkidle');
    expect(await untranslatedWords(page, screen.content ?? []), `${screen.name} in ${language}`).toEqual([]);
    await captureAtWidths(page, `lang-${language}-${screen.name}`);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await hasNoHorizontalScroll(page), `${screen.name} in ${language} at 375 px`).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
  }
}

async function accountLanguage(request: APIRequestContext, email: string): Promise<string> {
  const me = await request.get('/api/me', { headers: await bearer(request, email, learnerPassword) });
  return ((await me.json()) as { language: string }).language;
}

for (const language of ['hi', 'te'] as const) {
  test(`the whole interface in ${languageNames[language]}, chosen in the header, kept on reload and on the account`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const email = uniqueEmail(`lang-${language}`);
    await registerThroughApi(request, email);
    await page.goto('/');
    await chooseThroughHeader(page, language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await walk(page, language, languageScreens.filter((screen) => !screen.signedIn));

    // Signing in keeps the language, and the account learns it for the learner's other devices.
    await signInThroughForm(page, email);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect.poll(() => accountLanguage(request, email)).toBe(language);
    await walk(page, language, languageScreens.filter((screen) => screen.signedIn));
  });
}

test('the remembered choice speaks from the first paint, and the account’s choice follows a sign-in elsewhere', async ({ browser, request }) => {
  // Two browsers, a sign-up and a sign-in: more than the default 30 s on a busy two-core machine.
  test.setTimeout(90_000);
  const remembered = await browser.newPage();
  await remembered.addInitScript(() => localStorage.setItem('ks_lang', 'te'));
  await remembered.goto('/');
  await expect(remembered.locator('html')).toHaveAttribute('lang', 'te');
  await expect(remembered.getByRole('link', { name: 'లాగిన్', exact: true })).toBeVisible();
  await remembered.close();

  // An account that chose Hindi signs in on a fresh device: the interface turns Hindi.
  const email = uniqueEmail('lang-account');
  await registerThroughApi(request, email);
  const headers = await bearer(request, email, learnerPassword);
  expect((await request.patch('/api/me', { headers, data: { language: 'hi' } })).status()).toBe(200);
  const fresh = await browser.newPage();
  await fresh.goto('/');
  await expect(fresh.locator('html')).toHaveAttribute('lang', 'en');
  await signInThroughForm(fresh, email);
  await expect(fresh.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(fresh.getByTestId('language-picker')).toHaveText('हि');
  // The welcome toast, raised as the sign-in lands and before the account's language has loaded, follows the switch.
  await expect(toast(fresh, 'success', 'Kodeshala में आपका स्वागत है!')).toBeVisible();
  expect(await fresh.evaluate(() => localStorage.getItem('ks_lang'))).toBe('hi');
  // And changing it there, signed in, saves it on the account.
  await chooseThroughHeader(fresh, 'te');
  await expect.poll(() => accountLanguage(request, email)).toBe('te');
  await fresh.close();
});
