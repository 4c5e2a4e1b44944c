import type { AdminBetaApplicationList, BetaStatus } from '@scout/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every admin read of applications sits under this key; a change refreshes them all. */
export const BETA_APPLICATIONS_QUERY_KEY = ['admin', 'beta-applications'] as const;

export type BetaApplicationListParams = {
  page: number;
  pageSize: number;
  status: BetaStatus | null;
};

export function getBetaApplications(
  params: BetaApplicationListParams,
  signal?: AbortSignal,
): Promise<AdminBetaApplicationList> {
  const query = new URLSearchParams({
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  if (params.status) query.set('status', params.status);
  return api.get<AdminBetaApplicationList>(`/api/admin/beta-applications?${query}`, { signal });
}

export const betaApplicationsQueryOptions = (params: BetaApplicationListParams) =>
  queryOptions({
    queryKey: [...BETA_APPLICATIONS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getBetaApplications(params, signal),
    placeholderData: keepPreviousData,
  });

/** One page of applications, newest first, and the counts by status for the stat cards. */
export function useBetaApplications(params: BetaApplicationListParams) {
  return useQuery(betaApplicationsQueryOptions(params));
}
