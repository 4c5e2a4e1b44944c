import { and, eq } from 'drizzle-orm';
import { exportPlaywrightSpec, NotExportableError, type ExportOptions } from '@scout/agent';
import { ERROR_CODES, RUN_MESSAGES, RunReportSchema } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { testRuns, tests, testSuites, testingUsers } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';

export const NOT_EXPORTABLE_MESSAGE = 'Only a passing run can be downloaded as a Playwright test.';

/** A file name from the test's name: "Sign in & buy" → "sign-in-buy". */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'scout-test';
}

/** How the run's testing user signs in: its kind and cookie name, never its secrets. */
async function testingUserOf(
  deps: Pick<AppDeps, 'database'>,
  id: string | null,
  owner: string,
): Promise<ExportOptions['testingUser']> {
  if (!id) return undefined;
  const [user] = await deps.database.db
    .select({ authType: testingUsers.authType, cookieKey: testingUsers.cookieKey })
    .from(testingUsers)
    .where(and(eq(testingUsers.id, id), eq(testingUsers.createdBy, owner)));
  if (!user) return undefined;
  if (user.authType === 'cookie' && user.cookieKey)
    return { kind: 'cookie', cookieName: user.cookieKey };
  return { kind: 'email_password' };
}

/**
 * One of the user's passing runs as a Playwright test file (from the report.json the run left),
 * and the file's name. A run that did not pass, or left no actions, is a conflict.
 */
export async function exportRun(
  deps: Pick<AppDeps, 'database' | 'artifacts'>,
  userId: string,
  runId: string,
): Promise<{ fileName: string; body: string }> {
  const [row] = await deps.database.db
    .select({ run: testRuns, test: tests, suite: testSuites })
    .from(testRuns)
    .innerJoin(tests, eq(tests.id, testRuns.testId))
    .innerJoin(testSuites, eq(testSuites.id, tests.testSuiteId))
    .where(and(eq(testRuns.id, runId), eq(testRuns.createdBy, userId)));
  if (!row) throw notFound(RUN_MESSAGES.resultsNotFound);
  const { run, test, suite } = row;
  const conflict = () => new AppError(ERROR_CODES.CONFLICT, NOT_EXPORTABLE_MESSAGE);
  if (run.status !== 'PASSED') throw conflict();
  const stored = await deps.artifacts.read(run.id, 'report.json');
  // report.json comes from the run's process: read as untrusted, a broken one is not exportable.
  const parsed = stored ? RunReportSchema.safeParse(parseJson(stored.toString('utf8'))) : null;
  if (!parsed?.success) throw conflict();
  const startingUrl = run.startingUrl ?? suite.startingUrl;
  if (!startingUrl) throw conflict();
  try {
    const body = exportPlaywrightSpec(parsed.data, {
      testName: test.name,
      startingUrl,
      testingUser: await testingUserOf(deps, test.testingUserId ?? suite.testingUserId, userId),
    });
    return { fileName: `${slugOf(test.name)}.spec.ts`, body };
  } catch (error) {
    if (error instanceof NotExportableError) throw conflict();
    throw error;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
