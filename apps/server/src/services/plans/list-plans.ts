import { asc, ne, sql } from 'drizzle-orm';
import type { PlansResponse } from '@scout/shared';
import type { Database } from '../../db/client.js';
import { subscriptionPlans } from '../../db/schema.js';
import { toPlan } from './get-user-plan.js';

/** The public plans by price (custom price last); the beta plan is given, never offered. */
export async function listPlans(db: Database): Promise<PlansResponse> {
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .where(ne(subscriptionPlans.name, 'beta'))
    .orderBy(sql`${subscriptionPlans.price} asc nulls last`, asc(subscriptionPlans.sortOrder));
  return { items: rows.map(toPlan) };
}
