import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import { githubIntegrations } from '../../db/schema.js';

/** The user's one integration row (spec 7: at most one), or undefined. */
export async function findGithubIntegration(deps: Pick<AppDeps, 'database'>, userId: string) {
  const [row] = await deps.database.db
    .select()
    .from(githubIntegrations)
    .where(eq(githubIntegrations.userId, userId))
    .limit(1);
  return row;
}
