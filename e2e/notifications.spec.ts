import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { startFixtureServer, type FixtureServer } from '@scout/fixtures/serve';
import { subjectsOfEmailsTo } from './support/outbox.js';
import { newSignedInUser } from './support/users.js';

// Issue 28: a failed run reaches a Slack channel, a signed webhook and an inbox, set up on the
// Notifications page; the next pass sends one recovery message to each. The receivers are local
// servers in this process; the run is real (the fixture todo app, its planted counter bug).
test.describe.configure({ timeout: 240_000 });

// The planted counter bug counts finished tasks too: it shows once a task is ticked.
const STEPS = `1. Type "Buy milk" into the "New task" field and click Add
2. Type "Pay rent" into the "New task" field and click Add
3. Type "Call mom" into the "New task" field and click Add
4. Tick the "Pay rent" checkbox
5. Check that the page shows "2 open tasks"`;
const RUN_TIMEOUT = { timeout: 90_000 };

let fixtures: FixtureServer;
let receiver: http.Server;
let receiverUrl: string;
const got: { path: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

test.beforeAll(async () => {
  fixtures = await startFixtureServer();
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      res.writeHead(200).end('ok');
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await fixtures.close();
});

test('a failure reaches Slack, a signed webhook and email, set up in the app; the next pass sends one recovery each', async ({
  page,
}) => {
  const { email } = await newSignedInUser(page, 'notify');
  const testingUser = await page.request.post('/api/testing-users', {
    data: {
      name: 'Ada',
      auth_type: 'email_password',
      email: 'ada@example.com',
      password: 'pw-123456',
    },
  });
  expect(testingUser.status(), await testingUser.text()).toBe(201);
  const testingUserId = ((await testingUser.json()) as { id: string }).id;
  const suite = await page.request.post('/api/test-suites', {
    data: {
      name: 'Todo with a counter bug',
      browser: 'chromium',
      starting_url: `${fixtures.url}/todo/?bug=counter`,
      testing_user_id: testingUserId,
    },
  });
  expect(suite.status(), await suite.text()).toBe(201);
  const suiteId = ((await suite.json()) as { id: string }).id;
  const test = await page.request.post('/api/tests', {
    data: {
      test_suite_id: suiteId,
      name: 'Ticking a task lowers the count',
      test_objective: 'The counter counts open tasks only',
      description: STEPS,
      testing_user_id: testingUserId,
    },
  });
  expect(test.status(), await test.text()).toBe(201);
  const testId = ((await test.json()) as { id: string }).id;

  // From the hub's Communication tab to the Notifications page.
  await page.goto('/app/integrations');
  await page.getByRole('tab', { name: 'Communication' }).click();
  await page
    .getByRole('region', { name: 'Slack' })
    .getByRole('link', { name: 'Configure' })
    .click();
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();

  const addChannel = async (kind: string, name: string, targetLabel: string, target: string) => {
    await page
      .getByRole('button', { name: /^Add (your first )?channel$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'New notification channel' });
    await dialog.getByLabel('Send to').selectOption({ label: kind });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel(targetLabel).fill(target);
    await dialog.getByLabel('Runs of').selectOption({ label: 'Todo with a counter bug' });
    await dialog.getByRole('button', { name: 'Save channel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('listitem', { name: `Channel: ${name}` })).toBeVisible();
  };
  await addChannel('Slack', '#qa-alerts', 'Slack incoming webhook URL', `${receiverUrl}/slack`);
  await addChannel('Webhook', 'CI bot', 'Webhook URL', `${receiverUrl}/hook`);
  await addChannel('Email', 'Me', 'Email address', email);
  const secret = await page
    .getByRole('listitem', { name: 'Channel: CI bot' })
    .locator('code')
    .textContent();
  expect(secret).toMatch(/^whsec_/);

  // The failing run, started as a user would, from the tests list.
  await page.goto('/app/tests');
  const row = page.getByRole('row', { name: /Ticking a task lowers the count/ });
  await row.getByRole('button', { name: 'Run Ticking a task lowers the count' }).click();
  await expect(row).toContainText('FAILED', RUN_TIMEOUT);

  await expect
    .poll(() => got.map((g) => g.path).sort(), { timeout: 30_000 })
    .toEqual(['/hook', '/slack']);
  const slack = JSON.parse(got.find((g) => g.path === '/slack')!.body) as { text: string };
  expect(slack.text).toContain('“Ticking a task lowers the count” failed');
  expect(slack.text).toContain('Failing step');
  expect(slack.text).toContain(`/app/tests/${testId}/results?run=`);
  const hook = got.find((g) => g.path === '/hook')!;
  expect(hook.headers['x-scout-signature']).toBe(
    `sha256=${createHmac('sha256', secret!).update(hook.body).digest('hex')}`,
  );
  expect(JSON.parse(hook.body)).toMatchObject({ event: 'failure', run: { status: 'FAILED' } });
  await expect
    .poll(() => subjectsOfEmailsTo(email), { timeout: 30_000 })
    .toContain('Scout: “Ticking a task lowers the count” failed (Todo with a counter bug)');

  // The bug fixed (the suite now starts on the unbroken page): the pass is a recovery.
  const fixed = await page.request.put(`/api/test-suites/${suiteId}`, {
    data: {
      name: 'Todo with a counter bug',
      browser: 'chromium',
      starting_url: `${fixtures.url}/todo/`,
      testing_user_id: testingUserId,
    },
  });
  expect(fixed.status(), await fixed.text()).toBe(200);
  got.length = 0;
  await page.reload();
  await row.getByRole('button', { name: 'Run Ticking a task lowers the count' }).click();
  await expect(row).toContainText('PASSED', RUN_TIMEOUT);
  await expect
    .poll(() => got.map((g) => g.path).sort(), { timeout: 30_000 })
    .toEqual(['/hook', '/slack']);
  expect(JSON.parse(got.find((g) => g.path === '/hook')!.body)).toMatchObject({
    event: 'recovery',
  });
  await expect
    .poll(() => subjectsOfEmailsTo(email), { timeout: 30_000 })
    .toContain('Scout: “Ticking a task lowers the count” passed again (Todo with a counter bug)');

  // The delivery log shows both messages, delivered.
  await page.goto('/app/integrations/notifications');
  const bot = page.getByRole('listitem', { name: 'Channel: CI bot' });
  await bot.getByRole('button', { name: 'Deliveries' }).click();
  const log = bot.getByRole('list', { name: 'Deliveries' });
  await expect(log.getByRole('listitem')).toHaveCount(2);
  await expect(log).toContainText('Recovery');
  await expect(log).toContainText('Failure');
});
