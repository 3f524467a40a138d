import { expect, test, type Page } from '@playwright/test';
import { docxBytes, docxType, docxZip, pdfkitBytes, pdfType } from '../support/resume-files';
import { heavyWorkMessages } from '../../src-shared/heavy-work/messages';
import { sampleResume } from '../support/sample-resume';
import { bearer, learnerPassword, registerThroughApi, signInThroughPage, toast, uniqueEmail } from './auth-helpers';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

/** product.md §2.2 "ATS checker", §2.5, §2.8 and §2.11: a learner checks their resumes, and every bad file is told why. */

const jobDescription = [
  'Full-Stack Developer (React / Node.js), Hyderabad.',
  'You will build our merchant dashboard with React and TypeScript and the APIs behind it with Node.js and PostgreSQL.',
  'We deploy with Docker on AWS. Nice to have: GraphQL, Kubernetes and Redis.',
].join('\n');

interface Upload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const ravi = [
  'Ravi Kumar',
  'ravi.kumar@example.in | +91 98765 43210 | github.com/ravikumar',
  'Summary',
  'Backend developer. मैंने Node.js और PostgreSQL से APIs बनाए। Python లో డేటా విశ్లేషణ చేశాను.',
  'Experience',
  'Backend Intern, Infosys, Jan 2024 – Jun 2024',
  'Built REST APIs in Node.js and Express for the leave portal used by 3,000 employees.',
  'Education',
  'B.Tech in Computer Science, JNTU Hyderabad, 2020 – 2024',
  'Skills',
  'Node.js, Express, PostgreSQL, Python, Git',
];

const form = (page: Page) => page.locator('form');
const fileInput = (page: Page) => page.locator('input[type="file"]');
const analyse = (page: Page) => page.getByRole('button', { name: 'Analyze My Resume' });

/** Chooses a file with the button, removing the one chosen before (the button shows only when none is). */
async function choose(page: Page, file: Upload): Promise<void> {
  const remove = page.getByRole('button', { name: 'Remove this file' });
  if (await remove.isVisible()) await remove.click();
  await fileInput(page).setInputFiles(file);
}

/** Drops a file on the box the way a browser does when a learner drags it from their desktop. */
async function drop(page: Page, file: Upload): Promise<void> {
  const transfer = await page.evaluateHandle(
    ({ name, mimeType, bytes }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], name, { type: mimeType }));
      return data;
    },
    { name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] },
  );
  const zone = page.getByTestId('ats-dropzone');
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

