import { expect, test, type Page } from '@playwright/test';
import { betaApplication, uniqueEmail } from './support/api.js';
import { E2E_ADMIN } from './support/env.js';
import { readConfirmationLink } from './support/outbox.js';
import { newSignedInUser } from './support/users.js';

async function signUp(page: Page, values: { email: string; password: string; accessCode: string }) {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('Password').fill(values.password);
  await page.getByLabel('Beta Access Code').fill(values.accessCode);
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Records, in the page's own clock, when the confirm page first shows 'Email Verified!' and when
 * the app reaches /app: polling from the test would blur a 3-second delay by its own lag.
 */
async function recordConfirmRedirect(page: Page) {
  await page.addInitScript(() => {
    if (location.pathname !== '/auth/confirm') return;
    const times: { verified?: number; app?: number } = {};
    const observer = new MutationObserver(() => {
      times.verified ??= document.body?.textContent?.includes('Email Verified!')
        ? performance.now()
        : undefined;
      if (times.verified !== undefined && location.pathname === '/app') {
        times.app = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { subtree: true, childList: true });
    Object.assign(window, { confirmTimes: times });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { confirmTimes: { verified: number; app: number } }).confirmTimes,
    );
}

test('an approved applicant signs up, confirms the email, signs out and signs in again', async ({
  page,
}) => {
  const email = uniqueEmail('journey');
  const password = 'journey-password';
  const { accessCode } = await betaApplication(email, 'approved');

  await signUp(page, { email, password, accessCode });
  await expect(page).toHaveURL(/\/auth\/confirmation-sent$/);
  await expect(page.getByRole('heading', { name: 'Confirm Your Email' })).toBeVisible();

  // Before confirming, signing in is refused.
  await page.goto('/signin');
  await signIn(page, email, password);
  await expect(page.getByText(/confirm your email/i).first()).toBeVisible();

  const link = await readConfirmationLink(email);
  const confirmTimes = await recordConfirmRedirect(page);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await expect(page).toHaveURL(/\/app$/, { timeout: 6000 });
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const { verified, app } = await confirmTimes();
  expect(app - verified).toBeGreaterThanOrEqual(3000);

  // Sign out from the profile menu.
  await page.getByRole('button', { name: /Profile/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page.getByText('You have been logged out of your account.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Signing in without a redirect parameter lands on the dashboard.
  await page.goto('/signin');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('the /app guard sends a signed-out visitor to sign in, and back after it', async ({
  page,
}) => {
  const { email, password } = await newSignedInUser(page, 'guard');
  await page.getByRole('button', { name: /Profile/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();

  await page.goto('/app/tests?filter=mine');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fapp%2Ftests%3Ffilter%3Dmine$/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/app\/tests\?filter=mine$/);
});

test.describe('sign-up messages', () => {
  test('form validation', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password should be at least 8 characters long')).toBeVisible();
    await expect(page.getByText('Please enter your beta access code to continue.')).toBeVisible();
  });

  test('a wrong code, an unapproved application, a used code, a taken email', async ({ page }) => {
    const email = uniqueEmail('codes');
    const { accessCode } = await betaApplication(email, 'approved');
    await signUp(page, { email, password: 'secret-1', accessCode: 'SCOUT-WRNG-CODE' });
    await expect(page.getByText('Invalid access code or email combination')).toBeVisible();

    const pendingEmail = uniqueEmail('pending');
    const pending = await betaApplication(pendingEmail, 'reviewed');
    await signUp(page, {
      email: pendingEmail,
      password: 'secret-1',
      accessCode: pending.accessCode,
    });
    await expect(page.getByText('Your application has not been approved yet')).toBeVisible();

    await signUp(page, { email, password: 'secret-1', accessCode });
    await expect(page).toHaveURL(/confirmation-sent/);
    await signUp(page, { email, password: 'secret-1', accessCode });
    await expect(page.getByText('This access code has already been used')).toBeVisible();

    const takenCode = await betaApplication(E2E_ADMIN.email, 'approved');
    await signUp(page, {
      email: E2E_ADMIN.email,
      password: 'secret-1',
      accessCode: takenCode.accessCode,
    });
    await expect(
      page.getByText('This email is already registered. Please sign in instead.'),
    ).toBeVisible();
  });
});

test.describe('sign-in messages', () => {
  test('form validation', async ({ page }) => {
    await page.goto('/signin');
    await signIn(page, 'nope', '12345');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  });

  test('wrong credentials', async ({ page }) => {
    await page.goto('/signin');
    await signIn(page, E2E_ADMIN.email, 'wrong-password');
    await expect(
      page.getByText(
        'Login Failed: The email or password you entered is incorrect. Please try again.',
      ),
    ).toBeVisible();
  });

  test('the admin signs in, lands on /app and sees the admin links; a session skips the form', async ({
    page,
  }) => {
    await page.goto('/signin');
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('link', { name: 'Beta Applications' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Feedback', exact: true })).toBeVisible();
    await page.goto('/signin?redirect=%2Fapp%2Ftest-suites');
    await expect(page).toHaveURL(/\/app\/test-suites$/);
  });
});

test('email confirmation without its parameters fails clearly', async ({ page }) => {
  await page.goto('/auth/confirm?type=signup');
  await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
  await expect(page.getByText('Missing confirmation parameters')).toBeVisible();
  await page.goto('/auth/confirm?type=signup&token=forged');
  await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to Home' })).toBeVisible();
});

test('a signed-in non-admin is turned away from the admin area', async ({ page }) => {
  const email = uniqueEmail('plain');
  const { accessCode } = await betaApplication(email, 'approved');
  await signUp(page, { email, password: 'plain-password', accessCode });
  await page.goto((await readConfirmationLink(email)).replace(/^https?:\/\/[^/]+/, ''));
  await expect(page).toHaveURL(/\/app$/, { timeout: 6000 });
  await expect(page.getByRole('link', { name: 'Beta Applications' })).toHaveCount(0);
  await page.goto('/app/admin/feedback');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
});

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});
