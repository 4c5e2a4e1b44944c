import { and, eq, ne, sql } from 'drizzle-orm';
import { TEST_CASE_MESSAGES, TEXT_LIMITS } from '@scout/shared';
import type { Executor } from '../../db/executor.js';
import { TEST_NAME_INDEX, tests } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';

const nameTaken = () =>
  new AppError('CONFLICT', TEST_CASE_MESSAGES.nameTaken, undefined, {
    name: TEST_CASE_MESSAGES.nameTaken,
  });

/** The names of a suite's tests, lowercased, as the unique index compares them. */
export async function takenTestNames(db: Executor, suiteId: string): Promise<Set<string>> {
  const rows = await db
    .select({ name: tests.name })
    .from(tests)
    .where(eq(tests.testSuiteId, suiteId));
  return new Set(rows.map((row) => row.name.toLowerCase()));
}

/**
 * Tests are listed by name within their suite, so a suite's tests have different names, whatever
 * their case. Checked here for the form's message; the unique index holds under concurrent saves.
 */
export async function assertTestNameFree(
  db: Executor,
  suiteId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  const [taken] = await db
    .select({ id: tests.id })
    .from(tests)
    .where(
      and(
        eq(tests.testSuiteId, suiteId),
        sql`lower(${tests.name}) = lower(${name})`,
        exceptId ? ne(tests.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw nameTaken();
}

/** The index's refusal of a name another save took meanwhile, as the same message. */
export function toTestNameError(error: unknown): unknown {
  return isUniqueViolation(error, TEST_NAME_INDEX) ? nameTaken() : error;
}

/**
 * Names for imported tests that clash with none of the suite's nor each other: a repeated name
 * gets " (2)", " (3)"… (a file may hold two scenarios of one name, or be imported twice).
 */
export function freeTestNames(names: readonly string[], taken: Set<string>): string[] {
  const used = new Set(taken);
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = numbered(name, n);
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/** `name (n)`, the name cut with "…" where the number would take it past the name limit (an
 *  imported name may be at the limit already), so the test can be edited as it is. */
function numbered(name: string, n: number): string {
  const suffix = ` (${n})`;
  const room = TEXT_LIMITS.name - suffix.length;
  const base = name.length <= room ? name : `${name.slice(0, room - 1).trimEnd()}…`;
  return `${base}${suffix}`;
}
