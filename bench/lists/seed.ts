import { sql } from 'drizzle-orm';
import { type AppDeps, testingUsers, testSuites, tests } from '@scout/server/embed';

const BATCH = 1000;

/** Rows created a second apart, oldest first, as a user would have made them over time. */
const at = (i: number, count: number) => new Date(Date.now() - (count - i) * 1000);

async function insertInBatches<T>(
  count: number,
  make: (i: number) => T,
  insert: (rows: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => make(start + k));
    await insert(rows);
  }
}

/**
 * `count` testing users, suites and tests for one user. Half the tests sit in one big suite (the
 * suite filter's worst case); the rest spread over the other suites.
 */
export async function seedLists(deps: AppDeps, userId: string, count: number) {
  const { db } = deps.database;
  const sealed = deps.secrets.encrypt('not-a-real-password');
  const userIds: string[] = [];
  await insertInBatches(
    count,
    (i) => ({
      name: `Testing user ${i}`,
      authType: 'email_password',
      email: `tester${i}@example.com`,
      passwordEncrypted: sealed,
      passwordSetAt: at(i, count),
      createdBy: userId,
      createdAt: at(i, count),
    }),
    async (rows) =>
      userIds.push(
        ...(await db.insert(testingUsers).values(rows).returning({ id: testingUsers.id })).map(
          (r) => r.id,
        ),
      ),
  );
  const suiteIds: string[] = [];
  await insertInBatches(
    count,
    (i) => ({
      name: `Suite ${i}`,
      browser: 'chrome',
      startingUrl: `https://app${i}.example.com`,
      testingUserId: i % 3 === 0 ? null : userIds[i % 50]!,
      createdBy: userId,
      createdAt: at(i, count),
      updatedAt: at(i, count),
    }),
    async (rows) =>
      suiteIds.push(
        ...(await db.insert(testSuites).values(rows).returning({ id: testSuites.id })).map(
          (r) => r.id,
        ),
      ),
  );
  const bigSuiteId = suiteIds[0]!;
  await insertInBatches(
    count,
    (i) => ({
      name: `Test ${i}`,
      testObjective: `Check feature ${i}`,
      testSuiteId: i % 2 === 0 ? bigSuiteId : suiteIds[1 + (i % (suiteIds.length - 1))]!,
      testingUserId: userIds[i % 50]!,
      status: 'READY',
      createdBy: userId,
      createdAt: at(i, count),
      updatedAt: at(i, count),
    }),
    (rows) => db.insert(tests).values(rows),
  );
  // What autovacuum does soon after bulk inserts (insert threshold): statistics, and the visibility
  // map that lets a deep offset walk the index alone.
  await db.execute(sql`vacuum analyze`);
  return { bigSuiteId };
}
