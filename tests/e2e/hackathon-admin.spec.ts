import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { bearer, demoAdmin, demoPassword, learnerPassword, registerThroughApi, signInThroughPage, toast, uniqueEmail } from './auth-helpers';
import { registerForHackathon } from './hackathon-helpers';
import { mailReceivedBy } from './mail-peer';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

/** The subjects of the mail the loopback SMTP peer has received for an address. */
async function subjectsTo(request: APIRequestContext, email: string): Promise<string[]> {
  return (await mailReceivedBy(request, email)).map((mail) => /^Subject: (.*)$/m.exec(mail.data)?.[1] ?? '');
}

/** A learner's registration through the API, as the wizard sends it. */
async function registerTeam(request: APIRequestContext, teamName: string, leaderName: string): Promise<{ id: string; email: string }> {
  const email = uniqueEmail('org');
  await registerThroughApi(request, email);
  const id = await registerForHackathon(request, { email, headers: await bearer(request, email, learnerPassword), teamName, leaderName });
  return { id, email };
}

/**
 * This spec's server's test clock (`clockSpecs` in playwright.config.ts: a server of its own, as
 * moving it moves every request's time); certificates are issued only after the event's end.
 */
const clockFile = path.join(process.env.E2E_CLOCK_DATA_DIR ?? '', 'test-clock');
const setServerNow = (instant: string | null) => (instant ? fs.writeFile(clockFile, instant) : fs.rm(clockFile, { force: true }));

async function readDownload(download: Download): Promise<Buffer> {
  return fs.readFile(await download.path());
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  // Within the menu's own list: each row's native status select has options of the same names.
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click();
}

test('a learner who opens the organiser dashboard is told access is denied', async ({ page, request }) => {
  const email = uniqueEmail();
  await registerThroughApi(request, email);
  await signInThroughPage(page, email, learnerPassword);
  await page.goto('/hackathon/admin');
  await expect(page.getByTestId('admin-access-denied')).toContainText('Access denied');
});

