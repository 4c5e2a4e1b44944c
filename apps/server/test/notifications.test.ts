import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { NotificationChannel, RunReport } from '@scout/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries, testRuns, testSuites, tests } from '../src/db/schema.js';
import { deliverDueNotifications } from '../src/services/notifications/deliver-notifications.js';
import { queueRunNotifications } from '../src/services/notifications/queue-notifications.js';
import { claimRun } from '../src/services/runs/claim-run.js';
import { finishRun } from '../src/services/runs/finish-run.js';
import type { ApiClient } from './helpers/client.js';
import { signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Issue 28: a run's end reaches its owner's channels — Slack, Microsoft Teams, a signed webhook
// and email — queued when the run ends and sent by the workers' loop (deliverDueNotifications,
// called here by hand), with retries and a log per channel.

/** A receiver on 127.0.0.1 that records each POST and answers as told. */
interface Receiver {
  url: string;
  got: { headers: http.IncomingHttpHeaders; body: string }[];
  /** The answers to give, in turn (the last one repeats): a status, or a delay with no answer. */
  answers: Array<number | { hangMs: number }>;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = {
    url: '',
    got: [],
    answers: [200],
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      receiver.got.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = receiver.answers.length > 1 ? receiver.answers.shift()! : receiver.answers[0]!;
      if (typeof answer === 'number') res.writeHead(answer).end(answer < 300 ? 'ok' : 'no');
      else setTimeout(() => res.writeHead(200).end('late'), answer.hangMs).unref();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return receiver;
}

let t: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  t = await createTestApp();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

const FAST = { timeoutMs: 500, backoffMs: () => 0 };

let suitesMade = 0;
/** A suite and test of the user's, and a run of it claimed by a worker (ready to finish). */
async function suiteWithTest(userId: string) {
  const { db } = t.deps.database;
  suitesMade += 1;
  const [suite] = await db
    .insert(testSuites)
    .values({ name: `Shop ${suitesMade}`, startingUrl: 'http://shop.test/', createdBy: userId })
    .returning();
  const [test] = await db
    .insert(tests)
    .values({
      name: 'Checkout',
      testObjective: 'A customer pays',
      testSuiteId: suite!.id,
      createdBy: userId,
    })
    .returning();
  return { suiteId: suite!.id, testId: test!.id };
}

async function runEnding(userId: string, testId: string, report: RunReport) {
  await t.deps.database.db.insert(testRuns).values({
    testId,
    createdBy: userId,
    browser: 'chromium',
    startingUrl: 'http://shop.test/',
    status: 'QUEUED',
  });
  const run = (await claimRun(t.deps, 'worker-1', 30_000))!;
  expect(run.testId).toBe(testId);
  expect(await finishRun(t.deps, run, 'worker-1', { report, replayKey: 'k' })).toBe(true);
  return run;
}

const AT = new Date().toISOString();

const failed = (): RunReport => ({
  status: 'FAILED',
  summary: 'Step 2 failed: the total was not $19.98.',
  result: 'The total is wrong.',
  steps: [
    {
      index: 1,
      action: 'click',
      description: 'Click Pay',
      outcome: 'passed',
      durationMs: 5,
      origin: 'planned',
    },
    {
      index: 2,
      action: 'check',
      description: 'Check that the total is $19.98',
      outcome: 'failed',
      message: 'The page showed "$29.97"',
      durationMs: 5,
      origin: 'planned',
    },
  ],
  messageContent: [],
  planner: 'plain-english',
  browser: 'chromium',
  screenshots: [],
  timings: { startedAt: AT, finishedAt: AT, durationMs: 10 },
});

const passed = (): RunReport => ({
  status: 'PASSED',
  summary: 'All steps passed.',
  result: 'Paid.',
  steps: [
    {
      index: 1,
      action: 'click',
      description: 'Click Pay',
      outcome: 'passed',
      durationMs: 5,
      origin: 'planned',
    },
  ],
  messageContent: [],
  planner: 'plain-english',
  browser: 'chromium',
  screenshots: [],
  timings: { startedAt: AT, finishedAt: AT, durationMs: 10 },
});

async function channel(
  client: ApiClient,
  body: Record<string, unknown>,
): Promise<NotificationChannel> {
  const res = await client.post('/api/notification-channels', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as NotificationChannel;
}

const deliveriesOf = (channelId: string) =>
  t.deps.database.db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.channelId, channelId));

describe('notification channels are the user’s own', () => {
  it('refuses bad input with the field’s message, and another user’s channel is a 404', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const badEmail = await owner.client.post('/api/notification-channels', {
      kind: 'email',
      name: 'Me',
      target: 'not-an-email',
    });
    expect(badEmail.status).toBe(400);
    expect(JSON.stringify(badEmail.body)).toContain('Enter a valid email address');
    const noEvents = await owner.client.post('/api/notification-channels', {
      kind: 'slack',
      name: 'QA',
      target: 'https://hooks.slack.com/services/T/B/X',
      on_failure: false,
      on_recovery: false,
    });
    expect(noEvents.status).toBe(400);
    expect(JSON.stringify(noEvents.body)).toContain('Choose at least one of');

    const otherSuite = await suiteWithTest(other.id);
    const foreignSuite = await owner.client.post('/api/notification-channels', {
      kind: 'slack',
      name: 'QA',
      target: 'https://hooks.slack.com/services/T/B/X',
      test_suite_id: otherSuite.suiteId,
    });
    expect(foreignSuite.status).toBe(404);

    const mine = await channel(owner.client, {
      kind: 'webhook',
      name: 'CI bot',
      target: receiver.url,
    });
    expect(mine.signing_secret).toMatch(/^whsec_/);
    for (const [method, path] of [
      ['get', `/api/notification-channels/${mine.id}`],
      ['patch', `/api/notification-channels/${mine.id}`],
      ['delete', `/api/notification-channels/${mine.id}`],
      ['get', `/api/notification-channels/${mine.id}/deliveries`],
      ['post', `/api/notification-channels/${mine.id}/test`],
    ] as const) {
      const res = await (method === 'get' || method === 'delete'
        ? other.client[method](path)
        : other.client[method](path, { name: 'Mine now' }));
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await other.client.get('/api/notification-channels')).body.items).toEqual([]);
    expect((await owner.client.get(`/api/notification-channels/${mine.id}`)).body.name).toBe(
      'CI bot',
    );
  });
});

