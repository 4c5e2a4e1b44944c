import type { GithubStatusResponse } from '@scout/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const GITHUB_QUERY_KEY = ['integrations', 'github'] as const;

export function getGithubStatus(signal?: AbortSignal): Promise<GithubStatusResponse> {
  return api.get<GithubStatusResponse>('/api/integrations/github', { signal });
}

export const githubStatusQueryOptions = () =>
  queryOptions({ queryKey: GITHUB_QUERY_KEY, queryFn: ({ signal }) => getGithubStatus(signal) });

/** Whether the server has a GitHub app, and the user's integration (never a token). */
export function useGithubStatus() {
  return useQuery(githubStatusQueryOptions());
}
