import { expect, test, type Page } from '@playwright/test';
import { bearer, demoAdmin, demoPassword, learnerPassword, registerThroughApi, signInForm, signInThroughPage, submitCredentials, toast, uniqueEmail } from './auth-helpers';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

const control = `http://127.0.0.1:${process.env.PEER_CONTROL_PORT}`;

/** A member card of step 2, filled with a person of the team. */
async function fillMember(page: Page, index: number, name: string, email: string, phone: string) {
  await page.getByTestId(`member-${index}-name`).fill(name);
  await page.getByTestId(`member-${index}-email`).fill(email);
  await page.getByTestId(`member-${index}-phone`).fill(phone);
  await page.getByTestId(`member-${index}-college`).fill('JNTU Hyderabad');
}

/**
 * The participant's whole journey (the hackathon's "done when"): a visitor chooses a problem on the
 * landing page, fills the wizard (a misspelt domain corrected, a phone starting with 5 explained),
 * signs in, registers a team of three, pays after a failed first attempt, sees Confirmed with the
 * receipt in the outbox, submits a project whose repository facts come from the loopback GitHub
 * peer, and a second learner joins the team by its code.
 */
test('a team registers, pays, submits a project and a second learner joins by code', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const leader = uniqueEmail('leader');
  await registerThroughApi(request, leader);
  const local = leader.split('@')[0] ?? 'leader';
  const repo = `code-yuddh/${local}`;
  const peer = await request.post(`${control}/public-repo`, {
    data: { fullName: repo, description: 'Prescription checks for rural pharmacies', language: 'TypeScript', stars: 42, forks: 7, topics: ['healthcare', 'ocr'], updatedAt: '2026-11-20T10:00:00Z' },
  });
  expect(peer.status()).toBe(204);

  await page.goto('/hackathon');
  await expect(page.getByRole('heading', { name: 'Choose Your Challenge' })).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('problem-carousel').hover();
  // The hover starts the app; a click while it takes the prerendered page over can land as the carousel
  // lays its slides out (the click held before the app arrives has its own test in the landing's spec).
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText('Preparing the battlefield...')).toBeHidden();
  await page.getByTestId('problem-card-PS02').click();
  const problem = page.getByRole('dialog');
  await expect(problem).toBeVisible();
  await captureAtWidths(page, 'hackathon-journey-problem');
  await problem.getByRole('link', { name: 'Choose This Challenge' }).click();
  await expect(page).toHaveURL(/\/hackathon\/registration\?problem=PS02$/);

  // Step 1: no e-mail asked of the leader (theirs is the account's); a phone starting with 5 is explained.
  await page.getByTestId('team-name').fill('Chai Coders');
  await page.getByTestId('lead-name').fill('Asha Rao');
  await expect(page.getByTestId('lead-email')).toHaveCount(0);
  await page.getByTestId('lead-phone').fill('5876543210');
  await expect(page.getByText('Indian mobile numbers must start with 6, 7, 8, or 9')).toBeVisible();
  await page.getByTestId('lead-phone').fill('9876543210');
  await page.getByTestId('lead-college').fill('JNTU Hyderabad');
  await page.getByTestId('lead-year').click();
  await page.getByRole('option', { name: '3rd year' }).click();
  await page.getByTestId('lead-branch').fill('Computer Science');
  await page.getByTestId('lead-gender').click();
  await page.getByRole('option', { name: 'Female', exact: true }).click();
  await page.getByTestId('team-size').click();
  await page.getByRole('option', { name: '3 members' }).click();
  await page.getByTestId('wizard-next').click();

  // Step 2: two members, the chosen problem already picked; a misspelt domain is corrected by a click.
  const ravi = uniqueEmail('ravi');
  await fillMember(page, 0, 'Ravi Kumar', ravi.replace('@example.in', '@gmial.com'), '9123456780');
  await page.getByTestId('member-0-email-suggestion').click();
  await expect(page.getByTestId('member-0-email')).toHaveValue(ravi.replace('@example.in', '@gmail.com'));
  await page.getByTestId('member-0-email').fill(ravi);
  await fillMember(page, 1, 'Meena Iyer', uniqueEmail('meena'), '8123456780');
  await expect(page.getByTestId('track-PS02')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('wizard-next').click();

  // Step 3 with the optional background, then sign in and come back with the form intact.
  await page.getByTestId('programming-languages').fill('Python');
  await page.keyboard.press('Enter');
  await page.getByTestId('programming-languages').fill('Kotlin');
  await page.keyboard.press('Enter');
  await page.getByTestId('ai-experience').click();
  await page.getByRole('option', { name: 'Beginner (used AI tools or APIs)' }).click();
  await page.getByTestId('agree-terms').check();
  await page.getByTestId('wizard-next').click();
  await expect(page).toHaveURL(/\/login\?context=hackathon/);
  await submitCredentials(signInForm(page), leader, learnerPassword);
  await expect(page).toHaveURL(/\/hackathon\/registration$/);
  await expect(page.getByTestId('agree-terms')).toBeChecked();
  await expect(page.getByTestId('ai-experience')).toHaveValue('Beginner (used AI tools or APIs)');
  await page.getByTestId('wizard-next').click();

  // Step 4: the server's fee for three; the first payment fails, the second goes through.
  const step = page.getByTestId('hackathon-payment-step');
  await expect(step).toBeVisible();
  await expect(page.getByTestId('payment-step-team-size')).toHaveText('3 (Team Alliance)');
  await expect(page.getByTestId('payment-step-amount')).toContainText('₹750');
  await captureAtWidths(page, 'hackathon-journey-payment');
  await page.getByTestId('hackathon-pay').click();
  await page.getByTestId('sandbox-checkout').getByRole('button', { name: 'Fail payment' }).click();
  await expect(toast(page, 'error', /Payment failed: /)).toBeVisible();
  await page.getByTestId('hackathon-pay').click();
  await page.getByTestId('sandbox-checkout').getByRole('button', { name: 'Pay (test)' }).click();
  await expect(toast(page, 'success', 'Payment successful! Welcome to the hackathon, warrior!')).toBeVisible();
  await expect(page).toHaveURL(/\/hackathon$/);
  // The landing now says where they stand instead of offering 'Join the Battle' again.
  await expect(page.getByTestId('hackathon-registered')).toContainText('You’re in: team Chai Coders', { timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Join the Battle' })).toHaveCount(0);
  await captureAtWidths(page, 'hackathon-journey-registered-landing');

  // The dashboard shows the real status; the confirmation and the receipt are in the outbox.
  await page.goto('/hackathon/dashboard');
  await expect(page.getByRole('region', { name: 'Registration' })).toContainText('Confirmed', { timeout: 20_000 });
  // Greeted by the name they registered with, not their e-mail's prefix.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Asha Rao!');
  const admin = await bearer(request, demoAdmin, demoPassword);
  // Both go to the account's address, the leader's.
  const outbox = await request.get(`/api/admin/mail/outbox?to=${encodeURIComponent(leader)}`, { headers: admin });
  const kinds = ((await outbox.json()) as { messages: { kind: string }[] }).messages.map((m) => m.kind);
  expect(kinds).toContain('payment_receipt');
  expect(kinds).toContain('hackathon_confirmation');
  // The leader sees each declared member's state: invited, and paid for once the fee is in.
  const declared = page.getByTestId('hackathon-declared-members');
  await expect(declared.getByTestId('hackathon-member-state')).toHaveText(['Paid', 'Paid']);
  await captureAtWidths(page, 'hackathon-journey-dashboard');

  // The leader submits; the card shows what the GitHub peer says about the repository.
  await page.getByRole('tab', { name: 'Submissions' }).click();
  await page.getByRole('button', { name: 'New Submission' }).click();
  const form = page.getByRole('form', { name: 'New submission' });
  await form.getByLabel('Project title').fill('Nuskha Check');
  await form.getByLabel('Description').fill('Reads a handwritten prescription with TensorFlow and flags risky combinations.');
  await form.getByLabel('GitHub repository').fill(`https://github.com/${repo}`);
  await form.getByRole('button', { name: 'Submit project' }).click();
  await expect(toast(page, 'success', 'Project submitted successfully!')).toBeVisible();
  const card = page.getByRole('article', { name: 'Nuskha Check' });
  await expect(card.getByLabel('Repository details')).toContainText('Prescription checks for rural pharmacies');
  await expect(card.getByLabel('42 stars')).toBeVisible();
  // The technology its description names is a tag, though the form's tech stack was left empty.
  await expect(card.getByRole('group', { name: 'Tech stack' }).getByText('TensorFlow', { exact: true })).toBeVisible();
  await captureAtWidths(page, 'hackathon-journey-submissions');

  // The team's code admits only declared members: a stranger is refused.
  await page.getByRole('tab', { name: 'Team' }).click();
  const code = (await page.getByTestId('team-code').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  const stranger = uniqueEmail('stranger');
  await registerThroughApi(request, stranger);
  const strangerToken = await bearer(request, stranger, learnerPassword);
  const refused = await request.post('/api/hackathon/teams/join', { headers: strangerToken, data: { code } });
  expect(refused.status()).toBe(403);

  // A declared member signs in, sees the invitation, and joins by the team's code.
  const second = ravi;
  await registerThroughApi(request, second);
  const context = await browser.newContext();
  const other = await context.newPage();
  // Signed in before the dashboard opens: its guard sends a visitor back to the landing.
  await signInThroughPage(other, second, learnerPassword);
  await other.goto('/hackathon/dashboard');
  await expect(other.getByTestId('hackathon-invitation')).toContainText('Asha Rao registered team Chai Coders', { timeout: 20_000 });
  await captureAtWidths(other, 'hackathon-journey-invitation');
  await other.getByRole('tab', { name: 'Team' }).click();
  const join = other.getByLabel('Team code', { exact: true });
  await join.fill(code.toLowerCase().slice(0, 5));
  await expect(other.getByRole('button', { name: 'Join team' })).toBeDisabled();
  await join.fill(code.toLowerCase());
  await expect(join).toHaveValue(code);
  await other.getByRole('button', { name: 'Join team' }).click();
  await expect(toast(other, 'success', "Successfully joined team 'Chai Coders'!")).toBeVisible();
  await expect(other.getByText('2/4 members')).toBeVisible();
  // The member is covered by the leader's paid registration.
  await other.getByRole('tab', { name: 'Overview' }).click();
  await expect(other.getByRole('region', { name: 'Registration' })).toContainText('Confirmed');
  await other.getByRole('tab', { name: 'Team' }).click();
  await captureAtWidths(other, 'hackathon-journey-team');
  expect(await hasNoHorizontalScroll(other)).toBe(true);
  await context.close();
});
