import type { DashboardResponse } from '@scout/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getDashboard(signal?: AbortSignal): Promise<DashboardResponse> {
  // Today's runs count from the browser's local midnight, so the server needs our offset.
  const tzOffset = new Date().getTimezoneOffset();
  return api.get<DashboardResponse>(`/api/dashboard?tzOffset=${tzOffset}`, { signal });
}

export const dashboardQueryOptions = queryOptions({
  queryKey: ['dashboard'],
  queryFn: ({ signal }) => getDashboard(signal),
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
