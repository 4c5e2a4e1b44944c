import { GITHUB_DEFAULT_LABEL, type GithubIntegration, type GithubSettings } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { githubIntegrations } from '../../db/schema.js';
import { toGithubIntegration } from './to-github-integration.js';

/** Spec 7: the settings go on the user's integration, created with them when there is none. */
export async function saveGithubSettings(
  deps: Pick<AppDeps, 'database'>,
  userId: string,
  input: GithubSettings,
): Promise<GithubIntegration> {
  const settings = {
    repositoryId: input.repository_id,
    repositoryName: input.repository_name,
    repositoryUrl: input.repository_url,
    defaultBranch: input.default_branch,
    issueLabel: input.issue_label || GITHUB_DEFAULT_LABEL,
    autoCreateIssues: input.auto_create_issues,
    updatedAt: new Date(),
  };
  const [row] = await deps.database.db
    .insert(githubIntegrations)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: githubIntegrations.userId, set: settings })
    .returning();
  return toGithubIntegration(row!);
}