describe('a failed run, then its recovery', () => {
  it('reaches Slack, Teams, a signed webhook and email, then one recovery message each', async () => {
    const user = await signedInUser(t);
    const { testId } = await suiteWithTest(user.id);
    const slack = await channel(user.client, { kind: 'slack', name: 'QA', target: receiver.url });
    const teams = await channel(user.client, { kind: 'teams', name: 'Ops', target: receiver.url });
    const hook = await channel(user.client, { kind: 'webhook', name: 'Bot', target: receiver.url });
    const email = await channel(user.client, {
      kind: 'email',
      name: 'Me',
      target: 'qa-lead@example.com',
    });
    receiver.got.length = 0;
    receiver.answers = [200];

    const run = await runEnding(user.id, testId, failed());
    // The run ended without waiting on any receiver: its messages are queued, none sent yet.
    expect(receiver.got).toHaveLength(0);
    expect(await deliverDueNotifications(t.deps, FAST)).toBe(4);

    const bodies = receiver.got.map((r) => JSON.parse(r.body) as Record<string, unknown>);
    const results = `http://scout.test/app/tests/${testId}/results?run=${run.id}`;
    const slackMessage = bodies.find((b) => 'text' in b) as { text: string };
    expect(slackMessage.text).toContain('“Checkout” failed');
    expect(slackMessage.text).toContain('Failing step 2: Check that the total is $19.98');
    expect(slackMessage.text).toContain('The page showed: The page showed "$29.97"');
    expect(slackMessage.text).toContain(`<${results}|Open the results in Scout>`);
    const card = bodies.find((b) => b.type === 'message') as {
      attachments: {
        contentType: string;
        content: { body: { text: string }[]; actions: unknown };
      }[];
    };
    expect(card.attachments[0]!.contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(card.attachments[0]!.content.body[0]!.text).toContain('“Checkout” failed');
    expect(JSON.stringify(card.attachments[0]!.content.actions)).toContain(results);

    const signed = receiver.got.find((r) => r.headers['x-scout-event'] === 'failure')!;
    const secret = (await user.client.get(`/api/notification-channels/${hook.id}`)).body
      .signing_secret as string;
    expect(signed.headers['x-scout-signature']).toBe(
      `sha256=${createHmac('sha256', secret).update(signed.body).digest('hex')}`,
    );
    expect(JSON.parse(signed.body)).toMatchObject({
      event: 'failure',
      run: {
        id: run.id,
        status: 'FAILED',
        failing_step: { index: 2, page_showed: 'The page showed "$29.97"' },
        results_url: results,
      },
      test: { id: testId, name: 'Checkout' },
    });
    const mail = t.mailer.lastTo('qa-lead@example.com')!;
    expect(mail.subject).toContain('“Checkout” failed');
    expect(mail.text).toContain(`Results: ${results}`);

    const log = await user.client.get(`/api/notification-channels/${slack.id}/deliveries`);
    expect(log.body.items).toMatchObject([
      { event: 'failure', status: 'sent', attempts: 1, response_status: 200, test_run_id: run.id },
    ]);
    for (const c of [slack, teams, hook, email])
      expect((await user.client.get(`/api/notification-channels/${c.id}`)).body).toMatchObject({
        last_error: null,
        last_delivered_at: expect.any(String),
      });

    // The next pass is a recovery: one message per channel; the pass after it is news to nobody.
    receiver.got.length = 0;
    await runEnding(user.id, testId, passed());
    expect(await deliverDueNotifications(t.deps, FAST)).toBe(4);
    expect(receiver.got.map((r) => JSON.parse(r.body))).toContainEqual(
      expect.objectContaining({ text: expect.stringContaining('“Checkout” passed again') }),
    );
    expect(t.mailer.lastTo('qa-lead@example.com')!.subject).toContain('passed again');
    await runEnding(user.id, testId, passed());
    expect(await deliverDueNotifications(t.deps, FAST)).toBe(0);
  });

  it('sends one message per channel and run, only for the channel’s suite', async () => {
    const user = await signedInUser(t);
    const a = await suiteWithTest(user.id);
    const b = await suiteWithTest(user.id);
    const onlyA = await channel(user.client, {
      kind: 'webhook',
      name: 'Suite A',
      target: receiver.url,
      test_suite_id: a.suiteId,
    });
    const runB = await runEnding(user.id, b.testId, failed());
    expect(await deliveriesOf(onlyA.id)).toHaveLength(0);
    const runA = await runEnding(user.id, a.testId, failed());
    // Another process seeing the same end queues nothing more.
    await queueRunNotifications(t.deps.database.db, runA, 'FAILED');
    expect((await deliveriesOf(onlyA.id)).map((d) => d.testRunId)).toEqual([runA.id]);
    expect(runB.id).not.toBe(runA.id);
    await deliverDueNotifications(t.deps, FAST);
  });
});

describe('a suite run', () => {
  it('is one message once its last run has ended, naming each failed test; its next all-pass is a recovery', async () => {
    const user = await signedInUser(t);
    const { suiteId, testId } = await suiteWithTest(user.id);
    const [second] = await t.deps.database.db
      .insert(tests)
      .values({
        name: 'Refund',
        testObjective: 'A refund is shown',
        testSuiteId: suiteId,
        createdBy: user.id,
      })
      .returning();
    const hook = await channel(user.client, { kind: 'webhook', name: 'Bot', target: receiver.url });
    receiver.answers = [200];

    const finishAll = async (reports: RunReport[]) => {
      const before = (await deliveriesOf(hook.id)).length;
      const started = await user.client.post(`/api/test-suites/${suiteId}/runs`, {});
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      const ids: string[] = [];
      for (const [i, report] of reports.entries()) {
        const run = (await claimRun(t.deps, 'worker-1', 30_000))!;
        ids.push(run.testId);
        expect(await finishRun(t.deps, run, 'worker-1', { report, replayKey: 'k' })).toBe(true);
        // Nothing until the suite run's last run has ended.
        if (i < reports.length - 1) expect(await deliveriesOf(hook.id)).toHaveLength(before);
      }
      expect(ids.sort()).toEqual([testId, second!.id].sort());
      return started.body.id as string;
    };

    receiver.got.length = 0;
    const failedRun = await finishAll([failed(), failed()]);
    expect(await deliverDueNotifications(t.deps, FAST)).toBe(1);
    const body = JSON.parse(receiver.got[0]!.body);
    expect(body).toMatchObject({
      event: 'failure',
      suite_run: {
        id: failedRun,
        status: 'FAILED',
        counts: { total: 2, failed: 2 },
        results_url: `http://scout.test/app/suite-runs/${failedRun}`,
      },
    });
    expect(body.suite_run.failed_tests.map((f: { name: string }) => f.name)).toEqual([
      'Checkout',
      'Refund',
    ]);
    expect(body.suite_run.failed_tests[0].failing_step).toMatchObject({
      index: 2,
      page_showed: 'The page showed "$29.97"',
    });

    await finishAll([passed(), passed()]);
    await deliverDueNotifications(t.deps, FAST);
    expect(JSON.parse(receiver.got.at(-1)!.body)).toMatchObject({
      event: 'recovery',
      suite_run: { status: 'PASSED' },
    });
    const log = await deliveriesOf(hook.id);
    expect(log.map((d) => d.event).sort()).toEqual(['failure', 'recovery']);
    expect(log.every((d) => d.testRunId === null && d.suiteRunId !== null)).toBe(true);
  });
});

describe('senders side by side, pauses and cancels', () => {
  it('sends each message once when two senders run at the same time', async () => {
    const user = await signedInUser(t);
    const { testId } = await suiteWithTest(user.id);
    const hooks = await Promise.all(
      ['A', 'B', 'C', 'D'].map((name) =>
        channel(user.client, { kind: 'webhook', name, target: `${receiver.url}/${name}` }),
      ),
    );
    receiver.got.length = 0;
    receiver.answers = [200];
    await runEnding(user.id, testId, failed());
    const [first, second] = await Promise.all([
      deliverDueNotifications(t.deps, FAST),
      deliverDueNotifications(t.deps, FAST),
    ]);
    expect(first + second).toBe(4);
    expect(receiver.got.map((g) => g.headers['x-scout-delivery']).sort()).toEqual(
      [...new Set(receiver.got.map((g) => g.headers['x-scout-delivery']))].sort(),
    );
    expect(receiver.got).toHaveLength(4);
    for (const hook of hooks)
      expect(await deliveriesOf(hook.id)).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });

  it('holds a paused channel’s messages, retries included, until it is resumed', async () => {
    const user = await signedInUser(t);
    const { testId } = await suiteWithTest(user.id);
    const hook = await channel(user.client, { kind: 'webhook', name: 'P', target: receiver.url });
    receiver.answers = [500, 200];
    await runEnding(user.id, testId, failed());
    await deliverDueNotifications(t.deps, FAST);
    expect(await deliveriesOf(hook.id)).toMatchObject([{ status: 'pending', attempts: 1 }]);
    await user.client.patch(`/api/notification-channels/${hook.id}`, { is_paused: true });
    expect(await deliverDueNotifications(t.deps, FAST)).toBe(0);
    await user.client.patch(`/api/notification-channels/${hook.id}`, { is_paused: false });
    await deliverDueNotifications(t.deps, FAST);
    expect(await deliveriesOf(hook.id)).toMatchObject([{ status: 'sent', attempts: 2 }]);
    receiver.answers = [200];
  });

  it('tells a suite run whose last run was cancelled, with the failures before it', async () => {
    const user = await signedInUser(t);
    const { suiteId } = await suiteWithTest(user.id);
    await t.deps.database.db.insert(tests).values({
      name: 'Refund',
      testObjective: 'A refund is shown',
      testSuiteId: suiteId,
      createdBy: user.id,
    });
    const hook = await channel(user.client, { kind: 'webhook', name: 'S', target: receiver.url });
    const started = await user.client.post(`/api/test-suites/${suiteId}/runs`, {});
    expect(started.status).toBe(201);
    const run = (await claimRun(t.deps, 'worker-1', 30_000))!;
    await finishRun(t.deps, run, 'worker-1', { report: failed(), replayKey: 'k' });
    expect(await deliveriesOf(hook.id)).toHaveLength(0);
    const [left] = await t.deps.database.db
      .select({ id: testRuns.id })
      .from(testRuns)
      .where(eq(testRuns.status, 'QUEUED'));
    const cancelled = await user.client.post(`/api/runs/${left!.id}/cancel`, {});
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await deliveriesOf(hook.id)).toMatchObject([
      { event: 'failure', suiteRunId: started.body.id },
    ]);
    await deliverDueNotifications(t.deps, FAST);
  });
});

