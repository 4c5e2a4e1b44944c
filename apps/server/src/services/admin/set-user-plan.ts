import { eq } from 'drizzle-orm';
import type { PlanName } from '@scout/shared';
import type { Database } from '../../db/client.js';
import { profiles, subscriptionPlans } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';

/** Puts a user on a plan; their limits follow at once. */
export async function setUserPlan(db: Database, userId: string, planName: PlanName) {
  const [plan] = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.name, planName));
  if (!plan) throw notFound('Plan not found');
  const updated = await db
    .update(profiles)
    .set({ subscriptionPlanId: plan.id })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  if (updated.length === 0) throw notFound('User not found');
}
