import { sql } from 'drizzle-orm';
import { FLAKY_CHANGES, FLAKY_WINDOW, type Flakiness } from '@scout/shared';
import type { Executor } from '../../db/executor.js';

/**
 * Which of `testIds` are flaky: their verdict (PASSED or FAILED; an ERROR is no verdict on the
 * app) changed at least FLAKY_CHANGES times over their last FLAKY_WINDOW finished runs since the
 * test was last edited. One query for a page of tests.
 */
export async function flakyTests(
  db: Executor,
  testIds: readonly string[],
): Promise<Map<string, Flakiness>> {
  const flaky = new Map<string, Flakiness>();
  if (testIds.length === 0) return flaky;
  const ids = sql.join(
    testIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await db.execute<{ test_id: string; status: string }>(sql`
    select test_id, status from (
      select r.test_id, r.status,
             row_number() over (partition by r.test_id order by r.finished_at desc, r.id) as n
        from test_runs r
        join tests t on t.id = r.test_id
       where r.test_id in (${ids})
         and r.status in ('PASSED', 'FAILED')
         and r.finished_at is not null
         and r.created_at >= t.updated_at
    ) latest
    where n <= ${FLAKY_WINDOW}
    order by test_id, n`);
  const byTest = new Map<string, string[]>();
  for (const row of rows.rows)
    byTest.set(row.test_id, [...(byTest.get(row.test_id) ?? []), row.status]);
  for (const [testId, verdicts] of byTest) {
    const changes = verdicts.filter((v, i) => i > 0 && v !== verdicts[i - 1]).length;
    if (changes >= FLAKY_CHANGES) flaky.set(testId, { changes, runs: verdicts.length });
  }
  return flaky;
}
