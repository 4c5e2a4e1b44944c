import { eq } from 'drizzle-orm';
import { profiles, subscriptionPlans } from '../../src/db/schema.js';
import type { ApiClient } from './client.js';
import type { TestApp } from './test-app.js';

/** Moves a user to another plan (every new account starts on the unlimited beta plan). */
export async function setPlan(t: TestApp, userId: string, planName: string) {
  const { db } = t.deps.database;
  const [plan] = await db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.name, planName));
  if (!plan) throw new Error(`no plan ${planName}`);
  await db.update(profiles).set({ subscriptionPlanId: plan.id }).where(eq(profiles.id, userId));
  return plan;
}

/** Creates through the API and fails loudly, so a broken setup is not mistaken for the assertion. */
async function created<T = any>(res: Promise<{ status: number; body: any }>): Promise<T> {
  const { status, body } = await res;
  if (status !== 201) throw new Error(`expected 201, got ${status}: ${JSON.stringify(body)}`);
  return body as T;
}

export const makeTestingUser = (client: ApiClient, overrides: Record<string, unknown> = {}) =>
  created(
    client.post('/api/testing-users', {
      name: 'Shopper',
      auth_type: 'email_password',
      email: 'shopper@example.com',
      password: 'hunter2-secret',
      ...overrides,
    }),
  );

const namesUsed = new WeakMap<ApiClient, Map<string, number>>();
/**
 * The helpers' default name, numbered from its second use by one client ("Checkout 2"): an
 * account's suites, and a suite's tests, have different names (issue 29).
 */
function defaultName(client: ApiClient, name: string): string {
  const used = namesUsed.get(client) ?? new Map<string, number>();
  namesUsed.set(client, used);
  const count = (used.get(name) ?? 0) + 1;
  used.set(name, count);
  return count === 1 ? name : `${name} ${count}`;
}

export const makeSuite = (client: ApiClient, overrides: Record<string, unknown> = {}) =>
  created(
    client.post('/api/test-suites', {
      name: defaultName(client, 'Checkout'),
      browser: 'chrome',
      starting_url: 'https://shop.example.com',
      ...overrides,
    }),
  );

export const makeTest = (
  client: ApiClient,
  suiteId: string,
  overrides: Record<string, unknown> = {},
) =>
  created(
    client.post('/api/tests', {
      name: defaultName(client, 'Buy the cheapest item'),
      test_objective: 'Add the cheapest item to the cart and check out',
      test_suite_id: suiteId,
      ...overrides,
    }),
  );

/**
 * Queues a run of a new test whose suite starts at `startingUrl` with a testing user (`password`,
 * if given): the steps are `description`. Returns the test's and the run's ids.
 */
export async function queueRun(
  client: ApiClient,
  test: { startingUrl: string; description: string; name?: string; password?: string },
) {
  const user = await makeTestingUser(client, {
    name: 'Demo',
    email: 'demo@fixture.test',
    ...(test.password ? { password: test.password } : {}),
  });
  const suite = await makeSuite(client, {
    // Numbered when one account queues several: a suite's name is its owner's once.
    name: defaultName(client, 'Todo'),
    browser: 'chromium',
    starting_url: test.startingUrl,
    testing_user_id: user.id,
  });
  const newTest = await makeTest(client, suite.id, {
    name: test.name ?? 'Waits',
    test_objective: 'The page eventually says it is done',
    description: test.description,
  });
  const run = await created<{ id: string }>(
    client.post(`/api/tests/${newTest.id}/runs`, { tzOffset: 0 }),
  );
  return { testId: newTest.id as string, runId: run.id };
}

/**
 * Queues a run that stays live ~15 s on the fixture site's todo page (it waits for a text that
 * never appears), as a test whose testing user has `password`: the run's process holds the
 * password in memory meanwhile. Returns the run's id.
 */
export async function queueWaitingRun(client: ApiClient, siteUrl: string, password: string) {
  const { runId } = await queueRun(client, {
    startingUrl: `${siteUrl}/todo/`,
    description: 'wait for "Nothing like this" to appear',
    password,
  });
  return runId;
}

/** The todo fixture's passing test, as CI's tests write it: two tasks added, two left. */
export const TODO_ADD_TWO = [
  '1. Type "Buy milk" into the "New task" field',
  '2. Click Add',
  '3. Type "Walk the dog" into New task',
  '4. Press Enter',
  '5. Check that the page shows "2 open tasks"',
].join('\n');

/** Its twin on the planted counter bug (`siteUrl`: the fixture server's): fails at step 7. */
export const todoCountsWhatIsLeft = (siteUrl: string) =>
  `0. Go to ${siteUrl}/todo/?bug=counter\n${TODO_ADD_TWO}\n6. Tick "Buy milk"\n7. Check that the page shows "1 open task"`;

/** The two tests' names and objectives, as the runs and reports name them. */
export const TODO_TESTS = {
  passing: {
    name: 'Adds two tasks',
    test_objective: 'A user can add tasks and sees how many are left',
  },
  failing: {
    name: 'Counts what is left (planted bug)',
    test_objective: 'Ticking off a task lowers the count of tasks left',
  },
} as const;

/**
 * A 'Todo app' suite on the fixture's todo page (`siteUrl`) with its testing user; with `tests`,
 * also the passing test and its twin on the planted bug. Returns the suite's id.
 */
export async function makeTodoSuite(
  client: ApiClient,
  siteUrl: string,
  { tests = true }: { tests?: boolean } = {},
): Promise<string> {
  const user = await makeTestingUser(client, {
    email: 'demo@fixture.test',
    password: 'demo-password',
  });
  const suite = await makeSuite(client, {
    name: 'Todo app',
    browser: 'chromium',
    starting_url: `${siteUrl}/todo/`,
    testing_user_id: user.id,
  });
  if (tests) {
    await makeTest(client, suite.id, { ...TODO_TESTS.passing, description: TODO_ADD_TWO });
    await makeTest(client, suite.id, {
      ...TODO_TESTS.failing,
      description: todoCountsWhatIsLeft(siteUrl),
    });
  }
  return suite.id;
}
