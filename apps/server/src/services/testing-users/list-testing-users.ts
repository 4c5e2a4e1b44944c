import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  PICKER_LIMIT,
  type ActiveTestingUsersResponse,
  type TestingUserListQuery,
  type TestingUserListResponse,
} from '@scout/shared';
import type { Database } from '../../db/client.js';
import { testingUsers } from '../../db/schema.js';
import { containsPattern } from '../../lib/like.js';
import { pageIds } from '../../lib/page-ids.js';
import { testingUserRefColumns, toTestingUser, toTestingUserRef } from './to-testing-user.js';

/** One page of the user's testing users, newest first, optionally searched by name or email. */
export async function listTestingUsers(
  db: Database,
  userId: string,
  query: TestingUserListQuery,
): Promise<TestingUserListResponse> {
  const filters: SQL[] = [eq(testingUsers.createdBy, userId)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(or(ilike(testingUsers.name, pattern), ilike(testingUsers.email, pattern))!);
  }
  const where = and(...filters);
  const ids = pageIds(db, testingUsers, where, query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: testingUsers })
      .from(testingUsers)
      .innerJoin(ids, eq(testingUsers.id, ids.pageId))
      .orderBy(desc(testingUsers.createdAt), desc(testingUsers.id)),
    db.select({ n: count() }).from(testingUsers).where(where),
  ]);
  return {
    items: rows.map((row) => toTestingUser(row.user)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The active testing users by name (the first PICKER_LIMIT), for the suite and test pickers. */
export async function listActiveTestingUsers(
  db: Database,
  userId: string,
): Promise<ActiveTestingUsersResponse> {
  const rows = await db
    .select(testingUserRefColumns)
    .from(testingUsers)
    .where(and(eq(testingUsers.createdBy, userId), eq(testingUsers.isActive, true)))
    .orderBy(asc(testingUsers.name))
    .limit(PICKER_LIMIT);
  return { items: rows.map((row) => toTestingUserRef(row)!) };
}
