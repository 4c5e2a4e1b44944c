import { eq } from 'drizzle-orm';
import { UPGRADE_MESSAGES, type UpgradeResponse } from '@scout/shared';
import type { Database } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

/** Only Pro can be asked for: it records the wish; any other plan is refused with the spec's toast. */
export async function requestUpgrade(
  db: Database,
  userId: string,
  plan: string,
): Promise<UpgradeResponse> {
  if (plan !== 'pro') {
    throw new AppError(
      'VALIDATION',
      UPGRADE_MESSAGES.onlyProDescription,
      { title: UPGRADE_MESSAGES.onlyProTitle },
      { plan: UPGRADE_MESSAGES.onlyProDescription },
    );
  }
  await db.update(profiles).set({ wantsUpgrade: true }).where(eq(profiles.id, userId));
  return { ok: true, wantsUpgrade: true };
}
