import { and, count, eq, gte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { testRuns, testSuites, tests } from '../../db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant of the browser's last local midnight. `tzOffset` is `Date#getTimezoneOffset()`:
 * minutes to add to local time to get UTC (UTC+2 is -120).
 */
export function localMidnight(tzOffset: number, now = new Date()): Date {
  const offsetMs = tzOffset * 60_000;
  const localNow = now.getTime() - offsetMs;
  return new Date(Math.floor(localNow / DAY_MS) * DAY_MS + offsetMs);
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
