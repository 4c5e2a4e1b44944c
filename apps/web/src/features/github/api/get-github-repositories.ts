import type { GithubRepositoriesResponse } from '@scout/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { GITHUB_QUERY_KEY } from './get-github-status';

export function getGithubRepositories(
  page: number,
  signal?: AbortSignal,
): Promise<GithubRepositoriesResponse> {
  return api.get<GithubRepositoriesResponse>(`/api/integrations/github/repositories?page=${page}`, {
    signal,
  });
}

export const githubRepositoriesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...GITHUB_QUERY_KEY, 'repositories', page],
    queryFn: ({ signal }) => getGithubRepositories(page, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the repositories the connected account can reach. */
export function useGithubRepositories(page: number, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...githubRepositoriesQueryOptions(page), enabled: isEnabled });
}
