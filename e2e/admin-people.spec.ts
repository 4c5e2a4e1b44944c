import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/api.js';
import { E2E_ADMIN } from './support/env.js';
import { fillWaitingList } from './support/gate.js';
import { readAccessCodeEmail, readConfirmationLink, subjectsOfEmailsTo } from './support/outbox.js';
import { newSignedInUser } from './support/users.js';

const NOTE_SUBJECT = 'A personal note from the founder of Scout';
const CODE_SUBJECT = 'Your Scout beta access code';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app$/);
}

/**
 * Issue 29's people tools in a real browser: a visitor joins the waiting list and gets the
 * founder's note; the admin finds them under Leads and invites them (twice, quickly: one email);
 * the invitee signs up with the emailed code typed in lower case.
 */
test('the admin invites a lead, and the invitee signs up with the emailed code in lower case', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('lead');
  const visitor = await (await browser.newContext()).newPage();
  const admin = await (await browser.newContext()).newPage();

  await test.step('a visitor joins the waiting list and gets the founder note once', async () => {
    await visitor.goto('/waiting-list-signup');
    await fillWaitingList(visitor, email);
    await visitor.getByRole('button', { name: 'Join Waiting List' }).click();
    await expect(visitor.getByRole('heading', { name: "You're on the List!" })).toBeVisible();
    await expect.poll(() => subjectsOfEmailsTo(email)).toEqual([NOTE_SUBJECT]);
  });

  const row = () => admin.getByRole('row', { name: new RegExp(email) });
  await test.step('the admin finds the lead by name and email under Leads', async () => {
    await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
    await admin.goto('/app/admin');
    await admin.getByRole('link', { name: 'Leads' }).click();
    await expect(admin.getByRole('heading', { name: 'Leads' })).toBeVisible();
    await admin.getByLabel('Search leads').fill(email);
    await expect(row()).toContainText('Grace Hopper');
    await expect(row()).toContainText('Waiting');
    // The search applies after a pause in typing: waited for through the link that carries it
    // (with a single lead, the unfiltered list has the same two rows).
    const csv = admin.getByRole('link', { name: 'Export CSV' });
    await expect(csv).toHaveAttribute(
      'href',
      `/api/admin/leads/export?search=${encodeURIComponent(email)}`,
    );
    await expect(admin.getByRole('row')).toHaveCount(2);
  });

  await test.step('inviting, with a double click, emails the access code once', async () => {
    await row()
      .getByRole('button', { name: `Invite ${email}` })
      .dblclick();
    await expect(
      admin.getByText(`${email} is now an approved beta application; the access code was emailed.`),
    ).toBeVisible();
    await expect(row()).toContainText('Invited');
    await expect.poll(() => subjectsOfEmailsTo(email)).toEqual([NOTE_SUBJECT, CODE_SUBJECT]);
    await row()
      .getByRole('button', { name: `Invite ${email}` })
      .click();
    await expect(
      admin
        .getByText(`${email} was invited before; the access code email was not sent again.`)
        .last(),
    ).toBeVisible();
    expect(await subjectsOfEmailsTo(email)).toEqual([NOTE_SUBJECT, CODE_SUBJECT]);
  });

  await test.step('the invitee signs up with the code typed in lower case', async () => {
    const mail = await readAccessCodeEmail(email);
    const invitee = await (await browser.newContext()).newPage();
    await invitee.goto(mail.link);
    await expect(invitee.getByLabel('Email')).toHaveValue(email);
    await invitee.getByLabel('Password').fill('invitee-password');
    await invitee.getByLabel('Beta Access Code').fill(mail.code.toLowerCase());
    await invitee.getByRole('button', { name: 'Create account' }).click();
    await expect(invitee).toHaveURL(/\/auth\/confirmation-sent$/);
    const confirm = new URL(await readConfirmationLink(email));
    await invitee.goto(`${confirm.pathname}${confirm.search}`);
    await expect(invitee.getByRole('heading', { name: 'Dashboard' })).toBeVisible({
      timeout: 10_000,
    });
  });
});

/** The admin moves a user to the Free plan on the Users page; the user's limits follow at once,
 *  without signing in again. */
test("the admin changes a user's plan and the user's limits change at once", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const user = await (await browser.newContext()).newPage();
  const { email } = await newSignedInUser(user, 'plan');
  const admin = await (await browser.newContext()).newPage();

  await test.step('the user starts unlimited (beta)', async () => {
    await user.goto('/app/test-suites');
    await expect(user.getByText(/test suites? used \(Unlimited\)/)).toBeVisible();
  });

  const row = () => admin.getByRole('row', { name: new RegExp(email) });
  await test.step('the admin finds the user and puts them on Free', async () => {
    await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
    await admin.goto('/app/admin');
    await admin.getByRole('link', { name: 'Users', exact: true }).click();
    await expect(admin.getByRole('heading', { name: 'Users' })).toBeVisible();
    await admin.getByLabel('Search users').fill(email);
    await expect(admin.getByRole('row')).toHaveCount(2);
    await expect(row().getByLabel(`Plan of ${email}`)).toHaveValue('beta');
    await expect(row()).toContainText('Active');
    await row().getByLabel(`Plan of ${email}`).selectOption('free');
    await expect(
      admin.getByText(`${email} is now on the Free plan; the new limits apply at once.`),
    ).toBeVisible();
  });

  await test.step("the user's page shows the Free plan's limit, and the limit holds", async () => {
    await user.reload();
    await expect(user.getByText(/^\d of 3 test suites used$/)).toBeVisible();
    const current = await (await user.request.get('/api/plans/current')).json();
    const { usage, limit } = current.usage.testSuites as { usage: number; limit: number };
    expect(limit).toBe(3);
    for (let i = usage; i < limit; i++) {
      const res = await user.request.post('/api/test-suites', {
        data: { name: `Suite ${i + 1}`, browser: 'chrome', starting_url: 'https://example.com' },
      });
      expect(res.status()).toBe(201);
    }
    const over = await user.request.post('/api/test-suites', {
      data: { name: 'One too many', browser: 'chrome', starting_url: 'https://example.com' },
    });
    expect(over.status()).toBe(403);
  });
});
