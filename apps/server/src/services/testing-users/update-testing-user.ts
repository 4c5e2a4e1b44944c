import { eq } from 'drizzle-orm';
import { TESTING_USER_MESSAGES, type TestingUser, type UpdateTestingUser } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { testingUsers, tests } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { findTestingUser } from './find-testing-user.js';
import { toPlainColumns, toTestingUser, type TestingUserRow } from './to-testing-user.js';

const required = (field: string, message: string) =>
  new AppError('VALIDATION', message, undefined, { [field]: message });

/**
 * Edits a testing user. A blank password or cookie value keeps the stored one, as long as the
 * auth type stays; switching type clears the other type's fields (the schema already did).
 */
export async function updateTestingUser(
  deps: AppDeps,
  userId: string,
  id: string,
  input: UpdateTestingUser,
): Promise<TestingUser> {
  const { db } = deps.database;
  const current = await findTestingUser(db, userId, id);
  const sameType = current.authType === input.auth_type;
  const secrets = sealSecrets(deps, current, input, sameType);
  const credentialsChanged =
    !sameType ||
    input.password !== null ||
    input.cookie_value !== null ||
    current.email !== input.email ||
    current.cookieKey !== input.cookie_key;

  const [row] = await db
    .update(testingUsers)
    .set({
      ...toPlainColumns(input),
      ...secrets,
      updatedAt: new Date(),
    })
    .where(eq(testingUsers.id, current.id))
    .returning();
  // The run engine replays recorded actions; new credentials may change what a page does.
  if (credentialsChanged) {
    await db
      .update(tests)
      .set({ replayActions: null, replayKey: null })
      .where(eq(tests.testingUserId, current.id));
  }
  return toTestingUser(row!);
}

function sealSecrets(
  deps: AppDeps,
  current: TestingUserRow,
  input: UpdateTestingUser,
  sameType: boolean,
) {
  if (input.auth_type === 'email_password') {
    if (input.password) {
      return {
        passwordEncrypted: deps.secrets.encrypt(input.password),
        passwordSetAt: new Date(),
        cookieValueEncrypted: null,
      };
    }
    if (!sameType || !current.passwordEncrypted)
      throw required('password', TESTING_USER_MESSAGES.passwordRequired);
    return { cookieValueEncrypted: null };
  }
  const cleared = { passwordEncrypted: null, passwordSetAt: null };
  if (input.cookie_value)
    return { ...cleared, cookieValueEncrypted: deps.secrets.encrypt(input.cookie_value) };
  if (!sameType || !current.cookieValueEncrypted)
    throw required('cookie_value', TESTING_USER_MESSAGES.cookieValueRequired);
  return cleared;
}
