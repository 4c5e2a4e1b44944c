import { asc, eq, ilike } from 'drizzle-orm';
import type { AdminUser } from '@scout/shared';
import type { Database } from '../../db/client.js';
import { profiles, subscriptionPlans } from '../../db/schema.js';
import { containsPattern } from '../../lib/like.js';

/** Who is on which plan: the first 100 by email, optionally those whose email contains `email`. */
export async function listUsers(db: Database, email?: string): Promise<AdminUser[]> {
  const rows = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      plan: subscriptionPlans.name,
      wantsUpgrade: profiles.wantsUpgrade,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, profiles.subscriptionPlanId))
    .where(email ? ilike(profiles.email, containsPattern(email)) : undefined)
    .orderBy(asc(profiles.email))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    plan: r.plan,
    wants_upgrade: r.wantsUpgrade,
    created_at: r.createdAt.toISOString(),
  }));
}
