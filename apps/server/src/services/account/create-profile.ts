import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { profiles, subscriptionPlans, testSuites } from '../../db/schema.js';

/** Every new account gets a profile on the beta plan and one default suite it cannot edit. */
export async function createProfile(db: Database, user: { id: string; email: string }) {
  const [beta] = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.name, 'beta'));
  await db
    .insert(profiles)
    .values({ id: user.id, email: user.email, subscriptionPlanId: beta?.id ?? null })
    .onConflictDoNothing();
  await db.insert(testSuites).values({
    name: 'Default Suite',
    description: 'Tests that do not belong to a suite of their own.',
    browser: 'chrome',
    startingUrl: null,
    createdBy: user.id,
    isEditable: false,
    isDeletable: false,
  });
}
