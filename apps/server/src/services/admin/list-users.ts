import { and, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminPeopleListQuery, AdminUserList } from '@scout/shared';
import type { Database } from '../../db/client.js';
import {
  profiles,
  subscriptionPlans,
  testRuns,
  testSuites,
  tests,
  userRoles,
  users,
} from '../../db/schema.js';
import { containsPattern } from '../../lib/like.js';
import { runDayStart } from '../plans/count-usage.js';

function searchWhere(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(users.email, pattern), ilike(users.name, pattern));
}

/**
 * One page of accounts, newest first (optionally those whose name or email contains `search`),
 * each with its plan, its usage against the plan's limits (suites, tests, runs in the last 24
 * hours, counted as the limits count them), whether it is an admin or disabled, and its last
 * sign-in.
 */
export async function listUsers(db: Database, query: AdminPeopleListQuery): Promise<AdminUserList> {
  const where = searchWhere(query.search);
  const dayStart = runDayStart();
  const suites = db
    .select({ n: count() })
    .from(testSuites)
    .where(eq(testSuites.createdBy, users.id));
  const testCount = db.select({ n: count() }).from(tests).where(eq(tests.createdBy, users.id));
  const runs = db
    .select({ n: count() })
    .from(testRuns)
    .where(and(eq(testRuns.createdBy, users.id), gte(testRuns.createdAt, dayStart)));
  const admin = db
    .select({ one: sql`1` })
    .from(userRoles)
    .where(and(eq(userRoles.userId, users.id), eq(userRoles.role, 'admin')));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        plan: subscriptionPlans.name,
        disabledAt: users.disabledAt,
        lastSignInAt: users.lastSignInAt,
        createdAt: users.createdAt,
        suites: sql<number>`(${suites})`.mapWith(Number),
        tests: sql<number>`(${testCount})`.mapWith(Number),
        runs: sql<number>`(${runs})`.mapWith(Number),
        isAdmin: sql<boolean>`exists(${admin})`.mapWith(Boolean),
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, profiles.subscriptionPlanId))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      plan: r.plan,
      is_admin: r.isAdmin,
      disabled: r.disabledAt !== null,
      usage: { suites: r.suites, tests: r.tests, runs_today: r.runs },
      last_sign_in_at: r.lastSignInAt?.toISOString() ?? null,
      created_at: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
