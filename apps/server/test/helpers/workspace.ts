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

export const makeSuite = (client: ApiClient, overrides: Record<string, unknown> = {}) =>
  created(
    client.post('/api/test-suites', {
      name: 'Checkout',
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
      name: 'Buy the cheapest item',
      test_objective: 'Add the cheapest item to the cart and check out',
      test_suite_id: suiteId,
      ...overrides,
    }),
  );
