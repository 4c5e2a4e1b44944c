import type { SuiteUsageResponse } from '@scout/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SUITES_QUERY_KEY } from '@/lib/query-client';

export function getSuiteUsage(id: string, signal?: AbortSignal): Promise<SuiteUsageResponse> {
  return api.get<SuiteUsageResponse>(`/api/test-suites/${encodeURIComponent(id)}/usage`, {
    signal,
  });
}

export const suiteUsageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...SUITES_QUERY_KEY, 'usage', id],
    queryFn: ({ signal }) => getSuiteUsage(id, signal),
  });

/** Tests in one suite against the plan's tests-per-suite limit. */
export function useSuiteUsage(id: string | undefined) {
  return useQuery({ ...suiteUsageQueryOptions(id ?? ''), enabled: Boolean(id) });
}