test('a learner checks a PDF from the resume builder and a DOCX against a job, and every bad file says what is wrong', async ({ page, request }) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('ats');
  await registerThroughApi(request, email);
  // The resume builder's own export, as the learner would download it.
  const exported = await request.post('/api/resume/export', {
    headers: await bearer(request, email, learnerPassword),
    data: { ...sampleResume(), template: 'latex-modern', format: 'pdf', paper: 'A4' },
  });
  expect(exported.status(), await exported.text()).toBe(200);
  const builderPdf: Upload = { name: 'asha-verma-resume.pdf', mimeType: pdfType, buffer: await exported.body() };

  await signInThroughPage(page, email, learnerPassword);
  await page.goto('/ats-checker');
  await expect(page.getByRole('heading', { name: 'ATS Resume Checker' })).toBeVisible();
  await expect(page.getByTestId('ats-privacy')).toContainText('We never store your resume');

  // §2.5: nothing chosen, nothing pasted.
  await analyse(page).click();
  await expect(form(page).getByText('Please upload your resume file.')).toBeVisible();
  await expect(form(page).getByText('Please paste the job description.')).toBeVisible();
  await page.getByLabel(/Job description/).fill('React developer, Hyderabad');
  await analyse(page).click();
  await expect(form(page).getByText('Job description seems too short. Please provide a more detailed job description.')).toBeVisible();
  await captureAtWidths(page, 'ats-checker-empty-errors');

  // The builder's PDF, dropped on the box.
  await page.getByLabel(/Job description/).fill(jobDescription);
  await drop(page, builderPdf);
  await expect(page.getByTestId('ats-file-name')).toHaveText('asha-verma-resume.pdf');
  await analyse(page).click();
  await expect(toast(page, 'success', 'Resume analysis completed successfully!')).toBeVisible();
  const result = page.getByTestId('ats-result');
  await expect(result).toBeVisible();
  const scoreText = await page.getByTestId('ats-score').textContent();
  expect(Number(scoreText)).toBeGreaterThanOrEqual(60);
  await expect(page.getByTestId('ats-band')).toHaveText(/Excellent Match|Good Match/);
  for (const skill of ['React', 'TypeScript', 'Node.js', 'PostgreSQL']) await expect(page.getByTestId('ats-present').getByText(skill, { exact: true })).toBeVisible();
  for (const skill of ['GraphQL', 'Kubernetes', 'Redis']) await expect(page.getByTestId('ats-missing').getByText(skill, { exact: true })).toBeVisible();
  // The lists scroll at 200 px (§2.2).
  const listHeight = await page.getByTestId('ats-present').evaluate((element) => element.getBoundingClientRect().height);
  expect(listHeight).toBeLessThanOrEqual(201);
  await expect(page.getByTestId('ats-suggestions')).toContainText('Kubernetes');
  const text = page.getByTestId('ats-text');
  await expect(text.locator('[data-section="skills"]')).toBeVisible();
  await expect(text.locator('[data-section="experience"]')).toBeVisible();
  await expect(text.locator('mark', { hasText: 'PostgreSQL' }).first()).toBeVisible();
  // §2.8: the success notice goes after 4 s.
  await expect(toast(page, 'success', 'Resume analysis completed successfully!')).toBeHidden({ timeout: 7_000 });
  await captureAtWidths(page, 'ats-checker-pdf-result');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await hasNoHorizontalScroll(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A suggestion opens the resume builder at the step to change.
  await page.getByTestId('ats-suggestions').getByRole('link', { name: 'Open Skills in the resume builder' }).first().click();
  await expect(page).toHaveURL(/\/resume-builder\?step=skills$/);
  await expect(page.getByTestId('step-counter')).toHaveText('5 of 8');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'ATS Resume Checker' })).toBeVisible();

  // A DOCX with Hindi and Telugu, against a description that has them too; Start Over first clears everything.
  await page.getByRole('button', { name: 'Start Over' }).click();
  await expect(page.getByTestId('ats-result')).toHaveCount(0);
  await expect(page.getByLabel(/Job description/)).toHaveValue('');
  await page.getByLabel(/Job description/).fill(`${jobDescription}\nहिंदी और తెలుగు बोलने वाले उम्मीदवार का स्वागत है।`);
  await choose(page, { name: 'ravi-kumar.docx', mimeType: docxType, buffer: await docxBytes(docxZip(ravi)) });
  await analyse(page).click();
  await expect(page.getByTestId('ats-result')).toBeVisible();
  await expect(page.getByTestId('ats-present').getByText('Node.js', { exact: true })).toBeVisible();
  await expect(page.getByTestId('ats-missing').getByText('React', { exact: true })).toBeVisible();
  await expect(page.getByTestId('ats-text')).toContainText('मैंने');
  await expect(page.getByTestId('ats-text')).toContainText('డేటా');
  await captureAtWidths(page, 'ats-checker-docx-result');

  // Every bad file: the browser refuses what it can tell by name and size, the server what it reads in the bytes.
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  await choose(page, { name: 'photo.png', mimeType: 'image/png', buffer: png });
  await expect(form(page).getByText('Please upload a PDF or DOCX file only.')).toBeVisible();
  await choose(page, { name: 'huge.pdf', mimeType: pdfType, buffer: Buffer.alloc(5 * 1024 * 1024 + 10, 32) });
  await expect(form(page).getByText('File size must be less than 5MB.')).toBeVisible();

  const bombZip = docxZip(['Skills', 'React']);
  bombZip.file('word/media/padding.bin', Buffer.alloc(40 * 1024 * 1024));
  const bomb = await docxBytes(bombZip);
  const cases: Array<[Upload, string, string | null]> = [
    [{ name: 'renamed.pdf', mimeType: pdfType, buffer: png }, 'Unsupported file type. Please upload a PDF or DOCX file.', null],
    [{ name: 'empty.pdf', mimeType: pdfType, buffer: Buffer.alloc(0) }, 'Invalid file format or corrupted file. Please try a different file.', 'This file is empty.'],
    [{ name: 'bomb.docx', mimeType: docxType, buffer: bomb }, 'Invalid file format or corrupted file. Please try a different file.', 'unpacks to far more than a resume holds'],
    [
      { name: 'locked.pdf', mimeType: pdfType, buffer: await pdfkitBytes((doc) => doc.text('Skills: React, Node.js'), { userPassword: 'secret', pdfVersion: '1.7' }) },
      'Invalid file format or corrupted file. Please try a different file.',
      'protected with a password',
    ],
    [
      { name: 'scanned.pdf', mimeType: pdfType, buffer: await pdfkitBytes((doc) => doc.rect(50, 50, 300, 400).fill('#888888')) },
      'Invalid file format or corrupted file. Please try a different file.',
      'looks like a scanned image',
    ],
  ];
  for (const [file, title, detail] of cases) {
      await choose(page, file);
    await analyse(page).click();
    const alert = page.getByTestId('ats-error');
    await expect(alert).toContainText(title);
    if (detail) await expect(alert).toContainText(detail);
    await expect(page.getByTestId('ats-result')).toHaveCount(0);
  }
  await captureAtWidths(page, 'ats-checker-bad-file');

  // After all that, the server still answers.
  await choose(page, builderPdf);
  await analyse(page).click();
  await expect(page.getByTestId('ats-result')).toBeVisible();
  await expect(page.getByTestId('ats-error')).toHaveCount(0);
});

test('a busy server is shown in its own words, and Try again sends the same check', async ({ page, request }) => {
  const email = uniqueEmail('ats-busy');
  await registerThroughApi(request, email);
  await signInThroughPage(page, email, learnerPassword);
  await page.goto('/ats-checker');
  await page.getByLabel(/Job description/).fill(jobDescription);
  await choose(page, { name: 'ravi-kumar.docx', mimeType: docxType, buffer: await docxBytes(docxZip(ravi)) });
  // The server's heavy-work pool refuses the check with its 503, as it does when its queue is full,
  // until it has room again (the client's own retries of a 503 are refused too).
  let busy = true;
  let refused = 0;
  await page.route('**/api/ats/score', async (route) => {
    if (!busy) return route.continue();
    refused++;
    await route.fulfill({ status: 503, headers: { 'retry-after': '5' }, contentType: 'application/json', body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: heavyWorkMessages.busy } }) });
  });
  await analyse(page).click();
  const alert = page.getByTestId('ats-error');
  await expect(alert).toContainText(heavyWorkMessages.busy);
  await expect(alert).not.toContainText('Server error');
  await captureAtWidths(page, 'ats-checker-busy');
  busy = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('ats-result')).toBeVisible();
  await expect(alert).toHaveCount(0);
  expect(refused).toBeGreaterThan(0);
});

test('a visitor is sent to sign in first, and told why', async ({ page }) => {
  await page.goto('/ats-checker');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('login-reason')).toHaveText('Please login to check your resume.');
  await page.goto('/courses/python-programming');
  await expect(page.getByTestId('login-reason')).toHaveText('Please log in to view courses.');
});
