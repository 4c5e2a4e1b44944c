import { eq } from 'drizzle-orm';
import type { CurrentPlanResponse } from '@scout/shared';
import type { Database } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import { countRunsSince, countSuites, localMidnight } from './count-usage.js';
import { getUserPlan, toPlan } from './get-user-plan.js';

/** The user's plan with today's usage; "today" starts at the browser's local midnight. */
export async function getCurrentPlan(
  db: Database,
  userId: string,
  tzOffset: number,
): Promise<CurrentPlanResponse> {
  const since = localMidnight(tzOffset);
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
