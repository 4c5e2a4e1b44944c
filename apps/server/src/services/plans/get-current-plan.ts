import { eq } from 'drizzle-orm';
import type { CurrentPlanResponse } from '@scout/shared';
import type { Database } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import { countRunsSince, countSuites, runDayStart } from './count-usage.js';
import { getUserPlan, toPlan } from './get-user-plan.js';

/** The user's plan with today's usage; "today" is the last 24 hours (decision 017). */
export async function getCurrentPlan(db: Database, userId: string): Promise<CurrentPlanResponse> {
  const since = runDayStart();
  const [plan, suites, runs, [profile]] = await Promise.all([
    getUserPlan(db, userId),
    countSuites(db, userId),
    countRunsSince(db, userId, since),
    db
      .select({ wantsUpgrade: profiles.wantsUpgrade })
      .from(profiles)
      .where(eq(profiles.id, userId)),
  ]);
  return {
    plan: plan ? toPlan(plan) : null,
    wantsUpgrade: profile?.wantsUpgrade ?? false,
    usage: {
      testSuites: { usage: suites, limit: plan?.testSuitesLimit ?? null },
      testRunsToday: { usage: runs, limit: plan?.testRunsPerDayLimit ?? null },
    },
    since: since.toISOString(),
  };
}
