import type { CreateTestingUser, TestingUser, TestingUserRef } from '@scout/shared';
import { testingUsers } from '../../db/schema.js';

export type TestingUserRow = typeof testingUsers.$inferSelect;

/**
 * The API shape of a testing user. The secrets are reduced to flags here, in one place, so no
 * route can return them by accident.
 */
export function toTestingUser(row: TestingUserRow): TestingUser {
  return {
    id: row.id,
    name: row.name,
    auth_type: row.authType as TestingUser['auth_type'],
    email: row.email,
    role: row.role,
    description: row.description,
    is_active: row.isActive,
    cookie_key: row.cookieKey,
    has_cookie_value: row.cookieValueEncrypted !== null,
    has_password: row.passwordEncrypted !== null,
    password_set_at: row.passwordSetAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The columns a create or an edit stores as it is given: all but the secrets, which are sealed. */
export function toPlainColumns(input: CreateTestingUser) {
  return {
    name: input.name,
    authType: input.auth_type,
    email: input.email,
    role: input.role,
    description: input.description,
    isActive: input.is_active,
    cookieKey: input.cookie_key,
  };
}

/** Columns for a joined testing-user reference (suites, tests, pickers). */
export const testingUserRefColumns = {
  id: testingUsers.id,
  name: testingUsers.name,
  auth_type: testingUsers.authType,
  is_active: testingUsers.isActive,
  role: testingUsers.role,
};

type RefColumns = {
  id: string | null;
  name: string | null;
  auth_type: string | null;
  is_active: boolean | null;
  role: string | null;
};

/** A left-joined reference, or null when the row has no testing user. */
export function toTestingUserRef(ref: RefColumns | null): TestingUserRef | null {
  if (!ref || ref.id === null) return null;
  return {
    id: ref.id,
    name: ref.name!,
    auth_type: ref.auth_type as TestingUserRef['auth_type'],
    is_active: ref.is_active!,
    role: ref.role,
  };
}
