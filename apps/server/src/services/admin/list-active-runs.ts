import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { ADMIN_ACTIVE_RUNS_LIMIT, type AdminActiveRunList } from '@scout/shared';
import type { Database } from '../../db/client.js';
import { testRuns, tests, users } from '../../db/schema.js';

const ACTIVE = ['QUEUED', 'RUNNING'];

/**
 * Every account's QUEUED and RUNNING runs for Admin → Runs: running ones first, then the queue,
 * oldest first within each (the order workers take them, but for the per-account cap), with the
 * owner's email and the test's name. At most ADMIN_ACTIVE_RUNS_LIMIT; `total` counts them all.
 */
export async function listActiveRuns(db: Database): Promise<AdminActiveRunList> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: testRuns.id,
        testId: testRuns.testId,
        testName: tests.name,
        userId: testRuns.createdBy,
        email: users.email,
        status: testRuns.status,
        createdAt: testRuns.createdAt,
        startedAt: testRuns.startedAt,
      })
      .from(testRuns)
      .innerJoin(tests, eq(tests.id, testRuns.testId))
      .innerJoin(users, eq(users.id, testRuns.createdBy))
      .where(inArray(testRuns.status, ACTIVE))
      .orderBy(sql`${testRuns.status} = 'QUEUED'`, asc(testRuns.createdAt), asc(testRuns.id))
      .limit(ADMIN_ACTIVE_RUNS_LIMIT),
    db.select({ n: count() }).from(testRuns).where(inArray(testRuns.status, ACTIVE)),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      test_id: r.testId,
      test_name: r.testName,
      user_id: r.userId,
      owner_email: r.email,
      status: r.status as 'QUEUED' | 'RUNNING',
      created_at: r.createdAt.toISOString(),
      started_at: r.startedAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
  };
}
