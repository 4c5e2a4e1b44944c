import fs from 'node:fs';
import path from 'node:path';
import { expect, request, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/api.js';
import { E2E_ADMIN, E2E_BASE_URL } from './support/env.js';
import {
  applyForBeta,
  applyForBetaAgain,
  joinWaitingList,
  joinWaitingListAgain,
} from './support/gate.js';
import { countEmailsTo, readAccessCodeEmail, readConfirmationLink } from './support/outbox.js';

// With SCOUT_UPDATE_SCREENSHOTS=1 the admin pages are also saved, at 1280 and 375 px, to
// docs/screenshots/ (the README's Screens section shows them).
const SCREENSHOTS_DIR = path.resolve(import.meta.dirname, '../docs/screenshots');

async function screenshot(page: Page, name: string) {
  if (!process.env.SCOUT_UPDATE_SCREENSHOTS) return;
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const size = page.viewportSize()!;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    // Loaded afresh at that width, as a phone or a desktop would (the sidebar starts closed on a
    // phone); then the list is waited for.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^Showing \d+-\d+ out of \d+ items$/)).toBeVisible();
    await page.screenshot({
      path: path.join(SCREENSHOTS_DIR, `${name}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(size);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app$/);
}

/** Applies for the beta through the public API (only to give the screenshots more rows). */
async function apply(email: string, companyName: string) {
  const anon = await request.newContext({ baseURL: E2E_BASE_URL });
  const created = await anon.post('/api/beta-applications', {
    data: {
      email,
      companyName,
      role: 'Engineering Manager',
      companySize: '51-200',
      applicationTypes: ['Web Applications', 'APIs'],
      currentTestingProcess: 'Some Automation',
      expectedVolume: '51-200',
      interestedFeatures: ['AI-powered test generation', 'Cross-browser testing'],
      additionalInformation: 'We release twice a week and test by hand.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await anon.dispose();
}

/**
 * Issue 13's journey, all through the UI in Chromium: a visitor joins the waiting list; another
 * applies for the beta (the guard is off in e2e); the admin approves that application; the
 * applicant reads the code in the outbox, signs up with it and confirms; the admin sees the code
 * Used; the new user sends feedback, which the admin reads and deletes.
 */
test('the gate end to end: waiting list, beta application, approval, emailed code, sign-up, feedback', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const visitorEmail = uniqueEmail('waiting');
  const applicantEmail = uniqueEmail('applicant');
  const company = `Northwind ${applicantEmail.slice(10, 15)}`;
  const password = 'applicant-password';

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const applicantContext = await browser.newContext();
  const applicant = await applicantContext.newPage();

  await test.step('a visitor joins the waiting list, meeting each check in order', async () => {
    await joinWaitingList(visitor, visitorEmail);
  });

  await test.step('joining again with the same email shows the duplicate notice', async () => {
    await joinWaitingListAgain(visitor, visitorEmail);
    await visitorContext.close();
  });

  await test.step('the applicant applies for the beta in three steps', async () => {
    await applyForBeta(applicant, {
      email: applicantEmail,
      companyName: company,
      additionalInformation: 'We release twice a week and test by hand.',
    });
  });

  await test.step('a second application with the same email is a duplicate', async () => {
    await applyForBetaAgain(applicant, applicantEmail);
  });

  if (process.env.SCOUT_UPDATE_SCREENSHOTS) {
    // A few more rows, so the screenshots show a list rather than one line.
    for (const other of ['Contoso', 'Fabrikam', 'Tailspin Toys']) {
      await apply(uniqueEmail(other.toLowerCase().replace(' ', '-')), other);
    }
  }

  const row = () => admin.getByRole('row', { name: new RegExp(applicantEmail) });

  await test.step('the admin finds the new application, pending, with its code available', async () => {
    await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
    await admin.getByRole('link', { name: 'Beta Applications' }).first().click();
    await expect(admin.getByRole('heading', { name: 'Beta Applications' })).toBeVisible();
    await expect(admin.getByText('Manage and review beta program applications')).toBeVisible();
    await admin.getByLabel('Status', { exact: true }).selectOption('pending');
    await expect(row()).toContainText(company);
    await expect(row()).toContainText('Available');
    await expect(row().getByRole('combobox')).toHaveValue('pending');
  });

  let shownCode = '';
  await test.step('approving it says so and emails the access code, once', async () => {
    await admin.getByLabel('Status', { exact: true }).selectOption('all');
    await row()
      .getByRole('combobox', { name: `Status of ${applicantEmail}` })
      .selectOption('approved');
    await expect(admin.getByText('Application status has been updated to approved')).toBeVisible();
    await expect(
      admin.getByText(`The access code was emailed to ${applicantEmail}.`),
    ).toBeVisible();

    await row()
      .getByRole('button', { name: `View details of ${applicantEmail}` })
      .click();
    const panel = admin.getByRole('dialog');
    await expect(panel.getByRole('heading', { name: 'Company Information' })).toBeVisible();
    await expect(panel.getByText('We release twice a week and test by hand.')).toBeVisible();
    await expect(panel.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} at \d\d:\d\d$/)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Resend access code' })).toBeVisible();
    shownCode = (await panel.getByText(/^SCOUT-/).textContent()) ?? '';
    // Approving again from the panel sends nothing more.
    await panel.getByRole('combobox', { name: 'Application status' }).selectOption('pending');
    await expect(admin.getByText('Application status has been updated to pending')).toBeVisible();
    await panel.getByRole('combobox', { name: 'Application status' }).selectOption('approved');
    await expect(
      admin.getByText('Application status has been updated to approved').last(),
    ).toBeVisible();
    await panel.getByRole('button', { name: 'Close' }).last().click();
    await expect(panel).toBeHidden();
    expect(countEmailsTo(applicantEmail)).toBe(1);
  });

  let code = '';
  await test.step('the email holds the code and a sign-up link with the email filled in; the code typed in lower case with a space around it is taken', async () => {
    const mail = await readAccessCodeEmail(applicantEmail);
    code = mail.code;
    expect(mail.subject).toBe('Your Scout beta access code');
    expect(code).toBe(shownCode);
    const link = new URL(mail.link);
    expect(link.pathname).toBe('/signup');
    expect(link.searchParams.get('email')).toBe(applicantEmail);

    await applicant.goto(mail.link);
    await expect(applicant.getByLabel('Email')).toHaveValue(applicantEmail);
    await applicant.getByLabel('Password').fill(password);
    // Typed by hand from the email, as many do: case and stray spaces do not matter.
    await applicant.getByLabel('Beta Access Code').fill(` ${code.toLowerCase()} `);
    await applicant.getByRole('button', { name: 'Create account' }).click();
    await expect(applicant).toHaveURL(/\/auth\/confirmation-sent$/);
    const confirm = new URL(await readConfirmationLink(applicantEmail));
    await applicant.goto(`${confirm.pathname}${confirm.search}`);
    await expect(applicant.getByRole('heading', { name: 'Dashboard' })).toBeVisible({
      timeout: 10_000,
    });
  });

  await test.step('the admin sees the code as Used', async () => {
    await admin.reload();
    await expect(row()).toContainText('Used');
    await expect(row()).not.toContainText('Available');
    await screenshot(admin, 'admin-beta-applications');
  });

  const idea = `Please add Safari runs (${applicantEmail})`;
  await test.step('the new user sends feedback with the floating button', async () => {
    await applicant.getByRole('button', { name: 'Feedback' }).click();
    await applicant.getByLabel('Message').fill(idea);
    await applicant.getByRole('button', { name: 'Submit' }).click();
    await expect(applicant.getByText('Thank you for your feedback!')).toBeVisible();
  });

  await test.step('the admin reads it, newest first, and deletes it', async () => {
    await admin.getByRole('link', { name: 'Feedback' }).first().click();
    await expect(admin.getByRole('heading', { name: 'User Feedback' })).toBeVisible();
    await expect(admin.getByText('Review feedback from users')).toBeVisible();
    const item = admin.getByRole('listitem').filter({ hasText: idea });
    await expect(item).toContainText(applicantEmail);
    await expect(item).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4} at \d\d:\d\d/);
    await screenshot(admin, 'admin-feedback');

    await item.getByRole('button', { name: `Delete feedback from ${applicantEmail}` }).click();
    const confirm = admin.getByRole('alertdialog');
    await expect(confirm.getByText('Delete Feedback')).toBeVisible();
    await expect(
      confirm.getByText(
        'Are you sure you want to delete this feedback? This action cannot be undone.',
      ),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(admin.getByText('Feedback Deleted')).toBeVisible();
    await expect(admin.getByText(idea)).toHaveCount(0);
  });

  await adminContext.close();
  await applicantContext.close();
});
