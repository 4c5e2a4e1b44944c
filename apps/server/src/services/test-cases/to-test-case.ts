import { and, eq, type SQL } from 'drizzle-orm';
import { TEST_CASE_MESSAGES, type Flakiness, type Test, type TestDetail } from '@scout/shared';
import type { Executor } from '../../db/executor.js';
import { testingUsers, testSuites, tests } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { recordId } from '../../lib/ids.js';
import { testingUserRefColumns, toTestingUserRef } from '../testing-users/to-testing-user.js';
import { flakyTests } from './flaky-tests.js';

/** Test columns with the suite's name (and run settings) and the testing user, for lists and detail. */
export function selectTestCases(db: Executor, where?: SQL) {
  return db
    .select({
      test: tests,
      suite: {
        id: testSuites.id,
        name: testSuites.name,
        browser: testSuites.browser,
        screen_resolution: testSuites.screenResolution,
        starting_url: testSuites.startingUrl,
      },
      testingUser: testingUserRefColumns,
    })
    .from(tests)
    .innerJoin(testSuites, eq(tests.testSuiteId, testSuites.id))
    .leftJoin(testingUsers, eq(tests.testingUserId, testingUsers.id))
    .where(where)
    .$dynamic();
}

type TestRow = Awaited<ReturnType<typeof selectTestCases>>[number];

export function toTestCaseDetail({ test, suite, testingUser }: TestRow): TestDetail {
  return {
    id: test.id,
    name: test.name,
    description: test.description,
    test_objective: test.testObjective,
    test_suite_id: test.testSuiteId,
    testing_user_id: test.testingUserId,
    status: test.status as Test['status'],
    created_at: test.createdAt.toISOString(),
    updated_at: test.updatedAt.toISOString(),
    is_editable: test.isEditable,
    is_deletable: test.isDeletable,
    test_suite: suite,
    testing_user: toTestingUserRef(testingUser),
    source: test.source ?? null,
  };
}

/** The list's shape: the suite reduced to id, name and browser. */
export function toTestCase(row: TestRow): Test {
  const { source: _source, ...detail } = toTestCaseDetail(row);
  const { id, name, browser } = row.suite;
  return { ...detail, test_suite: { id, name, browser } };
}

/** One of the user's tests; another user's answers the same 404 as a missing one. */
export async function findTestCase(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(tests)
    .where(
      and(eq(tests.id, recordId(id, TEST_CASE_MESSAGES.notFound)), eq(tests.createdBy, userId)),
    );
  if (!row) throw new AppError('NOT_FOUND', TEST_CASE_MESSAGES.notFound);
  return row;
}

export async function getTestCase(db: Executor, userId: string, id: string): Promise<TestDetail> {
  const testId = recordId(id, TEST_CASE_MESSAGES.notFound);
  const [row] = await selectTestCases(db, and(eq(tests.id, testId), eq(tests.createdBy, userId)));
  if (!row) throw new AppError('NOT_FOUND', TEST_CASE_MESSAGES.notFound);
  return withFlakiness(toTestCaseDetail(row), await flakyTests(db, [row.test.id]));
}

/** The test with its flakiness, when `flaky` (from flakyTests) has it. */
export function withFlakiness<T extends { id: string }>(
  test: T,
  flaky: Map<string, Flakiness>,
): T & { flaky?: Flakiness } {
  const found = flaky.get(test.id);
  return found ? { ...test, flaky: found } : test;
}
