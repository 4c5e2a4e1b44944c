import { expect, type Page } from '@playwright/test';
import { adminApi, betaApplication, uniqueEmail } from './api.js';
import { readConfirmationLink } from './outbox.js';

/**
 * A brand-new user, signed up with an approved access code, confirmed and signed in through the
 * API (the UI journey itself is covered by auth.spec.ts). The page's context holds the session
 * cookie; the page ends on the dashboard. Confirming gives the account the example suite and its
 * testing user; they are deleted again unless `keepExamples` (most specs count from an empty
 * account; e2e/first-hour.spec.ts runs the examples).
 */
export async function newSignedInUser(
  page: Page,
  prefix = 'app',
  { keepExamples = false }: { keepExamples?: boolean } = {},
) {
  const email = uniqueEmail(prefix);
  const password = 'e2e-password';
  const { accessCode } = await betaApplication(email, 'approved');
  const signUp = await page.request.post('/api/account/sign-up', {
    data: { email, password, accessCode },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);

  const link = new URL(await readConfirmationLink(email));
  const confirm = await page.request.post('/api/account/confirm', {
    data: {
      token: link.searchParams.get('token') ?? '',
      type: link.searchParams.get('type') ?? '',
    },
  });
  expect(confirm.ok(), await confirm.text()).toBe(true);

  const signIn = await page.request.post('/api/session/sign-in', { data: { email, password } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  if (!keepExamples) await deleteExamples(page);
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return { email, password };
}

async function deleteExamples(page: Page) {
  const suites = await (await page.request.get('/api/test-suites?pageSize=50')).json();
  for (const suite of suites.items.filter((s: { is_deletable: boolean }) => s.is_deletable)) {
    expect((await page.request.delete(`/api/test-suites/${suite.id}`)).ok()).toBe(true);
  }
  const users = await (await page.request.get('/api/testing-users?pageSize=50')).json();
  for (const user of users.items) {
    expect((await page.request.delete(`/api/testing-users/${user.id}`)).ok()).toBe(true);
  }
}

/** Puts a user on a plan through the admin API (new accounts start on the unlimited beta plan). */
export async function setPlan(
  email: string,
  plan: 'free' | 'pro' | 'team' | 'enterprise' | 'beta',
) {
  const admin = await adminApi();
  const found = await (
    await admin.get(`/api/admin/users?email=${encodeURIComponent(email)}`)
  ).json();
  const user = found.items.find((u: { email: string }) => u.email === email);
  const res = await admin.put(`/api/admin/users/${user.id}/plan`, { data: { plan } });
  expect(res.ok(), await res.text()).toBe(true);
  await admin.dispose();
}
