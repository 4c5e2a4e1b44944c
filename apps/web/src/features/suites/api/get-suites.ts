import type { SuiteListResponse } from '@scout/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SUITES_QUERY_KEY } from '@/lib/query-client';

export { SUITES_QUERY_KEY };

export type SuiteListParams = { page: number; pageSize: number };

export function getSuites(
  params: SuiteListParams,
  signal?: AbortSignal,
): Promise<SuiteListResponse> {
  const query = new URLSearchParams({
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  return api.get<SuiteListResponse>(`/api/test-suites?${query}`, { signal });
}

export const suitesQueryOptions = (params: SuiteListParams) =>
  queryOptions({
    queryKey: [...SUITES_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getSuites(params, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the user's suites, newest first, each with its testing user. */
export function useSuites(params: SuiteListParams) {
  return useQuery(suitesQueryOptions(params));
}
