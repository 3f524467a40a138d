import { expect, test, type Page } from '@playwright/test';
import { demoLearner, demoPassword, signInForm, submitCredentials } from './auth-helpers';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

/** The wizard's step 1 with a complete leader (no e-mail: the leader's is the account's). */
async function fillTeamInfo(page: Page) {
  await page.getByTestId('team-name').fill('Code Warriors');
  await page.getByTestId('lead-name').fill('Asha Rao');
  await page.getByTestId('lead-phone').fill('98765 43210');
  await page.getByTestId('lead-college').fill('IIT Bombay');
  await page.getByTestId('lead-year').click();
  await page.getByRole('option', { name: '3rd year' }).click();
  await page.getByTestId('lead-branch').fill('Computer Science');
}

const currentStep = (page: Page) => page.locator('[aria-current="step"]');

test.describe('hackathon registration wizard', () => {
  test('offers the corrected address for a misspelt domain and applies it on click', async ({ page }) => {
    await page.goto('/hackathon/registration');
    await fillTeamInfo(page);
    await page.getByTestId('team-size').click();
    await page.getByRole('option', { name: '2 members' }).click();
    await page.getByTestId('wizard-next').click();
    const email = page.getByTestId('member-0-email');
    await email.fill('asha@gmial.com');
    // Well formed, so valid, and still the correction is offered.
    await expect(page.getByTestId('member-0-email-ok')).toHaveText('✓ Valid email address');
    const suggestion = page.getByTestId('member-0-email-suggestion');
    await expect(suggestion).toHaveText('Did you mean asha@gmail.com?');
    await captureAtWidths(page, 'hackathon-wizard-suggestion');
    await suggestion.click();
    await expect(email).toHaveValue('asha@gmail.com');
    await expect(suggestion).toHaveCount(0);
    await expect(page.getByTestId('member-0-email-ok')).toHaveText('✓ Valid email address');
  });

  test('explains a phone number that starts with 5, and accepts it corrected', async ({ page }) => {
    await page.goto('/hackathon/registration');
    const phone = page.getByTestId('lead-phone');
    await phone.fill('5876543210');
    await expect(page.getByText('Indian mobile numbers must start with 6, 7, 8, or 9')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await phone.fill('+91 98765-43210');
    await expect(page.getByTestId('lead-phone-ok')).toHaveText('✓ Valid phone number');
  });

  test('Next checks the step on screen and Previous goes back without checking', async ({ page }) => {
    await page.goto('/hackathon/registration');
    await page.getByTestId('wizard-next').click();
    // No leader e-mail is asked: a visitor is told it is the address they sign in with.
    await expect(page.getByTestId('lead-email')).toHaveCount(0);
    await expect(page.getByTestId('lead-email-note')).toHaveText('The team lead’s e-mail is the address you sign in with before registering.');
    for (const text of ['Team name is required', 'Team lead name is required', 'College name is required', 'Academic year is required', 'Branch/Department is required']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(currentStep(page)).toHaveText('Team Info');
    // The first field in error has the focus, so a keyboard user starts where the problem is.
    await expect(page.getByTestId('team-name')).toBeFocused();
    await captureAtWidths(page, 'hackathon-wizard-step1-errors');

    await fillTeamInfo(page);
    await page.getByTestId('team-size').click();
    await page.getByRole('option', { name: '3 members' }).click();
    await page.getByTestId('wizard-next').click();
    await expect(currentStep(page)).toHaveText('Members & Track');
    await expect(page.getByTestId('member-0')).toBeVisible();

    await page.getByTestId('member-0-email').fill('ravi@gmail.com');
    await page.getByTestId('member-1-email').fill('Ravi@Gmail.com');
    await page.getByTestId('wizard-next').click();
    await expect(page.getByText('Full name is required for all team members').first()).toBeVisible();
    await expect(page.getByText('This email is already used by another team member')).toBeVisible();
    await expect(page.getByText('Please select a battle track (problem statement)')).toBeVisible();
    expect(await hasNoHorizontalScroll(page)).toBe(true);

    await page.getByTestId('wizard-previous').click();
    await expect(currentStep(page)).toHaveText('Team Info');
    await expect(page.getByTestId('team-name')).toHaveValue('Code Warriors');
  });

  test('a visitor signs in on submit and comes back to step 3 with the form intact', async ({ page }) => {
    await page.goto('/hackathon/registration?problem=PS03');
    await fillTeamInfo(page);
    await page.getByTestId('wizard-next').click();
    await expect(page.getByTestId('solo-notice')).toBeVisible();
    // Preselected from the address, as the landing page's "Choose This Challenge" sends it.
    await expect(page.getByTestId('track-PS03')).toHaveAttribute('aria-checked', 'true');
    await captureAtWidths(page, 'hackathon-wizard-step2');
    await page.getByTestId('wizard-next').click();

    await expect(currentStep(page)).toHaveText('Finalize');
    await page.getByTestId('project-idea').fill('A prescription checker for rural pharmacies');
    await page.getByTestId('commit-ibm').check();
    await page.getByTestId('wizard-next').click();
    await expect(page.getByText('Please agree to the terms and conditions to proceed')).toBeVisible();
    await page.getByTestId('agree-terms').check();
    await captureAtWidths(page, 'hackathon-wizard-step3');
    await page.getByTestId('wizard-next').click();

    await expect(page).toHaveURL(/\/login\?context=hackathon&returnTo=%2Fhackathon%2Fregistration$/);
    await expect(page.getByTestId('hackathon-banner')).toBeVisible();
    await submitCredentials(signInForm(page), demoLearner, demoPassword);

    await expect(page).toHaveURL(/\/hackathon\/registration$/);
    await expect(currentStep(page)).toHaveText('Finalize');
    await expect(page.getByTestId('project-idea')).toHaveValue('A prescription checker for rural pharmacies');
    await expect(page.getByTestId('commit-ibm')).toBeChecked();
    await expect(page.getByTestId('agree-terms')).toBeChecked();
    await expect(page.getByTestId('wizard-summary')).toContainText('Code Warriors');
    await expect(page.getByTestId('wizard-summary')).toContainText('PS03');
    // Signed in, the leader's e-mail is the account's, shown in the summary and on step 1.
    await expect(page.getByTestId('wizard-summary')).toContainText(`Asha Rao (${demoLearner})`);
    await page.getByTestId('wizard-previous').click();
    await page.getByTestId('wizard-previous').click();
    await expect(page.getByTestId('lead-email-note')).toContainText(demoLearner);
    await expect(page.getByTestId('lead-name')).toHaveValue('Asha Rao');
    await expect(page.getByTestId('lead-phone-ok')).toHaveText('✓ Valid phone number');
  });
});
