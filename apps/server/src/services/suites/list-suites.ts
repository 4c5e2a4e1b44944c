import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import {
  PICKER_LIMIT,
  V1_LIST_LIMIT,
  type ListQuery,
  type SuiteListResponse,
  type SuiteOptionsResponse,
  type V1SuiteListResponse,
} from '@scout/shared';
import type { Database } from '../../db/client.js';
import { testSuites } from '../../db/schema.js';
import { containsPattern } from '../../lib/like.js';
import { pageIds } from '../../lib/page-ids.js';
import { selectSuites, toSuite } from './to-suite.js';

/**
 * One page of the user's suites, newest first. The total is a separate count(*) on the suites
 * alone (run alongside), cheaper than a window count that would build every joined row.
 */
export async function listSuites(
  db: Database,
  userId: string,
  query: ListQuery,
): Promise<SuiteListResponse> {
  const filters: SQL[] = [eq(testSuites.createdBy, userId)];
  if (query.search) filters.push(ilike(testSuites.name, containsPattern(query.search)));
  const where = and(...filters);
  const ids = pageIds(db, testSuites, where, query);
  const [rows, [total]] = await Promise.all([
    selectSuites(db)
      .innerJoin(ids, eq(testSuites.id, ids.pageId))
      .orderBy(desc(testSuites.createdAt), desc(testSuites.id)),
    db.select({ n: count() }).from(testSuites).where(where),
  ]);
  return {
    items: rows.map(toSuite),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The user's suites by name (the first PICKER_LIMIT), for the test dialog's suite picker. */
export async function listSuiteOptions(
  db: Database,
  userId: string,
): Promise<SuiteOptionsResponse> {
  const items = await db
    .select({
      id: testSuites.id,
      name: testSuites.name,
      starting_url: testSuites.startingUrl,
      testing_user_id: testSuites.testingUserId,
    })
    .from(testSuites)
    .where(eq(testSuites.createdBy, userId))
    .orderBy(asc(testSuites.name), asc(testSuites.createdAt))
    .limit(PICKER_LIMIT);
  return { items };
}

/** The user's newest suites (V1_LIST_LIMIT at most), unpaged: the REST API's list. */
export async function listLatestSuites(db: Database, userId: string): Promise<V1SuiteListResponse> {
  const rows = await selectSuites(db, eq(testSuites.createdBy, userId))
    .orderBy(desc(testSuites.createdAt), desc(testSuites.id))
    .limit(V1_LIST_LIMIT);
  return { items: rows.map(toSuite) };
}
