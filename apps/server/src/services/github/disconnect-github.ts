import { eq } from 'drizzle-orm';
import type { GithubIntegration } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { githubIntegrations } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { toGithubIntegration } from './to-github-integration.js';

/** Spec 4: disconnecting erases access_token, refresh_token and token_expires_at; settings stay. */
export async function disconnectGithub(
  deps: Pick<AppDeps, 'database'>,
  userId: string,
): Promise<GithubIntegration> {
  const [row] = await deps.database.db
    .update(githubIntegrations)
    .set({ accessToken: null, refreshToken: null, tokenExpiresAt: null, updatedAt: new Date() })
    .where(eq(githubIntegrations.userId, userId))
    .returning();
  if (!row) throw notFound('GitHub is not connected.');
  return toGithubIntegration(row);
}
