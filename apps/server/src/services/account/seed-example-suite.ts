import type { AppDeps } from '../../context.js';
import { testSuites, testingUsers, tests } from '../../db/schema.js';
import { demoUrl } from '../../demo/demo-path.js';
import { EXAMPLE_SUITE, EXAMPLE_TESTING_USER, EXAMPLE_TESTS } from '../../demo/example-suite.js';
import { statusFor } from '../test-cases/test-case-status.js';

/**
 * Gives a newly confirmed account the example suite on Scout's demo app: its testing user (the
 * password encrypted like any other) and three tests, all in one transaction. They are ordinary
 * rows the user may edit or delete, and they count against the plan like their own (on the free
 * plan the default suite and this one leave one suite free; deleting this one frees another).
 */
export async function seedExampleSuite(
  deps: Pick<AppDeps, 'database' | 'secrets' | 'config'>,
  userId: string,
  baseUrl = deps.config.publicUrl,
): Promise<{ suiteId: string }> {
  return deps.database.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(testingUsers)
      .values({
        name: EXAMPLE_TESTING_USER.name,
        authType: 'email_password',
        email: EXAMPLE_TESTING_USER.email,
        role: EXAMPLE_TESTING_USER.role,
        description: EXAMPLE_TESTING_USER.description,
        passwordEncrypted: deps.secrets.encrypt(EXAMPLE_TESTING_USER.password),
        passwordSetAt: new Date(),
        createdBy: userId,
      })
      .returning({ id: testingUsers.id });
    const startingUrl = demoUrl(baseUrl);
    const [suite] = await tx
      .insert(testSuites)
      .values({ ...EXAMPLE_SUITE, startingUrl, testingUserId: user!.id, createdBy: userId })
      .returning({ id: testSuites.id });
    // Lists show the newest first: the first example gets the latest time, so they read in order.
    const now = Date.now();
    await tx.insert(tests).values(
      EXAMPLE_TESTS.map((test, index) => ({
        name: test.name,
        description: test.description,
        testObjective: test.objective,
        testSuiteId: suite!.id,
        testingUserId: user!.id,
        createdBy: userId,
        createdAt: new Date(now - index * 1000),
        status: statusFor({ name: test.name, objective: test.objective, startingUrl }),
      })),
    );
    return { suiteId: suite!.id };
  });
}
