import { expect, test, type Page } from '@playwright/test';
import { toast } from './auth-helpers';
import { animationSpeed, startTheApp } from './prerendered';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

const problemIds = ['PS01', 'PS02', 'PS03', 'PS04', 'PS05', 'PS06', 'PS07', 'PS08', 'PS09', 'PS10'];
const dashboardWarning = 'Please login to access the dashboard';
/** The playground's editor and its workers; the landing must never fetch them. */
const monacoChunk = /monaco|editor\.worker|ts\.worker|PlaygroundEditor/i;

/** The landing as a visitor has it once the app runs (the server draws it; the app starts at the first move). */
async function openLanding(page: Page): Promise<void> {
  await page.goto('/hackathon');
  await startTheApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Code Yuddh 2027' })).toBeVisible();
}

const carousel = (page: Page) => page.getByTestId('problem-carousel');
const activeSlide = async (page: Page) => Number(await carousel(page).getAttribute('data-active-slide'));

test.describe('hackathon landing', () => {
  test('prepares, welcomes and shows the eight sections in order', async ({ page }) => {
    // Two full-page pictures of a long page take a while on a busy machine.
    test.setTimeout(90_000);
    await animationSpeed(page, 0.05);
    await page.goto('/hackathon');
    await expect(page.getByText('Preparing the battlefield...')).toBeVisible();
    await animationSpeed(page, 1);
    await startTheApp(page);
    await expect(toast(page, 'info', 'Welcome to Code Yuddh 2027! Prepare for the ultimate coding battle.')).toBeVisible();

    await expect(page.getByText('कोड युद्ध 2027', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Code Yuddh 2027' })).toBeVisible();
    await expect(page.getByRole('timer', { name: 'Until hackathon begins' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join the Battle' })).toHaveAttribute('href', '/hackathon/registration');

    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual(['Choose Your Challenge', 'Battle Timeline', 'Prizes', 'All Problem Statements', 'Battle Rules', 'Judging Criteria']);
    await expect(page.getByText('₹40,000', { exact: true })).toBeVisible();
    await expect(page.getByText('₹20,000', { exact: true })).toBeVisible();
    await expect(page.getByText('₹10,000', { exact: true })).toBeVisible();
    await expect(page.getByTestId('problem-summary-table').getByRole('row')).toHaveCount(11);
    await expect(page.getByRole('progressbar', { name: 'Innovation: 30%' })).toBeAttached();

    await page.setViewportSize({ width: 375, height: 800 });
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await captureAtWidths(page, 'hackathon-landing');
  });

  test('a new visitor reads the landing the server drew, after its loading screen, before any of the app arrives', async ({ page }) => {
    const appScripts: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && /\/assets\/(index|HackathonPage|LandingPage)-/.test(request.url())) appScripts.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await animationSpeed(page, 0.05);
    await page.goto('/hackathon');
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
    const preparing = page.getByText('Preparing the battlefield...');
    await expect(preparing).toBeVisible();
    await animationSpeed(page, 1);
    // The landing shows beneath the loading notice, which goes by itself after 1.5 s with no script run.
    await expect(page.getByRole('heading', { level: 1, name: 'Code Yuddh 2027' })).toBeVisible();
    await expect(preparing).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Code Yuddh 2027' })).toBeVisible();
    const headingOnTop = () =>
      page.evaluate(() => {
        const title = document.getElementById('hackathon-title');
        const box = title?.getBoundingClientRect();
        return box !== undefined && document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === title;
      });
    await expect.poll(headingOnTop).toBe(true);
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Choose Your Challenge', 'Battle Timeline', 'Prizes', 'All Problem Statements', 'Battle Rules', 'Judging Criteria']);
    await expect(page).toHaveTitle(/^Code Yuddh 2027: The 48-hour battle of builders/);
    // The drawing cannot know the time: the page's start-up script counts its countdown until the app does.
    const prerenderedCountdown = page.getByTestId('hackathon-countdown-prerendered');
    await expect(prerenderedCountdown.getByRole('timer', { name: 'Until hackathon begins' })).toBeVisible();
    const figures = () => prerenderedCountdown.locator('[data-prerender-unit]').evaluateAll((units) => units.map((unit) => unit.getAttribute('data-value') ?? ''));
    const [startsAt = ''] = (await prerenderedCountdown.getAttribute('data-prerender-countdown'))?.split(' ') ?? [];
    const firstFigures = await figures();
    const daysLeft = Math.floor((Date.parse(startsAt) - (await page.evaluate(() => Date.now()))) / 86_400_000);
    expect(firstFigures[0]).toBe(String(daysLeft).padStart(2, '0'));
    expect(firstFigures.every((figure) => /^\d{2,}$/.test(figure))).toBe(true);
    await expect.poll(async () => (await figures())[3]).not.toBe(firstFigures[3]);
    expect(appScripts).toEqual([]);

    await startTheApp(page);
    await expect(page.getByRole('timer', { name: 'Until hackathon begins' })).toBeVisible();
    await expect(toast(page, 'info', 'Welcome to Code Yuddh 2027! Prepare for the ultimate coding battle.')).toBeVisible();
    // React took the server's HTML as it was, with the event the server drew it from.
    expect(errors).toEqual([]);
    await page.getByRole('button', { name: 'Next challenge' }).click();
    await expect(carousel(page)).toHaveAttribute('data-active-slide', '1');
  });

  test.describe('in a time zone where the start falls on the day before', () => {
    // The event starts on 20 Feb 2027 at 10:00 in India, which is 19 Feb at 18:30 in Honolulu.
    test.use({ timezoneId: 'Pacific/Honolulu' });

    test("the landing gives the event's day in India, the same in the server's drawing and once the app has taken it over", async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/hackathon');
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
      await expect(page.getByText('20 Feb 2027', { exact: true })).toBeAttached();
      await startTheApp(page);
      await expect(page.getByRole('timer', { name: 'Until hackathon begins' })).toBeVisible();
      await expect(page.getByText('20 Feb 2027', { exact: true })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });

  test('a first click on a problem, before the app has arrived, opens it once the app is there', async ({ page }) => {
    await page.goto('/hackathon');
    await expect(page.getByText('Preparing the battlefield...')).toBeHidden();
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
    await page.getByTestId('problem-card-PS02').click();
    await expect(page.getByRole('dialog')).toContainText('PS02:');
  });

  test('the carousel moves with its controls and the arrow keys, wrapping at the ends', async ({ page }) => {
    await openLanding(page);
    await carousel(page).hover();
    const start = await activeSlide(page);
    await page.getByRole('button', { name: 'Next challenge' }).click();
    await expect(carousel(page)).toHaveAttribute('data-active-slide', String((start + 1) % 10));
    await page.getByRole('button', { name: 'Previous challenge' }).click();
    await page.getByRole('button', { name: 'Previous challenge' }).click();
    await expect(carousel(page)).toHaveAttribute('data-active-slide', String((start + 9) % 10));

    const now = await activeSlide(page);
    await page.getByTestId(`problem-card-${problemIds[now]}`).focus();
    await page.keyboard.press('ArrowRight');
    await expect(carousel(page)).toHaveAttribute('data-active-slide', String((now + 1) % 10));
    await page.keyboard.press('ArrowLeft');
    await expect(carousel(page)).toHaveAttribute('data-active-slide', String(now));
  });

  test('the carousel advances on its own every 5 s', async ({ page }) => {
    await openLanding(page);
    const start = await activeSlide(page);
    await expect(carousel(page)).toHaveAttribute('data-active-slide', String((start + 1) % 10), { timeout: 8_000 });
  });

  test('a problem opens in full and Choose This Challenge leads to the wizard with it chosen', async ({ page }) => {
    test.setTimeout(90_000);
    await openLanding(page);
    await carousel(page).hover();
    const id = problemIds[await activeSlide(page)]!;
    await page.getByTestId(`problem-card-${id}`).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`${id}:`);
    for (const part of ['Problem', 'Your task', 'Features', 'Tech stack', 'Impact', 'Bonus points']) {
      await expect(dialog.getByRole('heading', { name: part, exact: true })).toBeVisible();
    }
    await expect(dialog).toContainText('Creative problem solving');
    await captureAtWidths(page, 'hackathon-problem-modal');
    await dialog.getByRole('link', { name: 'Choose This Challenge' }).click();
    await expect(page).toHaveURL(new RegExp(`/hackathon/registration\\?problem=${id}$`));
  });

  test('a guest pressing View Dashboard is told to sign in and stays on the landing', async ({ page }) => {
    await openLanding(page);
    await page.getByRole('button', { name: 'View Dashboard' }).click();
    await expect(toast(page, 'warning', dashboardWarning)).toBeVisible();
    await expect(page).toHaveURL(/\/hackathon$/);
  });

  test('a guest opening the dashboard is sent back to the landing with the warning', async ({ page }) => {
    await page.goto('/hackathon/dashboard');
    await expect(toast(page, 'warning', dashboardWarning)).toBeVisible();
    await expect(page).toHaveURL(/\/hackathon$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Code Yuddh 2027' })).toBeVisible();
  });

  test('the landing never loads the playground editor', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await openLanding(page);
    await carousel(page).hover();
    await page.getByTestId(`problem-card-${problemIds[await activeSlide(page)]}`).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(requested.some((url) => url.includes('/assets/'))).toBe(true);
    expect(requested.filter((url) => monacoChunk.test(url))).toEqual([]);
  });
});
