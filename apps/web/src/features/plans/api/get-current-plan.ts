import type { CurrentPlanResponse } from '@scout/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { browserTzOffset } from '../lib/tz-offset';

export const CURRENT_PLAN_QUERY_KEY = ['plans', 'current'] as const;

export function getCurrentPlan(signal?: AbortSignal): Promise<CurrentPlanResponse> {
  return api.get<CurrentPlanResponse>(`/api/plans/current?tzOffset=${browserTzOffset()}`, {
    signal,
  });
}

/** The user's plan and usage; "today" starts at the browser's local midnight. */
export const currentPlanQueryOptions = queryOptions({
  queryKey: CURRENT_PLAN_QUERY_KEY,
  queryFn: ({ signal }) => getCurrentPlan(signal),
});

export function useCurrentPlan() {
  return useQuery(currentPlanQueryOptions);
}
