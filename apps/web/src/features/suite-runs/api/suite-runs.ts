import type { SuiteRun } from '@scout/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SUITE_RUNS_QUERY_KEY } from '@/lib/query-client';

export function useSuiteRun(id: string) {
  return useQuery({
    queryKey: [...SUITE_RUNS_QUERY_KEY, id],
    queryFn: () => api.get<SuiteRun>(`/api/suite-runs/${encodeURIComponent(id)}`),
  });
}

export function useStartSuiteRun() {
  return useMutation({
    mutationFn: (suiteId: string) =>
      api.post<SuiteRun>(`/api/test-suites/${encodeURIComponent(suiteId)}/runs`, {}),
  });
}
