import { eq } from 'drizzle-orm';
import type { UpdateProfileRequest } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { users } from '../../db/schema.js';

/** Renames the signed-in account. */
export async function updateAccountName(
  deps: AppDeps,
  userId: string,
  input: UpdateProfileRequest,
) {
  await deps.database.db
    .update(users)
    .set({ name: input.name, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
