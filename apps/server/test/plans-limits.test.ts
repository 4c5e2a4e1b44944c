import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES, UPGRADE_MESSAGES } from '@scout/shared';
import { feedback, pricingFeedback, profiles, testRuns } from '../src/db/schema.js';
import { apiClient } from './helpers/client.js';
import { signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { makeSuite, makeTest, makeTestingUser, setPlan } from './helpers/workspace.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('plans', () => {
  it('lists the public plans by price, with limits and display fields, without a session', async () => {
    const res = await apiClient(t).get('/api/plans');
    expect(res.status).toBe(200);
    expect(res.body.items.map((p: any) => p.name)).toEqual(['free', 'pro', 'team', 'enterprise']);
    expect(res.body.items[0]).toMatchObject({
      price: 0,
      test_suites_limit: 3,
      tests_per_suite_limit: 5,
      display: { badge: 'No Credit Card', buttonText: 'Start Free' },
    });
    expect(res.body.items[3]).toMatchObject({ price: null, test_suites_limit: null });
  });

  it('counts the registered profiles against the sign-up capacity of 10, without a session', async () => {
    const before = await apiClient(t).get('/api/plans/capacity');
    expect(before.status).toBe(200);
    expect(before.body.capacity).toBe(10);
    await signedInUser(t);
    const after = await apiClient(t).get('/api/plans/capacity');
    expect(after.body.registeredProfiles).toBe(before.body.registeredProfiles + 1);
  });

  it("gives the user's plan with suites and today's runs: those of the last 24 hours", async () => {
    const { client, id } = await signedInUser(t);
    const beta = await client.get('/api/plans/current');
    expect(beta.body).toMatchObject({
      plan: { name: 'beta', test_suites_limit: null },
      usage: { testSuites: { usage: 1, limit: null } },
    });

    await setPlan(t, id, 'free');
    const test = await makeTest(
      client,
      (await makeSuite(client, { testing_user_id: (await makeTestingUser(client)).id })).id,
    );
    const dayAgo = Date.now() - 24 * 3600_000;
    const run = (createdAt: Date) => ({
      testId: test.id,
      createdBy: id,
      browser: 'chrome',
      createdAt,
    });
    await t.deps.database.db
      .insert(testRuns)
      .values([
        run(new Date(dayAgo + 60_000)),
        run(new Date(Date.now() - 1000)),
        run(new Date(dayAgo - 60_000)),
      ]);
    const res = await client.get('/api/plans/current');
    expect(res.body).toMatchObject({
      plan: { name: 'free' },
      usage: { testSuites: { usage: 2, limit: 3 }, testRunsToday: { usage: 2, limit: 10 } },
    });
    expect(Math.abs(Date.parse(res.body.since) - dayAgo)).toBeLessThan(10_000);
    const dashboard = await client.get('/api/dashboard');
    expect(dashboard.body).toEqual({
      totalTestSuites: 2,
      activeTests: 1,
      planName: 'free',
      usage: { testSuites: { usage: 2, limit: 3 }, testRunsToday: { usage: 2, limit: 10 } },
    });
  });

  it("does not let the client's time zone move the start of the day (issue 15: 16 runs on a 10/day plan)", async () => {
    const { client, id } = await signedInUser(t);
    await setPlan(t, id, 'free');
    const test = await makeTest(
      client,
      (await makeSuite(client, { testing_user_id: (await makeTestingUser(client)).id })).id,
    );
    // Ten runs two hours ago, finished: the free plan's day is full.
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await t.deps.database.db.insert(testRuns).values(
      Array.from({ length: 10 }, () => ({
        testId: test.id,
        createdBy: id,
        browser: 'chrome',
        status: 'PASSED',
        createdAt: twoHoursAgo,
      })),
    );
    // An offset that puts the browser's local midnight half an hour ago, after those runs.
    const utcMinutes = new Date().getUTCHours() * 60 + new Date().getUTCMinutes();
    const tzOffset = ((((utcMinutes - 30) % 1440) + 1440 + 720) % 1440) - 720;
    const runs = await client.post(`/api/tests/${test.id}/runs`, { tzOffset });
    expect(runs.status).toBe(403);
    expect(runs.body).toMatchObject({ code: 'LIMIT_REACHED', details: { usage: 10, limit: 10 } });
    for (const path of ['/api/plans/current', '/api/dashboard']) {
      const usage = await client.get(`${path}?tzOffset=${tzOffset}`);
      expect(usage.body.usage.testRunsToday).toEqual({ usage: 10, limit: 10 });
    }
  });
});

