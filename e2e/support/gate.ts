import { expect, type Page } from '@playwright/test';

/** The public gate's steps as a visitor takes them: the waiting list and the beta form. */

export const toast = (page: Page, title: string) =>
  page.locator('[data-rht-toaster]').getByText(title, { exact: true });

export async function fillWaitingList(page: Page, email: string) {
  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Last Name').fill('Hopper');
  await page.getByLabel('Work Email').fill(email);
  await page.getByLabel('Company Website').fill('navy.mil');
  await page.getByLabel('Position').fill('Rear Admiral');
  await page.getByLabel('Company Size').selectOption('1000+');
}

/**
 * From the home page to the waiting-list form, where each of the seven checks is met in the
 * spec's order (its toast seen, then the field fixed), ending on the success page.
 */
export async function joinWaitingList(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Join Waiting List' }).click();
  await expect(page.getByRole('heading', { name: 'Join Our Waiting List' })).toBeVisible();
  await expect(page.getByText('No spam, promise!')).toBeVisible();
  const join = page.getByRole('button', { name: 'Join Waiting List' });

  const checks: [string, string, () => Promise<void>][] = [
    [
      'First Name Required',
      'Please enter your first name to join the waiting list.',
      () => page.getByLabel('First Name').fill('Grace'),
    ],
    [
      'Last Name Required',
      'Please enter your last name to join the waiting list.',
      () => page.getByLabel('Last Name').fill('Hopper'),
    ],
    [
      'Email Required',
      'Please enter your email to join the waiting list.',
      () => page.getByLabel('Work Email').fill(email.toUpperCase()),
    ],
    [
      'Company Website Required',
      'Please enter your company website.',
      () => page.getByLabel('Company Website').fill('navy'),
    ],
    [
      'Invalid Website Format',
      'Please enter a valid website URL (e.g., example.com).',
      () => page.getByLabel('Company Website').fill('navy.mil'),
    ],
    [
      'Position Required',
      'Please enter your position in the company.',
      () => page.getByLabel('Position').fill('Rear Admiral'),
    ],
    [
      'Company Size Required',
      'Please select your company size.',
      async () => {
        await page.getByLabel('Company Size').selectOption('1000+');
      },
    ],
  ];
  for (const [title, description, fix] of checks) {
    await join.click();
    await expect(toast(page, title)).toBeVisible();
    await expect(page.locator('[data-rht-toaster]').getByText(description)).toBeVisible();
    await fix();
  }

  await join.click();
  await expect(page).toHaveURL(/\/waiting-list-success$/);
  await expect(page.getByRole('heading', { name: "You're on the List!" })).toBeVisible();
  await expect(page.getByText('Thank you, Grace Hopper.')).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(3);
}

/**
 * Back home from the success page, then the same email again, in another case: the server knows
 * it, and the form gives way to the duplicate notice.
 */
export async function joinWaitingListAgain(page: Page, email: string) {
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await page.goto('/waiting-list-signup');
  await fillWaitingList(page, email.toUpperCase());
  await page.getByRole('button', { name: 'Join Waiting List' }).click();
  await expect(
    page.getByText(
      "This email is already on our waiting list. We'll notify you when a spot becomes available.",
    ),
  ).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveCount(0);
  await expect(page).toHaveURL(/\/waiting-list-signup$/);
}

export async function fillBetaStep1(page: Page, email: string, companyName = 'Initech') {
  await page.getByLabel('Work Email').fill(email);
  await page.getByLabel('Company Name').fill(companyName);
  await page.getByLabel('Your Role').selectOption('Software Developer');
  await page.getByLabel('Company Size').selectOption('11-50');
}

export interface BetaApplicant {
  email: string;
  companyName: string;
  additionalInformation: string;
}

/**
 * The beta form's three steps (the beta guard is off in e2e): each step's rule holds Next or
 * Submit back until met, Back from step 2 keeps what was typed, and the application ends on the
 * success page.
 */
export async function applyForBeta(page: Page, applicant: BetaApplicant) {
  const { email, companyName } = applicant;
  await page.goto('/beta');
  await expect(page.getByRole('heading', { name: 'Beta Application' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });

  await expect(next).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await fillBetaStep1(page, email, companyName);
  await page.getByLabel('Company Name').fill('');
  await page.getByLabel('Company Name').blur();
  await expect(page.getByText('Please enter your company name')).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByLabel('Company Name').fill(companyName);
  await next.click();

  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByLabel('Other', { exact: true }).check();
  await expect(next).toBeDisabled();
  await page.getByLabel('Other application type').fill('TPS report generators');
  await expect(next).toBeEnabled();
  await page.getByLabel('Current Testing Approach').selectOption('Manual Testing');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByLabel('Company Name')).toHaveValue(companyName);
  await next.click();
  await expect(page.getByLabel('Other application type')).toHaveValue('TPS report generators');
  await next.click();

  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit Application' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Cross-browser testing').check();
  await page.getByLabel('Additional Information').fill(applicant.additionalInformation);
  await submit.click();
  await expect(page).toHaveURL(/\/beta-success$/);
  await expect(page.getByRole('heading', { name: 'Application Submitted' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByText(/within 5 business days/)).toBeVisible();
}

/**
 * Again, with the email in capitals: a repeated application, answered like a new one (decision
 * 027), so it ends on the success page after the same toast.
 */
export async function applyForBetaAgain(page: Page, email: string) {
  await page.goto('/beta');
  await fillBetaStep1(page, email.toUpperCase());
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Web Applications').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('API testing').check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(toast(page, 'Application Submitted')).toBeVisible();
  await expect(page).toHaveURL(/\/beta-success$/);
}
