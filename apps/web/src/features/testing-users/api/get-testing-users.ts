import type { TestingUserListResponse } from '@scout/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TESTING_USERS_QUERY_KEY } from '@/lib/query-client';

export { TESTING_USERS_QUERY_KEY };

export type TestingUserListParams = { page: number; pageSize: number; search: string };

export function getTestingUsers(
  params: TestingUserListParams,
  signal?: AbortSignal,
): Promise<TestingUserListResponse> {
  const query = new URLSearchParams({
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  if (params.search.trim()) query.set('search', params.search.trim());
  return api.get<TestingUserListResponse>(`/api/testing-users?${query}`, { signal });
}

export const testingUsersQueryOptions = (params: TestingUserListParams) =>
  queryOptions({
    queryKey: [...TESTING_USERS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getTestingUsers(params, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the user's testing users, newest first, searched by name or email. */
export function useTestingUsers(params: TestingUserListParams) {
  return useQuery(testingUsersQueryOptions(params));
}
