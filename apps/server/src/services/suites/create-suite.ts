import { SCREEN_RESOLUTION, type SuiteForm, type TestSuite } from '@scout/shared';
import type { Database } from '../../db/client.js';
import { testSuites } from '../../db/schema.js';
import { assertBelowLimit, lockUserLimits } from '../plans/enforce-limit.js';
import { countSuites } from '../plans/count-usage.js';
import { getUserPlan } from '../plans/get-user-plan.js';
import { assertUsableTestingUser } from '../testing-users/find-testing-user.js';
import { assertSuiteNameFree, toSuiteNameError } from './suite-name.js';
import { getSuite } from './to-suite.js';

/** Creates a suite while the user is below the plan's suite limit, under a name of its own. */
export async function createSuite(
  db: Database,
  userId: string,
  input: SuiteForm,
): Promise<TestSuite> {
  await assertUsableTestingUser(db, userId, input.testing_user_id);
  const id = await db
    .transaction(async (tx) => {
      await lockUserLimits(tx, userId);
      const [plan, usage] = await Promise.all([getUserPlan(tx, userId), countSuites(tx, userId)]);
      assertBelowLimit('testSuites', usage, plan?.testSuitesLimit ?? null);
      await assertSuiteNameFree(tx, userId, input.name);
      const [row] = await tx
        .insert(testSuites)
        .values({
          name: input.name,
          description: input.description,
          browser: input.browser,
          startingUrl: input.starting_url,
          screenResolution: SCREEN_RESOLUTION,
          testingUserId: input.testing_user_id,
          createdBy: userId,
        })
        .returning({ id: testSuites.id });
      return row!.id;
    })
    .catch((error: unknown) => {
      throw toSuiteNameError(error);
    });
  return getSuite(db, userId, id);
}
