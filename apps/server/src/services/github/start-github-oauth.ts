import { GITHUB_MESSAGES, GITHUB_SCOPE } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { createOAuthState } from '../../lib/oauth-state.js';

/** Where GitHub sends the user back: the GitHub page itself (spec 7's browser redirect). */
export function githubRedirectUri(deps: Pick<AppDeps, 'config'>) {
  return `${deps.config.publicUrl}/app/integrations/github`;
}

/** The authorize address: client_id, redirect_uri, scope repo and a state bound to this session. */
export function startGithubOAuth(
  deps: Pick<AppDeps, 'config' | 'github' | 'keys'>,
  sessionId: string,
): string {
  const app = deps.config.github;
  if (!app) throw new AppError('CONFLICT', GITHUB_MESSAGES.clientIdMissing);
  const url = new URL(`${deps.github.webUrl}/login/oauth/authorize`);
  url.searchParams.set('client_id', app.clientId);
  url.searchParams.set('redirect_uri', githubRedirectUri(deps));
  url.searchParams.set('scope', GITHUB_SCOPE);
  url.searchParams.set('state', createOAuthState(deps.keys.tokens, sessionId));
  return url.toString();
}
