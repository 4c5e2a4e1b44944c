import { GITHUB_MESSAGES, type GithubIntegration } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { githubIntegrations } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { GithubError } from '../../lib/github-client.js';
import { isValidOAuthState } from '../../lib/oauth-state.js';
import { githubRedirectUri } from './start-github-oauth.js';
import { toGithubIntegration } from './to-github-integration.js';

/**
 * The OAuth callback: the state must be the one this session started with; the code becomes
 * tokens, stored encrypted on the user's integration (created with spec 5's defaults when new).
 */
export async function connectGithub(
  deps: Pick<AppDeps, 'database' | 'config' | 'github' | 'keys' | 'secrets' | 'logger'>,
  user: { id: string; sessionId: string },
  input: { code: string; state: string },
): Promise<GithubIntegration> {
  const app = deps.config.github;
  if (!app) throw new AppError('CONFLICT', GITHUB_MESSAGES.clientIdMissing);
  if (!isValidOAuthState(deps.keys.tokens, user.sessionId, input.state)) {
    throw new AppError('FORBIDDEN', GITHUB_MESSAGES.stateMismatch);
  }
  let tokens;
  try {
    tokens = await deps.github.exchangeCode({
      clientId: app.clientId,
      clientSecret: app.clientSecret,
      code: input.code,
      redirectUri: githubRedirectUri(deps),
    });
  } catch (error) {
    if (!(error instanceof GithubError)) throw error;
    deps.logger.warn(
      { userId: user.id, status: error.status, reason: error.message },
      'GitHub code exchange failed',
    );
    throw new AppError('GITHUB_FAILED', GITHUB_MESSAGES.callbackFailed, { reason: error.message });
  }
  const sealed = {
    accessToken: deps.secrets.encrypt(tokens.accessToken),
    refreshToken: tokens.refreshToken ? deps.secrets.encrypt(tokens.refreshToken) : null,
    tokenExpiresAt: tokens.expiresAt,
    updatedAt: new Date(),
  };
  const [row] = await deps.database.db
    .insert(githubIntegrations)
    .values({ userId: user.id, ...sealed })
    .onConflictDoUpdate({ target: githubIntegrations.userId, set: sealed })
    .returning();
  deps.logger.info({ userId: user.id }, 'GitHub connected');
  return toGithubIntegration(row!);
}
