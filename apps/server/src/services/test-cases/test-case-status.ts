import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TestStatus } from '@scout/shared';
import type { Executor } from '../../db/executor.js';
import { tests } from '../../db/schema.js';

/** Statuses an edit may set; the others belong to runs. */
export const EDITABLE_STATUSES: TestStatus[] = ['DRAFT', 'READY'];

/**
 * READY when the test has everything a run needs — a name, a non-blank objective and a suite with a
 * starting URL — otherwise DRAFT.
 */
export function statusFor(test: {
  name: string;
  objective: string | null;
  startingUrl: string | null;
}): TestStatus {
  const has = (s: string | null) => Boolean(s && s.trim());
  return has(test.name) && has(test.objective) && has(test.startingUrl) ? 'READY' : 'DRAFT';
}

/** After a suite's starting URL changes: its DRAFT/READY tests follow the rule above again. */
export async function refreshSuiteTestCaseStatuses(
  db: Executor,
  suiteId: string,
  startingUrl: string | null,
) {
  const hasUrl = Boolean(startingUrl && startingUrl.trim());
  await db
    .update(tests)
    .set({
      status: hasUrl
        ? sql`case when btrim(coalesce(${tests.testObjective}, '')) <> '' and btrim(${tests.name}) <> '' then 'READY' else 'DRAFT' end`
        : 'DRAFT',
    })
    .where(and(eq(tests.testSuiteId, suiteId), inArray(tests.status, EDITABLE_STATUSES)));
}
