import type { DashboardResponse } from '@scout/shared';
import type { Database } from '../../db/client.js';
import {
  countActiveTests,
  countRunsSince,
  countSuites,
  runDayStart,
} from '../plans/count-usage.js';
import { getUserPlan } from '../plans/get-user-plan.js';

/** The dashboard's cards and Subscription Usage panel in one answer. */
export async function getDashboard(db: Database, userId: string): Promise<DashboardResponse> {
  const [plan, suites, activeTests, runs] = await Promise.all([
    getUserPlan(db, userId),
    countSuites(db, userId),
    countActiveTests(db, userId),
    countRunsSince(db, userId, runDayStart()),
  ]);
  return {
    totalTestSuites: suites,
    activeTests,
    planName: plan?.name ?? null,
    usage: {
      testSuites: { usage: suites, limit: plan?.testSuitesLimit ?? null },
      testRunsToday: { usage: runs, limit: plan?.testRunsPerDayLimit ?? null },
    },
  };
}
