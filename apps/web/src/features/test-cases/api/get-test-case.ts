import type { TestDetail } from '@scout/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TESTS_QUERY_KEY } from './get-test-cases';

export function getTestCase(id: string, signal?: AbortSignal): Promise<TestDetail> {
  return api.get<TestDetail>(`/api/tests/${encodeURIComponent(id)}`, { signal });
}

export const testCaseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...TESTS_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => getTestCase(id, signal),
  });

export function useTestCase(id: string) {
  return useQuery(testCaseQueryOptions(id));
}
