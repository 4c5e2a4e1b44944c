import type { PlansResponse } from '@scout/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getPlans(signal?: AbortSignal): Promise<PlansResponse> {
  return api.get<PlansResponse>('/api/plans', { signal });
}

/** Every listed plan, cheapest first; cached for 5 minutes with one retry (spec 9). */
export const plansQueryOptions = queryOptions({
  queryKey: ['plans'],
  queryFn: ({ signal }) => getPlans(signal),
  staleTime: 5 * 60_000,
  retry: 1,
});

export function usePlans({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...plansQueryOptions, enabled });
}
