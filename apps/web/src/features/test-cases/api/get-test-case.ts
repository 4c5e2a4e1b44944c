import type { TestDetail } from '@scout/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TESTS_QUERY_KEY } from './get-test-cases';

export function getTest(id: string, signal?: AbortSignal): Promise<TestDetail> {
  return api.get<TestDetail>(`/api/tests/${encodeURIComponent(id)}`, { signal });
}

export const testQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...TESTS_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => getTest(id, signal),
  });

export function useTest(id: string) {
  return useQuery(testQueryOptions(id));
}
