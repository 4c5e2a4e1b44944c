import type { GithubStatusResponse } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { findGithubIntegration } from './find-github-integration.js';
import { toGithubIntegration } from './to-github-integration.js';

/** Whether the server has a GitHub app, and the user's integration (spec 7's select). */
export async function getGithubStatus(
  deps: Pick<AppDeps, 'database' | 'config' | 'github'>,
  userId: string,
): Promise<GithubStatusResponse> {
  const row = await findGithubIntegration(deps, userId);
  return {
    configured: deps.config.github !== undefined,
    web_url: deps.github.webUrl,
    integration: row ? toGithubIntegration(row) : null,
  };
}
