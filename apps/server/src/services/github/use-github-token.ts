import { eq } from 'drizzle-orm';
import { GITHUB_MESSAGES } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { githubIntegrations } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

type IntegrationRow = typeof githubIntegrations.$inferSelect;

/**
 * The integration's access token, decrypted for one call to GitHub; an expired token with a
 * refresh token (GitHub Apps' expiring tokens) is refreshed first and stored again, encrypted.
 */
export async function useGithubToken(
  deps: Pick<AppDeps, 'database' | 'config' | 'github' | 'secrets'>,
  row: IntegrationRow,
): Promise<string> {
  if (!row.accessToken) throw new AppError('CONFLICT', GITHUB_MESSAGES.notConnected);
  const isExpired =
    row.tokenExpiresAt !== null && row.tokenExpiresAt.getTime() < Date.now() + 60_000;
  if (!isExpired || !row.refreshToken || !deps.config.github) {
    return deps.secrets.decrypt(row.accessToken);
  }
  const tokens = await deps.github.refreshTokens({
    clientId: deps.config.github.clientId,
    clientSecret: deps.config.github.clientSecret,
    refreshToken: deps.secrets.decrypt(row.refreshToken),
  });
  await deps.database.db
    .update(githubIntegrations)
    .set({
      accessToken: deps.secrets.encrypt(tokens.accessToken),
      refreshToken: tokens.refreshToken
        ? deps.secrets.encrypt(tokens.refreshToken)
        : row.refreshToken,
      tokenExpiresAt: tokens.expiresAt,
      updatedAt: new Date(),
    })
    .where(eq(githubIntegrations.id, row.id));
  return tokens.accessToken;
}
