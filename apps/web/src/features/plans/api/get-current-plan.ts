import type { CurrentPlanResponse } from '@scout/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const CURRENT_PLAN_QUERY_KEY = ['plans', 'current'] as const;

export function getCurrentPlan(signal?: AbortSignal): Promise<CurrentPlanResponse> {
  return api.get<CurrentPlanResponse>('/api/plans/current', { signal });
}

/** The user's plan and usage; the server counts "today's" runs over the last 24 hours. */
export const currentPlanQueryOptions = queryOptions({
  queryKey: CURRENT_PLAN_QUERY_KEY,
  queryFn: ({ signal }) => getCurrentPlan(signal),
});

export function useCurrentPlan() {
  return useQuery(currentPlanQueryOptions);
}
