import { and, eq, type SQL } from 'drizzle-orm';
import { SUITE_MESSAGES, type TestSuite } from '@scout/shared';
import type { Executor } from '../../db/executor.js';
import { testingUsers, testSuites } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { recordId } from '../../lib/ids.js';
import { testingUserRefColumns, toTestingUserRef } from '../testing-users/to-testing-user.js';

/** Suite columns with the joined testing user, as the list and detail return them. */
export function selectSuites(db: Executor, where?: SQL) {
  return db
    .select({ suite: testSuites, testingUser: testingUserRefColumns })
    .from(testSuites)
    .leftJoin(testingUsers, eq(testSuites.testingUserId, testingUsers.id))
    .where(where)
    .$dynamic();
}

type SuiteRow = Awaited<ReturnType<typeof selectSuites>>[number];

export function toSuite({ suite, testingUser }: SuiteRow): TestSuite {
  return {
    id: suite.id,
    name: suite.name,
    description: suite.description,
    browser: suite.browser,
    starting_url: suite.startingUrl,
    screen_resolution: suite.screenResolution,
    testing_user_id: suite.testingUserId,
    testing_user: toTestingUserRef(testingUser),
    created_at: suite.createdAt.toISOString(),
    updated_at: suite.updatedAt.toISOString(),
    is_editable: suite.isEditable,
    is_deletable: suite.isDeletable,
  };
}

/** One of the user's suites; another user's answers the same 404 as a missing one. */
export async function findSuite(db: Executor, userId: string, id: string) {
  const suiteId = recordId(id, SUITE_MESSAGES.notFound);
  const [row] = await db
    .select()
    .from(testSuites)
    .where(and(eq(testSuites.id, suiteId), eq(testSuites.createdBy, userId)));
  if (!row) throw new AppError('NOT_FOUND', SUITE_MESSAGES.notFound);
  return row;
}

/** The API shape of one suite, re-read with its testing user. */
export async function getSuite(db: Executor, userId: string, id: string): Promise<TestSuite> {
  const suiteId = recordId(id, SUITE_MESSAGES.notFound);
  const [row] = await selectSuites(
    db,
    and(eq(testSuites.id, suiteId), eq(testSuites.createdBy, userId)),
  );
  if (!row) throw new AppError('NOT_FOUND', SUITE_MESSAGES.notFound);
  return toSuite(row);
}
