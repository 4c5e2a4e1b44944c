import { sql } from 'drizzle-orm';
import { canCreate, LIMIT_MESSAGES, type LimitReachedDetails, type LimitType } from '@scout/shared';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../lib/errors.js';
import { countTestsInSuite } from './count-usage.js';
import { getUserPlan } from './get-user-plan.js';

/**
 * Serialises a user's creations inside the current transaction, so two requests at once cannot
 * both pass a "below the limit" check and end above it.
 */
export async function lockUserLimits(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'limits:' + userId}))`);
}

/** Spec 5: creation is allowed while the count is below the limit; null is unlimited. */
export function assertBelowLimit(
  limitType: LimitType,
  usage: number,
  limit: number | null,
  extra: { suiteId?: string } = {},
): void {
  if (canCreate(usage, limit)) return;
  const details: LimitReachedDetails = { limitType, usage, limit: limit!, ...extra };
  throw new AppError('LIMIT_REACHED', LIMIT_MESSAGES[limitType], details);
}

/** Inside the transaction that puts a test into `suiteId` (a new one, or one moved there): the
 *  user's creations serialised, then the suite below the plan's tests-per-suite limit. */
export async function assertRoomForTest(
  tx: Executor,
  userId: string,
  suiteId: string,
): Promise<void> {
  await lockUserLimits(tx, userId);
  const [plan, usage] = await Promise.all([
    getUserPlan(tx, userId),
    countTestsInSuite(tx, suiteId),
  ]);
  assertBelowLimit('testsPerSuite', usage, plan?.testsPerSuiteLimit ?? null, { suiteId });
}
