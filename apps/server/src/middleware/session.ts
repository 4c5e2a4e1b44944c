import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { SessionUser } from '@scout/shared';
import type { AppDeps, AppEnv } from '../context.js';
import { leads, profiles, subscriptionPlans, userRoles } from '../db/schema.js';
import { AppError } from '../lib/errors.js';
import { forwardSetCookies } from '../lib/cookies.js';

/** Loads the signed-in user, if any, and forwards a refreshed session cookie. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const { auth } = c.get('deps');
  const { headers, response } = await auth.api.getSession({
    headers: c.req.raw.headers,
    returnHeaders: true,
  });
  c.set('user', response ? await toSessionUser(c.get('deps'), response.user) : null);
  c.set('sessionExpiresAt', response ? new Date(response.session.expiresAt).toISOString() : null);
  c.set('sessionId', response?.session.id ?? null);
  await next();
  forwardSetCookies(headers, c.res.headers);
});

export async function toSessionUser(
  deps: AppDeps,
  user: { id: string; email: string },
): Promise<SessionUser> {
  const { db } = deps.database;
  const [[profile], [role], [lead]] = await Promise.all([
    db
      .select({ planName: subscriptionPlans.name })
      .from(profiles)
      .leftJoin(subscriptionPlans, eq(profiles.subscriptionPlanId, subscriptionPlans.id))
      .where(eq(profiles.id, user.id)),
    db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, 'admin')))
      .limit(1),
    db.select({ id: leads.id }).from(leads).where(eq(leads.userId, user.id)).limit(1),
  ]);
  return {
    id: user.id,
    email: user.email,
    isAdmin: Boolean(role),
    planName: profile?.planName ?? null,
    isLead: Boolean(lead),
  };
}

export const requireUser = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(
  async (c, next) => {
    if (!c.get('user')) throw new AppError('UNAUTHENTICATED', 'You must be signed in.');
    await next();
  },
);

export const requireAdmin = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(
  async (c, next) => {
    const user = c.get('user');
    if (!user) throw new AppError('UNAUTHENTICATED', 'You must be signed in.');
    if (!user.isAdmin) {
      throw new AppError('FORBIDDEN', "You don't have permission to access this area");
    }
    await next();
  },
);
