import type { CreateTestingUser, TestingUser } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { testingUsers } from '../../db/schema.js';
import { toPlainColumns, toTestingUser } from './to-testing-user.js';

/** Stores a testing user; the password and cookie value only ever as AES-256-GCM ciphertext. */
export async function createTestingUser(
  deps: AppDeps,
  userId: string,
  input: CreateTestingUser,
): Promise<TestingUser> {
  const { secrets } = deps;
  const [row] = await deps.database.db
    .insert(testingUsers)
    .values({
      ...toPlainColumns(input),
      cookieValueEncrypted: input.cookie_value ? secrets.encrypt(input.cookie_value) : null,
      passwordEncrypted: input.password ? secrets.encrypt(input.password) : null,
      passwordSetAt: input.password ? new Date() : null,
      createdBy: userId,
    })
    .returning();
  return toTestingUser(row!);
}
