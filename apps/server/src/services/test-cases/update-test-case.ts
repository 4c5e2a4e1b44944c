import { eq } from 'drizzle-orm';
import {
  TEST_CASE_MESSAGES,
  type TestDetail,
  type TestStatus,
  type UpdateTest,
} from '@scout/shared';
import type { AppDeps } from '../../context.js';
import type { Database } from '../../db/client.js';
import { tests } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { assertRoomForTest } from '../plans/enforce-limit.js';
import { deleteRunArtifacts, deleteRunRows } from '../runs/delete-runs.js';
import { findSuite } from '../suites/to-suite.js';
import { assertUsableTestingUser } from '../testing-users/find-testing-user.js';
import { statusFor } from './test-case-status.js';
import { assertTestNameFree, toTestNameError } from './test-name.js';
import { findTestCase, getTestCase } from './to-test-case.js';

const BUSY: TestStatus[] = ['QUEUED', 'RUNNING'];

/**
 * Edits a test when it is editable and not queued or running; its status is re-derived. With
 * `test_suite_id` it moves to that suite of the user's, within the plan's tests-per-suite limit
 * there, and under a name no test of that suite has.
 */
export async function updateTestCase(
  db: Database,
  userId: string,
  id: string,
  input: UpdateTest,
): Promise<TestDetail> {
  const current = await findTestCase(db, userId, id);
  if (!current.isEditable) throw new AppError('FORBIDDEN', TEST_CASE_MESSAGES.cannotEdit);
  if (BUSY.includes(current.status as TestStatus))
    throw new AppError('CONFLICT', TEST_CASE_MESSAGES.busy);
  const suite = await findSuite(db, userId, input.test_suite_id ?? current.testSuiteId);
  const isMoving = suite.id !== current.testSuiteId;
  const testingUserId = input.testing_user_id ?? suite.testingUserId;
  if (!testingUserId) {
    throw new AppError('VALIDATION', TEST_CASE_MESSAGES.testingUserRequired, undefined, {
      testing_user_id: TEST_CASE_MESSAGES.testingUserRequired,
    });
  }
  await assertUsableTestingUser(db, userId, testingUserId, current.testingUserId);

  // What the agent sees changed (another suite starts elsewhere): recorded actions can no longer
  // be trusted for replay.
  const replayStale =
    isMoving ||
    current.testObjective !== input.test_objective ||
    current.description !== input.description ||
    current.testingUserId !== testingUserId;
  await db
    .transaction(async (tx) => {
      if (isMoving) await assertRoomForTest(tx, userId, suite.id);
      await assertTestNameFree(tx, suite.id, input.name, current.id);
      await tx
        .update(tests)
        .set({
          name: input.name,
          description: input.description,
          testObjective: input.test_objective,
          testSuiteId: suite.id,
          testingUserId,
          status: statusFor({
            name: input.name,
            objective: input.test_objective,
            startingUrl: suite.startingUrl,
          }),
          updatedAt: new Date(),
          ...(replayStale ? { replayActions: null, replayKey: null } : {}),
        })
        .where(eq(tests.id, current.id));
    })
    .catch((error: unknown) => {
      throw toTestNameError(error);
    });
  return getTestCase(db, userId, current.id);
}

/** Deletes a test when it is deletable, with its runs and their files. */
export async function deleteTestCase(
  deps: Pick<AppDeps, 'database' | 'artifacts' | 'logger'>,
  userId: string,
  id: string,
): Promise<void> {
  const { db } = deps.database;
  const current = await findTestCase(db, userId, id);
  if (!current.isDeletable) throw new AppError('FORBIDDEN', TEST_CASE_MESSAGES.cannotDelete);
  const runIds = await db.transaction(async (tx) => {
    const ids = await deleteRunRows(tx, eq(tests.id, current.id));
    await tx.delete(tests).where(eq(tests.id, current.id));
    return ids;
  });
  await deleteRunArtifacts(deps, runIds);
}
