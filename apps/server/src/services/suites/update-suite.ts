import { eq } from 'drizzle-orm';
import { SUITE_MESSAGES, type SuiteForm, type TestSuite } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import type { Database } from '../../db/client.js';
import { testSuites, tests } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { deleteRunArtifacts, deleteRunRows } from '../runs/delete-runs.js';
import { assertUsableTestingUser } from '../testing-users/find-testing-user.js';
import { refreshSuiteTestCaseStatuses } from '../test-cases/test-case-status.js';
import { assertSuiteNameFree, toSuiteNameError } from './suite-name.js';
import { findSuite, getSuite } from './to-suite.js';

/**
 * Edits a suite. The non-editable Default Suite keeps its name and description, but takes a
 * starting URL, browser and testing user: without a starting URL its tests could never run.
 */
export async function updateSuite(
  db: Database,
  userId: string,
  id: string,
  input: SuiteForm,
): Promise<TestSuite> {
  const current = await findSuite(db, userId, id);
  const isNameKept = input.name === current.name && input.description === current.description;
  if (!current.isEditable && !isNameKept) {
    throw new AppError('FORBIDDEN', SUITE_MESSAGES.cannotEdit);
  }
  await assertUsableTestingUser(db, userId, input.testing_user_id, current.testingUserId);
  await assertSuiteNameFree(db, userId, input.name, current.id);
  const urlChanged = current.startingUrl !== input.starting_url;
  const userChanged = current.testingUserId !== input.testing_user_id;

  await db
    .transaction(async (tx) => {
      await tx
        .update(testSuites)
        .set({
          name: input.name,
          description: input.description,
          browser: input.browser,
          startingUrl: input.starting_url,
          testingUserId: input.testing_user_id,
          updatedAt: new Date(),
        })
        .where(eq(testSuites.id, current.id));
      // Recorded actions were resolved against the old page or login; the next run plans afresh.
      if (urlChanged || userChanged) {
        await tx
          .update(tests)
          .set({ replayActions: null, replayKey: null })
          .where(eq(tests.testSuiteId, current.id));
      }
      if (urlChanged) await refreshSuiteTestCaseStatuses(tx, current.id, input.starting_url);
    })
    .catch((error: unknown) => {
      throw toSuiteNameError(error);
    });
  return getSuite(db, userId, current.id);
}

/**
 * Deletes a suite (and, by cascade, its tests) unless it is the non-deletable default one, with
 * its tests' runs and their files.
 */
export async function deleteSuite(
  deps: Pick<AppDeps, 'database' | 'artifacts' | 'logger'>,
  userId: string,
  id: string,
): Promise<void> {
  const { db } = deps.database;
  const current = await findSuite(db, userId, id);
  if (!current.isDeletable) throw new AppError('FORBIDDEN', SUITE_MESSAGES.cannotDelete);
  const runIds = await db.transaction(async (tx) => {
    const ids = await deleteRunRows(tx, eq(tests.testSuiteId, current.id));
    await tx.delete(testSuites).where(eq(testSuites.id, current.id));
    return ids;
  });
  await deleteRunArtifacts(deps, runIds);
}
