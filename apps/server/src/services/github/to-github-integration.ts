import type { GithubIntegration } from '@scout/shared';
import type { githubIntegrations } from '../../db/schema.js';

type IntegrationRow = typeof githubIntegrations.$inferSelect;

/** The row as the browser may see it: whether a token is held, never the token. */
export function toGithubIntegration(row: IntegrationRow): GithubIntegration {
  return {
    id: row.id,
    is_connected: row.accessToken !== null,
    repository_id: row.repositoryId,
    repository_name: row.repositoryName,
    repository_url: row.repositoryUrl,
    default_branch: row.defaultBranch,
    issue_label: row.issueLabel,
    auto_create_issues: row.autoCreateIssues,
    updated_at: row.updatedAt.toISOString(),
  };
}
