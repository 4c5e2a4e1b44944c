import { and, eq, isNull } from 'drizzle-orm';
import { UPGRADE_MESSAGES, type UpgradeResponse } from '@scout/shared';
import type { Database } from '../../db/client.js';
import { profiles, upgradeRequests } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

/** Only Pro can be asked for: it records the wish (and an upgrade request for the admin); any other plan is refused with the spec's toast. */
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
  await db.transaction(async (tx) => {
    const [profile] = await tx
      .update(profiles)
      .set({ wantsUpgrade: true })
      .where(eq(profiles.id, userId))
      .returning({ email: profiles.email });
    if (!profile) return;
    // One open request per user and plan: asking again while the admin has not handled it adds
    // nothing to their list.
    const [open] = await tx
      .select({ id: upgradeRequests.id })
      .from(upgradeRequests)
      .where(
        and(
          eq(upgradeRequests.userId, userId),
          eq(upgradeRequests.plan, plan),
          isNull(upgradeRequests.handledAt),
        ),
      )
      .limit(1);
    if (!open) {
      await tx
        .insert(upgradeRequests)
        .values({ userId, email: profile.email, plan, source: 'app' });
    }
  });
  return { ok: true, wantsUpgrade: true };
}
