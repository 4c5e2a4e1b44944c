import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from './support/env.js';
import { newSignedInUser } from './support/users.js';

// Issue 24: an admin stops another account's run that hangs, from Admin → Runs; the owner's page
// shows it end without a reload.
test.describe.configure({ timeout: 120_000 });

/** A plain page; the run on it waits two minutes before its check, so it is RUNNING until it is
 *  stopped. (A page that never answered ended the run at its navigation's 30 s limit: on a
 *  loaded machine, before the admin had signed in and cancelled it, and the cancel answered 409.) */
let site: http.Server;
let siteUrl = '';
test.beforeAll(async () => {
  site = http.createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>Slow site</title><h1>Slow site</h1>');
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  site.closeAllConnections();
  await new Promise((r) => site.close(r));
});

async function created(page: Page, path: string, data: Record<string, unknown>) {
  const res = await page.request.post(path, { data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test("an admin cancels another user's hanging run from Admin → Runs; the owner's page shows it stop", async ({
  page,
  browser,
}) => {
  const owner = await newSignedInUser(page, 'hangs');
  const testingUserId = await created(page, '/api/testing-users', {
    name: 'Ada',
    auth_type: 'email_password',
    email: 'ada@example.com',
    password: 'pw-123456',
  });
  const suiteId = await created(page, '/api/test-suites', {
    name: 'Slow site',
    browser: 'chromium',
    starting_url: `${siteUrl}/hang`,
    testing_user_id: testingUserId,
  });
  const testId = await created(page, '/api/tests', {
    name: 'Never loads',
    test_objective: 'The page loads',
    test_suite_id: suiteId,
    description: '1. Wait 60 seconds\n2. Wait 60 seconds\n3. Check that the page shows "Welcome"',
  });

  await page.goto(`/app/tests/${testId}`);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Current run' }).getByText('RUNNING', { exact: true }),
  ).toBeVisible({ timeout: 60_000 });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/signin');
  await admin.getByLabel('Email').fill(E2E_ADMIN.email);
  await admin.getByLabel('Password').fill(E2E_ADMIN.password);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await expect(admin).toHaveURL(/\/app$/);
  await admin.getByRole('link', { name: 'Runs' }).click();
  await expect(admin.getByRole('heading', { name: 'Runs' })).toBeVisible();
  const row = admin.getByRole('row', { name: new RegExp(owner.email) });
  await expect(row).toContainText('Never loads');
  await expect(row).toContainText('RUNNING');
  await row
    .getByRole('button', { name: `Cancel the run of Never loads by ${owner.email}` })
    .click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Cancel run' }).click();
  await expect(admin.getByText('Run Cancelled')).toBeVisible();
  await expect(row).toHaveCount(0);
  await adminContext.close();

  // The owner's page heard it: the run is CANCELLED, the test READY to run again.
  await expect(
    page.getByRole('region', { name: 'Last run' }).getByText('CANCELLED', { exact: true }),
  ).toBeVisible();
  await expect(page.locator('main h1 + div [data-slot="badge"]')).toHaveText('READY');
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeEnabled();
});
