import { AdminActiveRunListSchema, type AdminActiveRunList } from '@scout/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ACTIVE_RUNS_QUERY_KEY = ['admin', 'runs'] as const;

export async function getActiveRuns(signal?: AbortSignal): Promise<AdminActiveRunList> {
  return AdminActiveRunListSchema.parse(
    await api.get<AdminActiveRunList>('/api/admin/runs', { signal }),
  );
}

// Runs start and end by themselves: the list is asked again every few seconds while open.
export const activeRunsQueryOptions = () =>
  queryOptions({
    queryKey: ACTIVE_RUNS_QUERY_KEY,
    queryFn: ({ signal }) => getActiveRuns(signal),
    refetchInterval: 5_000,
  });

/** Every account's queued and running runs, running first. */
export function useActiveRuns() {
  return useQuery(activeRunsQueryOptions());
}
