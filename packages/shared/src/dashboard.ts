import { z } from 'zod';
import { UsageSchema } from './plans.js';

export const DASHBOARD_MESSAGES = {
  title: 'Dashboard',
  subtitle: 'Welcome to your test management dashboard',
  usageTitle: 'Subscription Usage',
  testSuites: 'Test Suites',
  dailyTestRuns: 'Daily Test Runs',
  totalTestSuites: 'Total Test Suites',
  activeTests: 'Active Tests',
} as const;

/**
 * GET /api/dashboard. `activeTests` counts the user's tests whose status is not DRAFT
 * (READY or any run status): tests that can run or have run.
 */
export const DashboardResponseSchema = z.object({
  totalTestSuites: z.number().int(),
  activeTests: z.number().int(),
  planName: z.string().nullable(),
  usage: z.object({ testSuites: UsageSchema, testRunsToday: UsageSchema }),
});
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;

/** Progress bar percentage: only when a limit is set, capped at 100. */
export function usagePercent(usage: number, limit: number | null): number | null {
  if (limit === null) return null;
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((usage / limit) * 100));
}
