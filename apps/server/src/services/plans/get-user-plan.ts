import { eq } from 'drizzle-orm';
import type { Plan } from '@scout/shared';
import type { Executor } from '../../db/executor.js';
import { profiles, subscriptionPlans } from '../../db/schema.js';

type PlanRow = typeof subscriptionPlans.$inferSelect;

/** The signed-in user's plan; null when the profile has none (treated as unlimited). */
export async function getUserPlan(db: Executor, userId: string): Promise<PlanRow | null> {
  const [row] = await db
    .select({ plan: subscriptionPlans })
    .from(profiles)
    .innerJoin(subscriptionPlans, eq(profiles.subscriptionPlanId, subscriptionPlans.id))
    .where(eq(profiles.id, userId));
  return row?.plan ?? null;
}

/** Maps a plan row to the API's `Plan`. */
export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    test_suites_limit: row.testSuitesLimit,
    tests_per_suite_limit: row.testsPerSuiteLimit,
    test_runs_per_day_limit: row.testRunsPerDayLimit,
    ai_actions_per_test_run: row.aiActionsPerTestRun,
    display: row.display,
  };
}
