import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { bearer, learnerPassword, registerThroughApi, signInThroughPage, toast, uniqueEmail } from './auth-helpers';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

/** product.md §2.2 "Resume builder", §2.5 "Resume", §2.9: one learner's whole journey through the builder. */

const score = (page: Page) => page.getByTestId('resume-score');
const escaped = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An input by its whole label, with or without the required field's asterisk. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escaped(label)}( \\*)?$`));
const step = (page: Page, name: string) => page.getByRole('tab', { name });
const next = (page: Page) => page.getByRole('button', { name: 'Next' });

async function blurWith(page: Page, label: string, value: string): Promise<void> {
  await field(page, label).fill(value);
  await field(page, label).blur();
}

test('a learner builds a resume in eight steps, sees every rule, reloads it, tries the templates, improves the summary offline and exports', async ({ page, request }) => {
  // Eight steps with a preview, a reload, templates and an export: minutes when the machine is busy.
  test.setTimeout(300_000);
  // The preview lays its pages out with react-pdf, whose engine loads inside the page's policy.
  const policyViolations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) policyViolations.push(message.text().slice(0, 200));
  });
  const email = uniqueEmail('resume');
  await registerThroughApi(request, email);
  await signInThroughPage(page, email, learnerPassword);
  await page.goto('/resume-builder');
  await expect(toast(page, 'info', 'No saved resume found')).toBeVisible();
  await expect(score(page)).toHaveText('0/100');
  await expect(page.getByTestId('step-counter')).toHaveText('1 of 8');
  await expect(page.getByTestId('resume-completion')).toHaveText('0% complete');

  // §2.5: each contact rule with its message.
  for (const [label, message] of [
    ['First name', 'First name is required'],
    ['Last name', 'Last name is required'],
    ['Email', 'Email is required'],
    ['Phone', 'Phone number is required'],
  ] as const) {
    await field(page, label).focus();
    await field(page, label).blur();
    await expect(page.getByText(message)).toBeVisible();
  }
  await blurWith(page, 'Email', 'asha@example');
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await blurWith(page, 'Phone', '0123');
  await expect(page.getByText('Invalid phone number format')).toBeVisible();
  await blurWith(page, 'LinkedIn', 'my linkedin');
  await expect(page.getByText('Invalid URL format')).toBeVisible();
  await page.getByRole('button', { name: 'Export PDF' }).click();
  await expect(toast(page, 'error', 'Please fill in basic contact information before exporting')).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Are you sure you want to reset all data? This action cannot be undone.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await captureAtWidths(page, 'resume-builder-contact-errors');

  // Step 1: contact, and the score rises with each finished section.
  await blurWith(page, 'First name', 'Asha');
  await blurWith(page, 'Last name', 'Rao');
  await blurWith(page, 'Email', 'asha.rao@example.in');
  await blurWith(page, 'Phone', '+91 98765 43210');
  await blurWith(page, 'Target role', 'Frontend Developer');
  await blurWith(page, 'LinkedIn', 'linkedin.com/in/asha-rao');
  await expect(page.getByText('Invalid URL format')).toHaveCount(0);
  await expect(score(page)).toHaveText('15/100');

  // Step 2: a summary over 50 characters, then improved by the offline improver.
  await next(page).click();
  await expect(page.getByTestId('step-counter')).toHaveText('2 of 8');
  await field(page, 'Professional summary').fill('Frontend developer who really builds very responsive web apps with React and Node.js for college clubs.');
  await expect(score(page)).toHaveText('35/100');
  await page.getByRole('button', { name: 'AI Optimize' }).click();
  await expect(toast(page, 'info', 'AI suggestions generated (demo mode)')).toBeVisible();
  // The offline improver takes out filler words and says so.
  await expect(field(page, 'Professional summary')).toHaveValue('Frontend developer who builds responsive web apps with React and Node.js for college clubs.');
  await expect(page.getByText('Removed filler words: "really", "very".')).toBeVisible();

  // Each list refuses an entry without its main fields, then takes a whole one.
  const steps = [
    { tab: 'Experience', add: 'Add Experience', messages: ['Job title is required', 'Company is required'], fill: { 'Job title': 'Frontend Intern', Company: 'Infosys', 'Start date': '2024-01', Description: 'Built 12 dashboard screens in React used by 300 analysts.' }, score: 60 },
    { tab: 'Education', add: 'Add Education', messages: ['Degree is required', 'Institution is required'], fill: { Degree: 'B.Tech in Computer Science', Institution: 'JNTU Hyderabad', 'Graduation date': '2025-05' }, score: 75 },
    { tab: 'Skills', add: 'Add Skill', messages: ['Skill name is required'], fill: { Skill: 'Communication' }, score: 90 },
    { tab: 'Projects', add: 'Add Project', messages: ['Project name is required', 'Project description is required'], fill: { 'Project name': 'Campus Events', 'Technologies (comma-separated)': 'React, Node.js, MongoDB', Description: 'An events board for 40 college clubs.' }, score: 100 },
    { tab: 'Certificates', add: 'Add Certificate', messages: ['Certificate name is required', 'Issuer is required'], fill: { 'Certificate name': 'AWS Cloud Practitioner', Issuer: 'Amazon Web Services', 'Expiry date': '2021-03' }, score: 100 },
    { tab: 'Languages', add: 'Add Language', messages: ['Language name is required'], fill: { Language: 'Telugu' }, score: 100 },
  ];
  for (const [index, s] of steps.entries()) {
    await next(page).click();
    await expect(page.getByTestId('step-counter')).toHaveText(`${index + 3} of 8`);
    await expect(step(page, s.tab)).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: s.add, exact: true }).click();
    for (const message of s.messages) await expect(page.getByText(message)).toBeVisible();
    for (const [label, value] of Object.entries(s.fill)) await field(page, label).fill(value);
    await page.getByRole('button', { name: s.add, exact: true }).click();
    for (const message of s.messages) await expect(page.getByText(message)).toHaveCount(0);
    await expect(score(page)).toHaveText(`${s.score}/100`);
    if (s.tab === 'Skills') {
      // Quick-add chips for the target role; a chip leaves once its skill is on the list.
      const chips = page.getByRole('group', { name: 'Quick add skills' });
      await chips.getByText('React', { exact: true }).click();
      await expect(page.getByRole('region', { name: /^Skill 2: React/ })).toBeVisible();
      await expect(chips.getByText('React', { exact: true })).toHaveCount(0);
    }
    if (s.tab === 'Certificates') await expect(page.getByText('Expired', { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('resume-completion')).toHaveText('100% complete');
  await expect(next(page)).toBeDisabled();
  await field(page, 'New section title').fill('Awards');
  await page.getByRole('button', { name: 'Add Section' }).click();
  await field(page, 'Paragraph of section 1').fill('Smart India Hackathon 2024 finalist.');
  // Every section is improved where it is written, not only the summary, with its advice beside it.
  await page.getByRole('button', { name: 'AI Optimize the paragraph of section 1' }).click();
  await expect(page.getByRole('status', { name: 'Tips for AI Optimize the paragraph of section 1' })).toBeVisible();
  await expect(field(page, 'Paragraph of section 1')).toHaveValue('Smart India Hackathon 2024 finalist.');
  await step(page, 'Skills').click();
  await page.getByRole('button', { name: 'AI Optimize skills' }).click();
  await expect(page.getByRole('status', { name: 'Tips for AI Optimize skills' })).toBeVisible();
  await step(page, 'Experience').click();
  await field(page, 'Description (experience 1)').fill('- Worked on 12 dashboard screens in React used by 300 analysts.');
  await page.getByRole('button', { name: 'AI Optimize experience 1' }).click();
  await expect(field(page, 'Description (experience 1)')).toHaveValue('- Developed 12 dashboard screens in React used by 300 analysts.');
  await expect(page.getByRole('status', { name: 'Tips for AI Optimize experience 1' })).toContainText('strong action verb');
  await captureAtWidths(page, 'resume-builder-optimize-experience');
  await step(page, 'Languages').click();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Resume saved successfully!')).toBeVisible();
  await expect(page.getByTestId('sync-status')).toHaveText('All changes saved');
  await captureAtWidths(page, 'resume-builder-filled');

  // Reload: everything is back from the server.
  await page.reload();
  await expect(toast(page, 'success', 'Resume loaded successfully!')).toBeVisible();
  await expect(score(page)).toHaveText('100/100');
  await expect(field(page, 'First name')).toHaveValue('Asha');
  await expect(field(page, 'LinkedIn')).toHaveValue('linkedin.com/in/asha-rao');
  for (const [tab, text] of [
    ['Summary', 'Frontend developer who builds responsive web apps with React and Node.js for college clubs.'],
    ['Experience', 'Frontend Intern · Infosys'],
    ['Education', 'B.Tech in Computer Science · JNTU Hyderabad'],
    ['Skills', 'Communication'],
    ['Projects', 'Campus Events'],
    ['Certificates', 'AWS Cloud Practitioner · Amazon Web Services'],
    ['Languages', 'Telugu · Intermediate'],
  ] as const) {
    await step(page, tab).click();
    if (tab === 'Summary') await expect(field(page, 'Professional summary')).toHaveValue(text);
    else await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(field(page, 'Paragraph of section 1')).toHaveValue('Smart India Hackathon 2024 finalist.');
  await step(page, 'Projects').click();
  await expect(field(page, 'Technologies (comma-separated) (project 1)')).toHaveValue('React, Node.js, MongoDB');

  // Out to JSON Resume, reset with the confirmation, and back in from the file.
  const exportingJson = page.waitForEvent('download');
  await page.getByRole('button', { name: 'JSON' }).click();
  await page.getByRole('menuitem', { name: 'Export JSON Resume' }).click();
  const jsonFile = await exportingJson;
  expect(jsonFile.suggestedFilename()).toBe('asha-rao-json-resume.json');
  const jsonPath = await jsonFile.path();
  expect((JSON.parse(fs.readFileSync(jsonPath, 'utf8')) as { basics: { name: string } }).basics.name).toBe('Asha Rao');
  await page.getByRole('button', { name: 'Reset' }).click();
  await page.getByRole('dialog', { name: 'Reset resume' }).getByRole('button', { name: 'Reset' }).click();
  await expect(score(page)).toHaveText('0/100');
  await page.locator('input[type="file"]').setInputFiles(jsonPath);
  await expect(toast(page, 'success', 'Resume imported. Check each step, then save.')).toBeVisible();
  await expect(score(page)).toHaveText('100/100');
  await step(page, 'Contact').click();
  await expect(field(page, 'Email')).toHaveValue('asha.rao@example.in');

  // The five templates and the comparison guide.
  await page.getByRole('button', { name: 'Templates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a template' });
  await expect(dialog.getByText('Comparison guide')).toBeVisible();
  for (const name of ['Classic', 'Tech', 'Executive', 'Academic', 'Modern']) {
    await dialog.getByRole('radio', { name }).check();
    await expect(dialog.getByRole('radio', { name })).toBeChecked();
  }
  await dialog.getByRole('radio', { name: 'Tech' }).check();
  await captureAtWidths(page, 'resume-builder-templates');
  await page.keyboard.press('Escape');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('asha-rao-resume.pdf');
  await expect(toast(page, 'success', 'Resume exported as PDF!')).toBeVisible();
  // The browser drew a real PDF in the Tech template: its text reads back with the person and the sections.
  const exported = fs.readFileSync(await download.path());
  fs.mkdirSync('test-results/resume', { recursive: true });
  fs.writeFileSync('test-results/resume/asha-rao-resume.pdf', exported);
  const pdfText = (await extractText(await getDocumentProxy(new Uint8Array(exported)), { mergePages: true })).text;
  for (const expected of ['Asha Rao', 'asha.rao@example.in', 'Experience', 'Education', 'Skills', 'Projects']) expect(pdfText).toContain(expected);

  // A phone: the floating Preview button opens the preview with the template choice.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await hasNoHorizontalScroll(page)).toBe(true);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview and template' });
  await expect(preview.getByRole('radio', { name: 'Tech' })).toBeChecked();
  // The pages are images drawn in the page, so a phone, which embeds no PDF viewer, shows them too.
  const firstPage = preview.getByRole('img', { name: /^Page 1 of \d+ of the resume$/ });
  await expect(firstPage).toBeVisible({ timeout: 30_000 });
  await firstPage.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screenshots/resume-builder-preview-mobile.png' });
  expect(policyViolations).toEqual([]);
});

test('edits made while the server cannot be reached are kept in the browser and reach the server when it answers again', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('offline-resume');
  await registerThroughApi(request, email);
  await signInThroughPage(page, email, learnerPassword);
  await page.goto('/resume-builder');
  await expect(toast(page, 'info', 'No saved resume found')).toBeVisible();
  await field(page, 'First name').fill('Ravi');
  await field(page, 'Last name').fill('Teja');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('sync-status')).toHaveText('All changes saved');

  // The server stops answering (every request to the resume fails to connect).
  await page.route('**/api/resume', (route) => route.abort('connectionrefused'));
  await step(page, 'Summary').click();
  const words = 'Written while the server was down, and not one word lost.';
  await field(page, 'Professional summary').fill(words);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('sync-status')).toHaveText('Saved locally - will sync when online');

  // A reload while it is still down finds the words in this browser.
  await page.reload();
  await expect(toast(page, 'info', 'Resume loaded from local storage')).toBeVisible();
  await step(page, 'Summary').click();
  await expect(field(page, 'Professional summary')).toHaveValue(words);

  // The server is back: the browser says it is online, and the copy reaches the server.
  await page.unroute('**/api/resume');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('sync-status')).toHaveText('All changes saved', { timeout: 30_000 });
  const stored = await request.get('/api/resume', { headers: await bearer(request, email, learnerPassword) });
  expect(((await stored.json()) as { resume: { summary: string; firstName: string } | null }).resume).toMatchObject({ firstName: 'Ravi', summary: words });
});
