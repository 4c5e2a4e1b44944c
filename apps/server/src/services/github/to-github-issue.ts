import type { GithubIssue } from '@scout/shared';
import type { githubIssues } from '../../db/schema.js';

export function toGithubIssue(row: typeof githubIssues.$inferSelect): GithubIssue {
  return {
    status: row.status as GithubIssue['status'],
    number: row.issueNumber,
    url: row.issueUrl,
    repository_name: row.repositoryName,
    error: row.error,
  };
}
