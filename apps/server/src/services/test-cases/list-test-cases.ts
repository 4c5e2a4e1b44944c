import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import {
  V1_LIST_LIMIT,
  type TestListQuery,
  type TestListResponse,
  type V1TestListResponse,
} from '@scout/shared';
import type { Database } from '../../db/client.js';
import { tests } from '../../db/schema.js';
import { containsPattern } from '../../lib/like.js';
import { pageIds } from '../../lib/page-ids.js';
import { findSuite } from '../suites/to-suite.js';
import { flakyTests } from './flaky-tests.js';
import { selectTestCases, toTestCase, withFlakiness } from './to-test-case.js';

/**
 * One page of the user's tests, newest first, across suites or in one suite. The total is a
 * count(*) on tests alone (the joins never drop a row: the suite is required, the user optional).
 */
export async function listTestCases(
  db: Database,
  userId: string,
  query: TestListQuery,
): Promise<TestListResponse> {
  const filters: SQL[] = [eq(tests.createdBy, userId)];
  if (query.suiteId) {
    const suite = await findSuite(db, userId, query.suiteId);
    filters.push(eq(tests.testSuiteId, suite.id));
  }
  if (query.search) filters.push(ilike(tests.name, containsPattern(query.search)));
  if (query.status) filters.push(eq(tests.status, query.status));
  const where = and(...filters);
  const ids = pageIds(db, tests, where, query);
  const [rows, [total]] = await Promise.all([
    selectTestCases(db)
      .innerJoin(ids, eq(tests.id, ids.pageId))
      .orderBy(desc(tests.createdAt), desc(tests.id)),
    db.select({ n: count() }).from(tests).where(where),
  ]);
  const flaky = await flakyTests(
    db,
    rows.map((row) => row.test.id),
  );
  return {
    items: rows.map((row) => withFlakiness(toTestCase(row), flaky)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * The user's newest tests (V1_LIST_LIMIT at most), unpaged, in every suite or in one: the REST
 * API's list. Another user's suite answers the same 404 as a missing one.
 */
export async function listLatestTestCases(
  db: Database,
  userId: string,
  suiteId?: string,
): Promise<V1TestListResponse> {
  const filters: SQL[] = [eq(tests.createdBy, userId)];
  if (suiteId) {
    const suite = await findSuite(db, userId, suiteId);
    filters.push(eq(tests.testSuiteId, suite.id));
  }
  const rows = await selectTestCases(db, and(...filters))
    .orderBy(desc(tests.createdAt), desc(tests.id))
    .limit(V1_LIST_LIMIT);
  return { items: rows.map(toTestCase) };
}
