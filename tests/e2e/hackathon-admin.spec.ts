import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, demoAdmin, demoPassword, learnerPassword, registerThroughApi, signInThroughPage, toast, uniqueEmail } from './auth-helpers';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

/** A learner's registration through the API, as the wizard sends it. */
async function registerTeam(request: APIRequestContext, teamName: string, leaderName: string): Promise<string> {
  const email = uniqueEmail('org');
  await registerThroughApi(request, email);
  const response = await request.post('/api/hackathon/register', {
    headers: await bearer(request, email, learnerPassword),
    data: {
      personal_info: { full_name: leaderName, email, phone: '9876543210', college: 'JNTU Hyderabad', department: 'CSE', year: '3rd', roll_number: '' },
      team_info: { team_name: teamName, team_size: 1, team_members: [] },
      additional_info: {
        problem_statement_id: 'PS03',
        project_idea: '',
        expectations: '',
        linkedin: '',
        github: '',
        commitments: { ibm_skillsbuild: true, nasscom_courses: false, full_participation: true },
        agree_to_terms: true,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { registration_id: string } }).data.registration_id;
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a learner who opens the organiser dashboard is told access is denied', async ({ page, request }) => {
  const email = uniqueEmail();
  await registerThroughApi(request, email);
  await signInThroughPage(page, email, learnerPassword);
  await page.goto('/hackathon/admin');
  await expect(page.getByTestId('admin-access-denied')).toContainText('Access denied');
});

test('an organiser finds, selects, confirms, e-mails and annotates registrations', async ({ page, request }) => {
  const tag = `Q${Date.now().toString(36)}`;
  for (const letter of ['A', 'B', 'C']) await registerTeam(request, `${tag} Team ${letter}`, `Leader ${letter} ${tag}`);

  await signInThroughPage(page, demoAdmin, demoPassword);
  await page.goto('/hackathon/admin');
  const dashboard = page.getByTestId('hackathon-admin-dashboard');
  await expect(dashboard.getByText('Total registrations')).toBeVisible();
  await expect(page.getByTestId('admin-last-updated')).not.toContainText('—');
  await captureAtWidths(page, 'hackathon-admin-dashboard');

  await page.getByRole('tab', { name: 'Registrations' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(tag);
  const rows = page.getByTestId('admin-registration-row');
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId('admin-page')).toHaveText('Page 1 of 1');

  // Gallery-style drag from the first row's name to the third row's.
  const first = await rows.nth(0).getByRole('cell').nth(2).boundingBox();
  const third = await rows.nth(2).getByRole('cell').nth(2).boundingBox();
  if (!first || !third) throw new Error('The rows are not on screen.');
  await page.mouse.move(first.x + 10, first.y + first.height / 2);
  await page.mouse.down();
  await page.mouse.move(third.x + 10, third.y + third.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByTestId('admin-bulk-bar')).toContainText('3 selected');

  await page.getByTestId('admin-bulk-bar').getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, 'warning', 'Please select an action')).toBeVisible();

  await pick(page, 'Bulk action', 'confirmed');
  await page.getByTestId('admin-bulk-bar').getByRole('button', { name: 'Apply' }).click();
  await expect(rows.filter({ hasText: 'confirmed' })).toHaveCount(3);
  await expect(page.getByTestId('admin-bulk-bar')).toContainText('0 selected');
  await captureAtWidths(page, 'hackathon-admin-registrations');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await hasNoHorizontalScroll(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  await rows.nth(0).getByRole('button', { name: /^View details of/ }).click();
  const detail = page.getByTestId('admin-registration-detail');
  await expect(detail).toContainText(`${tag} Team A`);
  await detail.getByLabel('Add a note').fill('Called the leader; paid at the desk.');
  await detail.getByRole('button', { name: 'Save' }).click();
  await expect(detail.getByTestId('admin-notes')).toContainText('Called the leader; paid at the desk.');
  await expect(detail).toContainText('pending → confirmed');
  await captureAtWidths(page, 'hackathon-admin-detail');
  await page.keyboard.press('Escape');

  const csv = page.waitForEvent('download');
  await page.keyboard.press('Control+E');
  expect((await csv).suggestedFilename()).toMatch(/^hackathon_registrations_\d{4}-\d{2}-\d{2}\.csv$/);

  await page.getByRole('button', { name: 'Select all on this page' }).click();
  await page.getByRole('button', { name: 'Send emails' }).click();
  const modal = page.getByRole('dialog', { name: 'Send emails' });
  await expect(modal.getByTestId('bulk-email-count')).toHaveText('Recipients: 3 registrations');
  await pick(page, 'Email type', 'Reminder');
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(modal.getByTestId('bulk-email-result')).toContainText('Successful: 3');
  await modal.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByText('Department participation')).toBeVisible();
  await captureAtWidths(page, 'hackathon-admin-analytics');

  await page.getByRole('tab', { name: 'Communications' }).click();
  await page.getByRole('button', { name: 'Payment reminder' }).click();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('Complete your hackathon payment');
  await captureAtWidths(page, 'hackathon-admin-communications');
});
