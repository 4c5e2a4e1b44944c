import type { TestSuite } from '@scout/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SUITES_QUERY_KEY } from './get-suites';

export function getSuite(id: string, signal?: AbortSignal): Promise<TestSuite> {
  return api.get<TestSuite>(`/api/test-suites/${encodeURIComponent(id)}`, { signal });
}

export const suiteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...SUITES_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => getSuite(id, signal),
  });

export function useSuite(id: string) {
  return useQuery(suiteQueryOptions(id));
}
