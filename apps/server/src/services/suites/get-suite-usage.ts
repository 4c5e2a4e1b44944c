import { isNearLimit, type SuiteUsageResponse } from '@scout/shared';
import type { Database } from '../../db/client.js';
import { countTestsInSuite } from '../plans/count-usage.js';
import { getUserPlan } from '../plans/get-user-plan.js';
import { findSuite } from './to-suite.js';

/** Tests in one suite against the plan's tests-per-suite limit, for the badge. */
export async function getSuiteUsage(
  db: Database,
  userId: string,
  id: string,
): Promise<SuiteUsageResponse> {
  const suite = await findSuite(db, userId, id);
  const [plan, usage] = await Promise.all([
    getUserPlan(db, userId),
    countTestsInSuite(db, suite.id),
  ]);
  const limit = plan?.testsPerSuiteLimit ?? null;
  return {
    suiteId: suite.id,
    usage,
    limit,
    isNearLimit: isNearLimit(usage, limit),
    isAtLimit: limit !== null && usage >= limit,
  };
}
