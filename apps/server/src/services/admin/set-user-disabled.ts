import { eq } from 'drizzle-orm';
import { ADMIN_PEOPLE_MESSAGES } from '@scout/shared';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';

/**
 * Disables or enables an account. Disabling ends its sessions at once (in the same transaction),
 * and sign-in and its API keys are refused while disabled_at is set; an admin cannot disable
 * themselves (the area would lock its only admin out).
 */
export async function setUserDisabled(
  db: Database,
  adminId: string,
  userId: string,
  disabled: boolean,
): Promise<void> {
  if (disabled && userId === adminId) {
    throw new AppError('CONFLICT', ADMIN_PEOPLE_MESSAGES.cannotDisableSelf);
  }
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ disabledAt: disabled ? new Date() : null })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (updated.length === 0) throw notFound('User not found');
    if (disabled) await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}
