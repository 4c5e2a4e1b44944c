import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '@scout/shared';
import { uniqueEmail } from './support/api.js';
import { E2E_DATA_DIR } from './support/env.js';
import { readEmailChangeLink, waitForSubject } from './support/outbox.js';
import { newSignedInUser } from './support/users.js';

const runFolder = (runId: string) => path.join(E2E_DATA_DIR, 'runs', runId);

test('a customer changes their email from the settings, then deletes their account and its run files', async ({
  page,
}) => {
  // A real run (the in-process worker's Chromium on the example site), then the journey.
  test.setTimeout(240_000);
  const { email, password } = await newSignedInUser(page, 'settings', { keepExamples: true });

  // A run of an example test, for files in the data directory.
  const suites = await (await page.request.get('/api/test-suites')).json();
  const suite = suites.items.find((s: { name: string }) => s.name.startsWith('Example'));
  const tests = await (await page.request.get(`/api/tests?test_suite_id=${suite.id}`)).json();
  const first = tests.items[0] as { id: string };
  const started = await page.request.post(`/api/tests/${first.id}/runs`, {
    data: { tzOffset: 0 },
  });
  expect(started.status(), await started.text()).toBe(201);
  const runId = ((await started.json()) as { id: string }).id;
  await expect
    .poll(async () => (await (await page.request.get(`/api/tests/${first.id}`)).json()).status, {
      timeout: 150_000,
    })
    .toMatch(/^(PASSED|FAILED)$/);
  await expect.poll(() => fs.existsSync(runFolder(runId))).toBe(true);
  expect(fs.readdirSync(runFolder(runId)).length).toBeGreaterThan(0);

  // Profile menu → Settings.
  await page.goto('/app');
  await page.getByRole('button', { name: /Profile/ }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();

  // A new email, confirmed from the link sent to it; the old address is told.
  const newEmail = uniqueEmail('moved');
  await page.getByLabel('New email').fill(newEmail);
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.emailChangeSent)).toBeVisible();
  await expect(page.getByText(`Waiting for confirmation: ${newEmail}`)).toBeVisible();

  await page.goto(await readEmailChangeLink(newEmail));
  await expect(page.getByText(ACCOUNT_MESSAGES.emailChanged)).toBeVisible();
  await waitForSubject(email, 'Your Scout email was changed');

  // Delete: the button waits for the email typed back.
  await page.goto('/app/account');
  await expect(page.getByText(`Your email is ${newEmail}.`)).toBeVisible();
  const remove = page.getByRole('button', { name: 'Delete my account' });
  await page.getByLabel(`Type ${newEmail} to confirm`).fill(email);
  await expect(remove).toBeDisabled();
  await page.getByLabel(`Type ${newEmail} to confirm`).fill(newEmail);
  await remove.click();
  await expect(page.getByText(ACCOUNT_MESSAGES.accountDeleted)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Signed out, and no way back in, with either address.
  await page.goto('/app');
  await expect(page).toHaveURL(/\/signin/);
  for (const address of [newEmail, email]) {
    await page.getByLabel('Email').fill(address);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.loginFailed)).toBeVisible();
  }

  // The run's files left the data directory with it.
  expect(fs.existsSync(runFolder(runId))).toBe(false);
});
