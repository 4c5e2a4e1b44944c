import type { GithubIssue } from '@scout/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec 7's create-github-issue: the server files it once, however often this is called. */
export function createGithubIssue(testRunId: string): Promise<GithubIssue> {
  return api.post<GithubIssue>('/api/integrations/github/issues', { testRunId });
}

export function useCreateGithubIssue() {
  return useMutation({ mutationFn: createGithubIssue });
}
