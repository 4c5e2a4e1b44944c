import type { SuiteOptionsResponse } from '@scout/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SUITES_QUERY_KEY } from '@/lib/query-client';

export function getSuiteOptions(signal?: AbortSignal): Promise<SuiteOptionsResponse> {
  return api.get<SuiteOptionsResponse>('/api/test-suites/options', { signal });
}

export const suiteOptionsQueryOptions = queryOptions({
  queryKey: [...SUITES_QUERY_KEY, 'options'],
  queryFn: ({ signal }) => getSuiteOptions(signal),
});

/** Every suite by name, for the suite pickers (the test dialog, a notification channel). */
export function useSuiteOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...suiteOptionsQueryOptions, enabled });
}