test('an organiser finds, selects, confirms, e-mails and annotates registrations', async ({ page, request }) => {
  test.setTimeout(180_000);
  const tag = `Q${Date.now().toString(36)}`;
  const letters = ['A', 'B', 'C', 'D', 'E'];
  const teams: { id: string; email: string }[] = [];
  for (const letter of letters) teams.push(await registerTeam(request, `${tag} Team ${letter}`, `Leader ${letter} ${tag}`));
  const ids = teams.map((team) => team.id);
  // One registration the search below does not find: the shortcut's export must leave it out.
  const outsider = await registerTeam(request, `Outside ${Date.now().toString(36)}`, 'Outside Leader');

  await signInThroughPage(page, demoAdmin, demoPassword);
  // Reached from the profile menu, not only by typing its address.
  await page.goto('/');
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByTestId('profile-menu').getByRole('menuitem', { name: 'Organiser Dashboard' }).click();
  await expect(page).toHaveURL(/\/hackathon\/admin$/);
  const dashboard = page.getByTestId('hackathon-admin-dashboard');
  await expect(dashboard.getByText('Total registrations')).toBeVisible();
  await expect(page.getByTestId('admin-last-updated')).not.toContainText('—');
  await captureAtWidths(page, 'hackathon-admin-dashboard');

  await page.getByRole('tab', { name: 'Registrations' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(tag);
  const rows = page.getByTestId('admin-registration-row');
  await expect(rows).toHaveCount(5);
  await expect(page.getByTestId('admin-page')).toHaveText('Page 1 of 1');
  // Every match, from the server, whatever the page; then cleared for the drag.
  await page.getByRole('button', { name: 'Select all 5 filtered' }).click();
  await expect(page.getByTestId('admin-bulk-bar')).toContainText('5 selected');
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await expect(page.getByTestId('admin-bulk-bar')).toContainText('0 selected');

  // Gallery-style drag from the first row's name to the fifth row's, all five on screen; each
  // hover places the pointer where the row is at that moment. On a busy machine the page can still
  // be settling when the press lands (it then starts a text selection instead), so a press that
  // selected nothing is let go and made again.
  await page.setViewportSize({ width: 1280, height: 1400 });
  const bulkBar = page.getByTestId('admin-bulk-bar');
  for (let attempt = 1; ; attempt += 1) {
    await rows.nth(0).getByRole('cell').nth(2).hover();
    await page.mouse.down();
    const pressed = await expect(bulkBar)
      .toContainText('1 selected', { timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (pressed || attempt === 3) break;
    await page.mouse.up();
  }
  for (const index of [1, 2, 3, 4]) await rows.nth(index).getByRole('cell').nth(2).hover();
  await page.mouse.up();
  await expect(bulkBar).toContainText('5 selected');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByTestId('admin-bulk-bar').getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, 'warning', 'Please select an action')).toBeVisible();

  await pick(page, 'Bulk action', 'Confirmed');
  await page.getByTestId('admin-bulk-bar').getByRole('button', { name: 'Apply' }).click();
  // Nothing changes until the organiser confirms the count and the status.
  const confirmation = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirmation.getByTestId('admin-confirm-question')).toHaveText('Set the selected registrations (5) to “Confirmed”?');
  await captureAtWidths(page, 'hackathon-admin-confirm-status');
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  const statuses = rows.getByTestId('admin-row-status');
  await expect(statuses.filter({ hasText: /^Pending payment$/ })).toHaveCount(5);
  await page.getByTestId('admin-bulk-bar').getByRole('button', { name: 'Apply' }).click();
  await confirmation.getByRole('button', { name: 'Set status' }).click();
  await expect(statuses.filter({ hasText: /^Confirmed$/ })).toHaveCount(5);
  await expect(page.getByTestId('admin-bulk-bar')).toContainText('0 selected');
  // Each of the five confirmation mails reaches the SMTP peer on loopback.
  for (const team of teams) {
    await expect.poll(() => subjectsTo(request, team.email), { timeout: 30_000 }).toContain(`Code Yuddh 2027: registration ${team.id} confirmed`);
  }
  await captureAtWidths(page, 'hackathon-admin-registrations');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await hasNoHorizontalScroll(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  await rows.filter({ hasText: `${tag} Team A` }).getByRole('button', { name: /^View details of/ }).click();
  const detail = page.getByTestId('admin-registration-detail');
  await expect(detail).toContainText(`${tag} Team A`);
  await expect(detail).toContainText('Python, Rust');
  await expect(detail).toContainText('Intermediate (built something with a model)');
  // The team's own panel: a solo registration declares nobody and its team has not changed.
  const teamPanel = detail.getByTestId('admin-team-panel');
  await expect(teamPanel).toContainText('The registration declares no members (a solo registration).');
  await expect(teamPanel).toContainText('No team changes yet');
  await detail.getByLabel('Add a note').fill('Called the leader; paid at the desk.');
  await detail.getByRole('button', { name: 'Save' }).click();
  await expect(detail.getByTestId('admin-notes')).toContainText('Called the leader; paid at the desk.');
  await expect(detail).toContainText('Pending payment → Confirmed');
  // A custom e-mail to this registration, with the organiser's own message.
  await detail.getByRole('textbox', { name: 'Type', exact: true }).click();
  await page.getByRole('option', { name: 'Announcement', exact: true }).click();
  // An announcement's message is required, and labelled so.
  const announcement = detail.getByRole('textbox', { name: /^Message/ });
  await expect(detail.getByText('Message (optional)')).toHaveCount(0);
  await announcement.fill(`Bring your college ID card, ${tag}.`);
  await detail.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(announcement).toHaveValue('');
  await expect
    .poll(async () => (await mailReceivedBy(request, teams[0]?.email ?? '')).some((mail) => mail.data.replaceAll(/=\r?\n/g, '').includes(`Bring your college ID card, ${tag}.`)), { timeout: 30_000 })
    .toBe(true);
  await captureAtWidths(page, 'hackathon-admin-detail');
  // Certificates wait for the event's end: the server's clock is moved past it for this one click.
  await setServerNow('2027-02-23T10:00:00.000Z');
  const certificate = page.waitForEvent('download');
  await detail.getByRole('button', { name: 'Generate participation certificate' }).click();
  const certificateFile = await certificate.finally(() => setServerNow(null));
  expect(certificateFile.suggestedFilename()).toBe(`certificate_${ids[0] ?? ''}.pdf`);
  const pdf = await getDocumentProxy(new Uint8Array(await readDownload(certificateFile)));
  const certificateText = (await extractText(pdf, { mergePages: true })).text;
  expect(certificateText).toContain(`Leader A ${tag}`);
  await page.keyboard.press('Escape');

  // Anyone can check the certificate's code on its public page.
  const code = /KSC-[A-HJ-NP-Z2-9]{10}/.exec(certificateText)?.[0] ?? '';
  expect(code).not.toBe('');
  const checkPage = await page.context().newPage();
  await checkPage.goto(`/hackathon/certificates/${code}`);
  await expect(checkPage.getByRole('heading', { name: `Leader A ${tag}` })).toBeVisible();
  await expect(checkPage.getByText('Valid', { exact: true })).toBeVisible();
  await captureAtWidths(checkPage, 'hackathon-certificate-check');
  // Without a code the page offers a box to type one.
  await checkPage.goto('/hackathon/certificates');
  await checkPage.getByRole('textbox', { name: 'Verification code' }).fill(code.toLowerCase());
  await checkPage.getByRole('button', { name: 'Check' }).click();
  await expect(checkPage).toHaveURL(new RegExp(`/hackathon/certificates/${code}$`));
  await expect(checkPage.getByRole('heading', { name: `Leader A ${tag}` })).toBeVisible();
  await checkPage.goto('/hackathon/certificates');
  await captureAtWidths(checkPage, 'hackathon-certificate-lookup');
  await checkPage.close();

  const csv = page.waitForEvent('download');
  await page.keyboard.press('Control+E');
  const csvFile = await csv;
  expect(csvFile.suggestedFilename()).toMatch(/^code-yuddh-2027-registrations-detailed-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvLines = (await readDownload(csvFile)).toString('utf8').split(/\r?\n/);
  const header = csvLines[0]?.split(',') ?? [];
  // Ctrl+E exports what the list shows, as the Export menu does: the header and the five the search found.
  expect(csvLines.filter((line) => line.trim() !== '')).toHaveLength(6);
  expect(csvLines.some((line) => line.startsWith(`${outsider.id},`))).toBe(false);
  for (const id of ids) {
    const line = csvLines.find((row) => row.startsWith(`${id},`)) ?? '';
    expect(line, id).toContain(`${tag} Team`);
    expect(line.split(',').length).toBeGreaterThanOrEqual(header.length);
  }

  // The export menu's files hold what the list shows: here the five teams the search found.
  const excel = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByTestId('export-scope')).toHaveText('The 5 registrations the filters show');
  await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
  const workbook = new ExcelJS.Workbook();
  // exceljs's types predate Node's generic Buffer; it reads an ArrayBuffer view all the same.
  await workbook.xlsx.load((await readDownload(await excel)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const sheetRows = new Map<string, (string | undefined)[]>();
  sheet?.eachRow((row) => sheetRows.set(String(row.getCell(1).value), (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? undefined : String(v)))));
  const columns = sheet?.getRow(1).cellCount ?? 0;
  for (const id of ids) {
    const row = sheetRows.get(id);
    expect(row, id).toBeDefined();
    // Every column up to the members' names (empty for a team of one, so exceljs stops before it).
    expect(row?.length).toBeGreaterThanOrEqual(columns - 1);
    for (const value of [`${tag} Team`, `Leader`, 'JNTU Hyderabad', 'CSE', 'Confirmed']) expect(row?.join(' | ')).toContain(value);
  }
  // The header and the five rows of the search, and no other registration.
  expect(sheet?.rowCount).toBe(6);

  await page.getByRole('button', { name: 'Select all on this page' }).click();
  await page.getByRole('button', { name: 'Send emails' }).click();
  const modal = page.getByRole('dialog', { name: 'Send emails' });
  await expect(modal.getByTestId('bulk-email-count')).toHaveText(/^Recipients: \d+$/);
  // A payment reminder to five confirmed teams: asked first, then each refusal listed with its reason.
  await pick(page, 'Email type', 'Reminder');
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(confirmation.getByTestId('admin-confirm-question')).toHaveText('Send “Reminder” to the selected people (5)?');
  await confirmation.getByRole('button', { name: 'Send' }).click();
  const result = modal.getByTestId('bulk-email-result');
  await expect(result).toContainText('Queued: 0 · Not sent: 5');
  await expect(result.getByTestId('bulk-email-failures').getByRole('listitem')).toHaveCount(5);
  await expect(result).toContainText(`${ids[0] ?? ''}: Only registrations waiting for their fee get a payment reminder.`);
  await captureAtWidths(page, 'hackathon-admin-send-failures');
  await pick(page, 'Email type', 'Confirmation');
  await modal.getByRole('button', { name: 'Send' }).click();
  await confirmation.getByRole('button', { name: 'Send' }).click();
  await expect(result).toContainText('Queued: 5 · Not sent: 0');
  await modal.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page.getByTestId('admin-payments-table')).toBeVisible();
  await captureAtWidths(page, 'hackathon-admin-payments');

  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByText('Department participation')).toBeVisible();
  await expect(page.getByText('Gender (team leads)')).toBeVisible();
  await captureAtWidths(page, 'hackathon-admin-analytics');

  await page.getByRole('tab', { name: 'Communications' }).click();
  await page.getByRole('button', { name: 'Payment reminder' }).click();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('Complete your hackathon payment');
  // An announcement to the confirmed group, sent for real.
  await page.getByRole('button', { name: 'Welcome' }).click();
  await expect(page.getByRole('textbox', { name: 'Recipients' })).toHaveValue('Confirmed only');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  // The group is counted from the server before anything goes.
  await expect(confirmation.getByTestId('admin-confirm-question')).toHaveText(/^Send “Welcome” to the selected people \([\d,]+\)\?$/);
  await captureAtWidths(page, 'hackathon-admin-confirm-send');
  await confirmation.getByRole('button', { name: 'Send' }).click();
  // The bulk e-mail's own toast may still be up: the newest is this send's.
  await expect(toast(page, 'success', /Emails sent: [1-9]\d* successful/).last()).toBeVisible();
  await expect(page.getByTestId('bulk-email-result')).toContainText(/Queued: [1-9]/);
  await captureAtWidths(page, 'hackathon-admin-communications');

  // What went out, in the interface: the confirmations just sent are in the Sent mail tab.
  await page.getByRole('tab', { name: 'Sent mail' }).click();
  const outbox = page.getByTestId('admin-outbox');
  await expect(outbox.getByTestId('admin-outbox-row').filter({ hasText: teams[0]?.email ?? '' }).first()).toBeVisible();
  await captureAtWidths(page, 'hackathon-admin-outbox');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await hasNoHorizontalScroll(page)).toBe(true);
});
