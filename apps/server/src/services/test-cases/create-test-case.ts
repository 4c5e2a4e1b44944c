import { TEST_CASE_MESSAGES, type CreateTest, type TestDetail } from '@scout/shared';
import type { Database } from '../../db/client.js';
import { tests } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { assertRoomForTest } from '../plans/enforce-limit.js';
import { findSuite } from '../suites/to-suite.js';
import { assertUsableTestingUser } from '../testing-users/find-testing-user.js';
import { statusFor } from './test-case-status.js';
import { assertTestNameFree, toTestNameError } from './test-name.js';
import { getTestCase } from './to-test-case.js';

/**
 * Creates a test in one of the user's suites, below the plan's tests-per-suite limit. The testing
 * user is required: the one chosen, or else the suite's.
 */
export async function createTestCase(
  db: Database,
  userId: string,
  input: CreateTest,
): Promise<TestDetail> {
  const suite = await findSuite(db, userId, input.test_suite_id);
  const testingUserId = input.testing_user_id ?? suite.testingUserId;
  if (!testingUserId) {
    throw new AppError('VALIDATION', TEST_CASE_MESSAGES.testingUserRequired, undefined, {
      testing_user_id: TEST_CASE_MESSAGES.testingUserRequired,
    });
  }
  // The suite's own user was checked when it was linked; only a newly chosen one must be active.
  await assertUsableTestingUser(db, userId, testingUserId, suite.testingUserId);

  const id = await db
    .transaction(async (tx) => {
      await assertRoomForTest(tx, userId, suite.id);
      await assertTestNameFree(tx, suite.id, input.name);
      const [row] = await tx
        .insert(tests)
        .values({
          name: input.name,
          description: input.description,
          testObjective: input.test_objective,
          testSuiteId: suite.id,
          testingUserId,
          createdBy: userId,
          status: statusFor({
            name: input.name,
            objective: input.test_objective,
            startingUrl: suite.startingUrl,
          }),
        })
        .returning({ id: tests.id });
      return row!.id;
    })
    .catch((error: unknown) => {
      throw toTestNameError(error);
    });
  return getTestCase(db, userId, id);
}
