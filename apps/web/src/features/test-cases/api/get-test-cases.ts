import type { TestListResponse } from '@scout/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TESTS_QUERY_KEY } from '@/lib/query-client';

export { TESTS_QUERY_KEY };

export type TestListParams = {
  page: number;
  pageSize: number;
  suiteId?: string;
  /** Part of the name. */
  search?: string;
  /** One of TEST_STATUSES. */
  status?: string;
};

export function getTestCases(
  params: TestListParams,
  signal?: AbortSignal,
): Promise<TestListResponse> {
  const query = new URLSearchParams({
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  if (params.suiteId) query.set('suiteId', params.suiteId);
  if (params.search) query.set('search', params.search);
  if (params.status) query.set('status', params.status);
  return api.get<TestListResponse>(`/api/tests?${query}`, { signal });
}

export const testCasesQueryOptions = (params: TestListParams) =>
  queryOptions({
    queryKey: [...TESTS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getTestCases(params, signal),
    placeholderData: keepPreviousData,
  });

/** One page of tests, newest first, optionally of one suite, with a name or status. */
export function useTestCases(params: TestListParams) {
  return useQuery(testCasesQueryOptions(params));
}
