import { GITHUB_MESSAGES, type GithubRepositoriesResponse } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { GithubError } from '../../lib/github-client.js';
import { findGithubIntegration } from './find-github-integration.js';
import { useGithubToken } from './use-github-token.js';

export const REPOSITORIES_PER_PAGE = 30;

/** One page of the repositories the user's GitHub account can reach (spec 7's github-repos). */
export async function listGithubRepositories(
  deps: Pick<AppDeps, 'database' | 'config' | 'github' | 'secrets' | 'logger'>,
  userId: string,
  page: number,
): Promise<GithubRepositoriesResponse> {
  const row = await findGithubIntegration(deps, userId);
  if (!row?.accessToken) throw new AppError('CONFLICT', GITHUB_MESSAGES.notConnected);
  try {
    const token = await useGithubToken(deps, row);
    const { repositories, hasNextPage } = await deps.github.listRepositories(
      token,
      page,
      REPOSITORIES_PER_PAGE,
    );
    return { repositories, page, has_next_page: hasNextPage };
  } catch (error) {
    if (!(error instanceof GithubError)) throw error;
    deps.logger.warn(
      { userId, status: error.status, reason: error.message },
      'GitHub repositories failed',
    );
    throw new AppError('GITHUB_FAILED', GITHUB_MESSAGES.reposFailed, { reason: error.message });
  }
}