describe('limits', () => {
  it('allows suites below the free limit of 3 and refuses the next with usage and limit', async () => {
    const { client, id } = await signedInUser(t);
    await setPlan(t, id, 'free');
    await makeSuite(client);
    await makeSuite(client); // with the default suite: 3
    const refused = await client.post('/api/test-suites', {
      name: 'x',
      starting_url: 'https://a.example',
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'LIMIT_REACHED',
      message: LIMIT_MESSAGES.testSuites,
      details: { limitType: 'testSuites', usage: 3, limit: 3 },
    });
    await setPlan(t, id, 'enterprise');
    expect(
      (await client.post('/api/test-suites', { name: 'x', starting_url: 'https://a.example' }))
        .status,
    ).toBe(201);
  });

  it('allows tests below the per-suite limit of 5, warns at 4, refuses the 6th with the suite id', async () => {
    const { client, id } = await signedInUser(t);
    await setPlan(t, id, 'free');
    const suite = await makeSuite(client, { testing_user_id: (await makeTestingUser(client)).id });
    for (let i = 0; i < 3; i++) await makeTest(client, suite.id);
    expect((await client.get(`/api/test-suites/${suite.id}/usage`)).body).toEqual({
      suiteId: suite.id,
      usage: 3,
      limit: 5,
      isNearLimit: false,
      isAtLimit: false,
    });
    await makeTest(client, suite.id);
    expect((await client.get(`/api/test-suites/${suite.id}/usage`)).body).toMatchObject({
      usage: 4,
      isNearLimit: true,
      isAtLimit: false,
    });
    await makeTest(client, suite.id);
    expect((await client.get(`/api/test-suites/${suite.id}/usage`)).body).toMatchObject({
      usage: 5,
      isNearLimit: false,
      isAtLimit: true,
    });
    const refused = await client.post('/api/tests', {
      name: 'n',
      test_objective: 'o',
      test_suite_id: suite.id,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.details).toEqual({
      limitType: 'testsPerSuite',
      usage: 5,
      limit: 5,
      suiteId: suite.id,
    });
    const other = await makeSuite(client, { testing_user_id: suite.testing_user_id });
    expect(
      (await client.post('/api/tests', { name: 'n', test_objective: 'o', test_suite_id: other.id }))
        .status,
    ).toBe(201);
  });

  it('holds the limit when several creations arrive at once', async () => {
    const { client, id } = await signedInUser(t);
    await setPlan(t, id, 'free');
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        client.post('/api/test-suites', { name: `p${i}`, starting_url: 'https://a.example' }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect((await client.get('/api/test-suites')).body.total).toBe(3);
  });
});

describe('upgrade', () => {
  it('records the wish for Pro and refuses every other plan with the spec message', async () => {
    const { client, id } = await signedInUser(t);
    for (const plan of ['team', 'enterprise', 'free']) {
      const res = await client.post('/api/upgrade', { plan });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: UPGRADE_MESSAGES.onlyProDescription,
        details: { title: UPGRADE_MESSAGES.onlyProTitle },
      });
    }
    const wantsUpgrade = async () =>
      (await t.deps.database.db.select().from(profiles).where(eq(profiles.id, id)))[0]!
        .wantsUpgrade;
    expect(await wantsUpgrade()).toBe(false);
    expect((await client.post('/api/upgrade', { plan: 'Pro' })).body).toEqual({
      ok: true,
      wantsUpgrade: true,
    });
    expect(await wantsUpgrade()).toBe(true);
    expect((await client.get('/api/plans/current')).body.wantsUpgrade).toBe(true);
  });

  it('stores pricing feedback with every field optional and the budget defaulting to $10-$25', async () => {
    const { client, id } = await signedInUser(t);
    expect((await client.post('/api/pricing-feedback', {})).status).toBe(201);
    expect(
      (
        await client.post('/api/pricing-feedback', {
          budget: '$100+',
          features: 'SSO',
          additional_requirements: 'EU hosting',
        })
      ).status,
    ).toBe(201);
    expect((await client.post('/api/pricing-feedback', { budget: '$5' })).status).toBe(400);
    const rows = await t.deps.database.db
      .select()
      .from(pricingFeedback)
      .where(eq(pricingFeedback.userId, id));
    expect(
      rows.map((r) => [r.planName, r.budget, r.mustHaveFeatures, r.additionalRequirements]),
    ).toEqual(
      expect.arrayContaining([
        ['pro', '$10-$25', null, null],
        ['pro', '$100+', 'SSO', 'EU hosting'],
      ]),
    );
    // Kept among the user's feedback too, with the spec's words for what was left out.
    const kept = await t.deps.database.db.select().from(feedback).where(eq(feedback.userId, id));
    expect(kept.map((r) => r.content).sort()).toEqual([
      'Pricing feedback for the Pro plan\nBudget: $10-$25\nMust-have features: Not specified\nAdditional requirements: None',
      'Pricing feedback for the Pro plan\nBudget: $100+\nMust-have features: SSO\nAdditional requirements: EU hosting',
    ]);
    expect((await apiClient(t).post('/api/pricing-feedback', {})).status).toBe(401);
    expect((await apiClient(t).post('/api/upgrade', { plan: 'pro' })).status).toBe(401);
  });
});
