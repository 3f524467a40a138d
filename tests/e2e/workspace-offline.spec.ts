import { expect, test, type Page } from '@playwright/test';
import * as Y from 'yjs';
import { bearer, learnerPassword, registerThroughApi, signInThroughPage, uniqueEmail } from './auth-helpers';
import { captureAtWidths } from './screenshots';

/**
 * A shared project reloaded offline (product.md §3.10 "Offline"): it opens from this browser's
 * copy, editable, with the offline notice instead of the error screen, and what was typed offline
 * reaches the server when the network returns.
 */
// This spec is about the service worker, which the other journeys block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const editorTimeout = 90_000;
const editor = (page: Page) => page.locator('.monaco-editor').first();

/** main.py as this browser's copy holds it (edits are written there in batches, at most 100 ms apart). */
async function keptMain(page: Page, projectId: string): Promise<string> {
  const updates = await page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open(`kodeshala-workspace-${id}`);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    const all = await new Promise<ArrayBuffer[]>((resolve, reject) => {
      const reading = db.transaction('updates').objectStore('updates').getAll();
      reading.onsuccess = () => resolve(reading.result as ArrayBuffer[]);
      reading.onerror = () => reject(reading.error);
    });
    db.close();
    return all.map((update) => Array.from(new Uint8Array(update)));
  }, projectId);
  const doc = new Y.Doc();
  for (const update of updates) Y.applyUpdate(doc, new Uint8Array(update));
  return doc.getMap<Y.Text>('files').get('main.py')?.toString() ?? '';
}

test('a shared project reloaded offline opens from this device, takes edits and merges them when back online', async ({ page, context, request }) => {
  test.setTimeout(300_000);
  const email = uniqueEmail('ws-offline');
  await registerThroughApi(request, email);
  const headers = await bearer(request, email, learnerPassword);
  const created = await request.post('/api/workspace/projects', { headers, data: { name: 'Hostel Wi-Fi' } });
  expect(created.status(), await created.text()).toBe(201);
  const projectId = ((await created.json()) as { id: string }).id;
  /** main.py as the server holds it: a version saved there now. */
  const savedMain = async () => {
    const saved = await request.post(`/api/workspace/projects/${projectId}/versions`, { headers, data: { name: 'check' } });
    const { id } = (await saved.json()) as { id: string };
    const files = await request.get(`/api/workspace/projects/${projectId}/versions/${id}`, { headers });
    return ((await files.json()) as { files: Record<string, string> }).files['main.py'] ?? '';
  };

  await signInThroughPage(page, email, learnerPassword);
  await page.goto(`/workspace/${projectId}`);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 120_000 });
  await expect(page.getByRole('heading', { name: 'Hostel Wi-Fi' })).toBeVisible();
  await page.getByLabel('New file name').fill('main.py');
  await page.getByLabel('New file name').press('Enter');
  await expect(editor(page)).toBeVisible({ timeout: editorTimeout });
  await editor(page).locator('.view-lines').click();
  await page.keyboard.insertText('print("kept")');
  // The project's details are kept in this browser's query cache, the document in IndexedDB.
  await expect.poll(() => page.evaluate((id) => (localStorage.getItem('kodeshala:queries') ?? '').includes(id), projectId), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => keptMain(page, projectId), { timeout: 30_000 }).toBe('print("kept")');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Offline: your edits are kept and will merge' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Hostel Wi-Fi' })).toBeVisible();
  await expect(editor(page)).toBeVisible({ timeout: editorTimeout });
  await expect(editor(page)).toContainText('print("kept")');
  await expect(page.getByText('This shared project does not exist')).toHaveCount(0);
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText('offline = 1');
  // A burst of keys reaches this device's copy in one write within a moment, not queued behind a
  // write a key. A write started as the page goes may be cut off with it, so the reload waits for it.
  await expect.poll(() => keptMain(page, projectId), { timeout: 10_000 }).toContain('offline = 1');
  await page.reload();
  await expect(editor(page)).toBeVisible({ timeout: editorTimeout });
  await expect(editor(page)).toContainText('offline = 1');
  await captureAtWidths(page, 'workspace-offline-reload');

  await context.setOffline(false);
  await expect(page.getByText('Offline: your edits are kept and will merge')).toHaveCount(0, { timeout: 60_000 });
  // What was typed offline is on the server now: a version saved there holds it.
  await expect.poll(() => savedMain(), { timeout: 60_000, intervals: [2_000] }).toMatch(/print\("kept"\)\s*\noffline = 1/);
});
