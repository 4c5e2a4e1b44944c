import { and, count, eq, gte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { testRuns, testSuites, tests } from '../../db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where the daily run limit's day starts: 24 hours before `now`, decided by the server alone, so
 * no client can move it (decision 017).
 */
export function runDayStart(now = new Date()): Date {
  return new Date(now.getTime() - DAY_MS);
}

export async function countSuites(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(testSuites)
    .where(eq(testSuites.createdBy, userId));
  return row?.n ?? 0;
}

export async function countTestsInSuite(db: Executor, suiteId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tests).where(eq(tests.testSuiteId, suiteId));
  return row?.n ?? 0;
}

/** Tests that can run or have run: every status but DRAFT. */
export async function countActiveTests(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tests)
    .where(and(eq(tests.createdBy, userId), ne(tests.status, 'DRAFT')));
  return row?.n ?? 0;
}

export async function countRunsSince(db: Executor, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(testRuns)
    .where(and(eq(testRuns.createdBy, userId), gte(testRuns.createdAt, since)));
  return row?.n ?? 0;
}
