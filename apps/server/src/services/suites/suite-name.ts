import { and, eq, ne, sql } from 'drizzle-orm';
import { SUITE_MESSAGES } from '@scout/shared';
import type { Executor } from '../../db/executor.js';
import { SUITE_NAME_INDEX, testSuites } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';

const nameTaken = () =>
  new AppError('CONFLICT', SUITE_MESSAGES.nameTaken, undefined, { name: SUITE_MESSAGES.nameTaken });

/**
 * Suites are listed and picked by name, so one account's suites have different names, whatever
 * their case. Checked here for the form's message; the unique index holds under concurrent saves.
 */
export async function assertSuiteNameFree(
  db: Executor,
  userId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  const [taken] = await db
    .select({ id: testSuites.id })
    .from(testSuites)
    .where(
      and(
        eq(testSuites.createdBy, userId),
        sql`lower(${testSuites.name}) = lower(${name})`,
        exceptId ? ne(testSuites.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw nameTaken();
}

/** The index's refusal of a name another save took meanwhile, as the same message. */
export function toSuiteNameError(error: unknown): unknown {
  return isUniqueViolation(error, SUITE_NAME_INDEX) ? nameTaken() : error;
}
