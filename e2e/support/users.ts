import { expect, type Page } from '@playwright/test';
import { betaApplication, uniqueEmail } from './api.js';
import { readConfirmationLink } from './outbox.js';

/**
 * A brand-new user, signed up with an approved access code, confirmed and signed in through the
 * API (the UI journey itself is covered by auth.spec.ts). The page's context holds the session
 * cookie; the page ends on the dashboard.
 */
export async function newSignedInUser(page: Page, prefix = 'app') {
  const email = uniqueEmail(prefix);
  const password = 'e2e-password';
  const { accessCode } = await betaApplication(email, 'approved');
  const signUp = await page.request.post('/api/account/sign-up', { data: { email, password, accessCode } });
  expect(signUp.ok(), await signUp.text()).toBe(true);

  const link = new URL(await readConfirmationLink(email));
  const confirm = await page.request.post('/api/account/confirm', {
    data: { token: link.searchParams.get('token') ?? '', type: link.searchParams.get('type') ?? '' },
  });
  expect(confirm.ok(), await confirm.text()).toBe(true);

  const signIn = await page.request.post('/api/session/sign-in', { data: { email, password } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return { email, password };
}