describe('a receiver in trouble', () => {
  it('is retried after no answer in time, logged, and the channel shows the error until it gets through', async () => {
    const user = await signedInUser(t);
    const { testId } = await suiteWithTest(user.id);
    const hook = await channel(user.client, {
      kind: 'webhook',
      name: 'Slow',
      target: receiver.url,
    });
    receiver.answers = [{ hangMs: 2_000 }, 500, 200];

    const started = Date.now();
    await runEnding(user.id, testId, failed());
    // Ending the run did not wait for the receiver.
    expect(Date.now() - started).toBeLessThan(2_000);

    await deliverDueNotifications(t.deps, FAST);
    let [delivery] = await deliveriesOf(hook.id);
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      response: 'no answer within 0.5 s',
    });
    expect((await user.client.get(`/api/notification-channels/${hook.id}`)).body.last_error).toBe(
      'Webhook: no answer within 0.5 s',
    );
    await deliverDueNotifications(t.deps, FAST);
    [delivery] = await deliveriesOf(hook.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 2, responseStatus: 500 });
    await deliverDueNotifications(t.deps, FAST);
    [delivery] = await deliveriesOf(hook.id);
    expect(delivery).toMatchObject({ status: 'sent', attempts: 3, responseStatus: 200 });
    expect((await user.client.get(`/api/notification-channels/${hook.id}`)).body.last_error).toBe(
      null,
    );
    receiver.answers = [200];
  });

  it('gives up after the last attempt, and never posts to an address runs may not reach', async () => {
    const user = await signedInUser(t);
    const { testId } = await suiteWithTest(user.id);
    const down = await channel(user.client, { kind: 'slack', name: 'Down', target: receiver.url });
    const inside = await channel(user.client, {
      kind: 'webhook',
      name: 'Inside',
      target: 'http://10.1.2.3/hook',
    });
    receiver.answers = [503];
    await runEnding(user.id, testId, failed());
    for (let i = 0; i < 3; i += 1)
      await deliverDueNotifications(t.deps, { ...FAST, maxAttempts: 3 });
    expect(await deliveriesOf(down.id)).toMatchObject([{ status: 'failed', attempts: 3 }]);
    const [blocked] = await deliveriesOf(inside.id);
    expect(blocked).toMatchObject({ status: 'failed', attempts: 1 });
    expect(blocked!.response).toMatch(/10\.1\.2\.3/);
    receiver.answers = [200];
  });

  it('tries again when the receiver’s name cannot be looked up now', async () => {
    const user = await signedInUser(t);
    const hook = await channel(user.client, {
      kind: 'webhook',
      name: 'Unknown',
      target: 'http://no-such-host.invalid/hook',
    });
    await user.client.post(`/api/notification-channels/${hook.id}/test`, {});
    await deliverDueNotifications(t.deps, FAST);
    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });
    expect(delivery!.response).toMatch(/no-such-host\.invalid/);
  });

  it('caps test messages and channels per user', async () => {
    const user = await signedInUser(t);
    const made = [];
    for (let i = 0; i < 25; i += 1)
      made.push(
        await channel(user.client, { kind: 'email', name: `C${i}`, target: `c${i}@example.com` }),
      );
    const tooMany = await user.client.post('/api/notification-channels', {
      kind: 'email',
      name: 'One more',
      target: 'more@example.com',
    });
    expect(tooMany.status).toBe(403);
    expect(tooMany.body.message).toBe(
      'You can have up to 25 notification channels: delete one to add another',
    );
    const statuses = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push(
        (await user.client.post(`/api/notification-channels/${made[0]!.id}/test`, {})).status,
      );
    expect(statuses).toEqual([...Array(10).fill(202), 429]);
    while ((await deliverDueNotifications(t.deps, FAST)) > 0);
  });

  it('sends a test message from the channel', async () => {
    const user = await signedInUser(t);
    const hook = await channel(user.client, { kind: 'slack', name: 'Try', target: receiver.url });
    receiver.got.length = 0;
    const queued = await user.client.post(`/api/notification-channels/${hook.id}/test`, {});
    expect(queued.status).toBe(202);
    await deliverDueNotifications(t.deps, FAST);
    expect(JSON.parse(receiver.got[0]!.body).text).toContain('a test message for “Try”');
  });
});
