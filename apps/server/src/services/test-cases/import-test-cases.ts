import {
  TEXT_LIMITS,
  parseTestFile,
  type ImportedCase,
  type ImportTestsResponse,
  type LimitReachedDetails,
} from '@scout/shared';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { tests } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { countTestsInSuite } from '../plans/count-usage.js';
import { lockUserLimits } from '../plans/enforce-limit.js';
import { getUserPlan } from '../plans/get-user-plan.js';
import { findSuite } from '../suites/to-suite.js';
import { findUnreadLines } from './find-unread-lines.js';
import { statusFor } from './test-case-status.js';
import { freeTestNames, takenTestNames, toTestNameError } from './test-name.js';

/**
 * The title as the objective and the case as written in the description, as the reader reads
 * best; a case longer than a description may be goes whole into the objective instead.
 */
function toFields(test: ImportedCase): { objective: string; description: string | null } {
  if (!test.text.trim()) return { objective: test.name, description: null };
  if (test.text.length <= TEXT_LIMITS.description) {
    return { objective: test.name, description: test.text };
  }
  if (test.text.length > TEXT_LIMITS.objective) {
    throw new AppError(
      'VALIDATION',
      `The test "${test.name}" is ${test.text.length.toLocaleString('en')} characters long; a test can be at most ${TEXT_LIMITS.objective.toLocaleString('en')}. Split it, then import the file again.`,
    );
  }
  return { objective: test.text, description: null };
}

/** Nothing is created past the plan's tests-per-suite limit: the file is refused whole. */
async function assertRoomFor(db: Executor, userId: string, suiteId: string, count: number) {
  const [plan, usage] = await Promise.all([
    getUserPlan(db, userId),
    countTestsInSuite(db, suiteId),
  ]);
  const limit = plan?.testsPerSuiteLimit ?? null;
  if (limit === null || usage + count <= limit) return;
  const room = Math.max(0, limit - usage);
  const details: LimitReachedDetails = { limitType: 'testsPerSuite', usage, limit, suiteId };
  throw new AppError(
    'LIMIT_REACHED',
    `This file has ${count} ${count === 1 ? 'test' : 'tests'}, and this suite has room for ${room} more on your plan (${limit} tests per suite). Nothing was imported.`,
    details,
  );
}

/**
 * Reads a .feature file or a test-management CSV export and creates its tests in one of the
 * user's suites, all or none, each with its source and the lines the reader does not understand.
 * A dry run answers the same without creating anything.
 */
export async function importTestCases(
  db: Database,
  userId: string,
  suiteId: string,
  input: { file_name: string; content: string; dry_run?: boolean },
): Promise<ImportTestsResponse> {
  const suite = await findSuite(db, userId, suiteId);
  const parsed = parseTestFile(input.file_name, input.content);
  if (!parsed.ok) throw new AppError('VALIDATION', parsed.error);
  if (!suite.testingUserId) {
    throw new AppError(
      'VALIDATION',
      'Choose a testing user for this suite before importing tests: every test runs as one.',
    );
  }
  // A name the suite (or the file, earlier) has already gets " (2)": a suite's tests are listed by
  // name, and refusing the whole file for it would make importing a file twice impossible.
  const names = freeTestNames(
    parsed.cases.map((test) => test.name),
    await takenTestNames(db, suite.id),
  );
  const rows = parsed.cases.map((test, i) => ({ test, name: names[i]!, fields: toFields(test) }));
  const summaries = rows.map(({ test, name, fields }) => ({
    name,
    step_count: test.stepCount,
    source: test.source,
    unread_lines: findUnreadLines(fields, suite.startingUrl),
  }));
  if (input.dry_run) {
    await assertRoomFor(db, userId, suite.id, rows.length);
    return {
      format: parsed.format,
      dry_run: true,
      tests: summaries.map((s) => ({ id: null, ...s })),
    };
  }
  const ids = await db
    .transaction(async (tx) => {
      await lockUserLimits(tx, userId);
      await assertRoomFor(tx, userId, suite.id, rows.length);
      const created: string[] = [];
      for (const { test, name, fields } of rows) {
        const [row] = await tx
          .insert(tests)
          .values({
            name,
            testObjective: fields.objective,
            description: fields.description,
            testSuiteId: suite.id,
            testingUserId: suite.testingUserId,
            createdBy: userId,
            source: test.source,
            status: statusFor({
              name,
              objective: fields.objective,
              startingUrl: suite.startingUrl,
            }),
          })
          .returning({ id: tests.id });
        created.push(row!.id);
      }
      return created;
    })
    .catch((error: unknown) => {
      throw toTestNameError(error);
    });
  return {
    format: parsed.format,
    dry_run: false,
    tests: summaries.map((s, i) => ({ id: ids[i]!, ...s })),
  };
}
