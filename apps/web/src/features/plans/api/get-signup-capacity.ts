import type { SignupCapacity } from '@scout/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Registered profiles against the sign-up capacity (spec 9's waiting-list trigger). */
export const signupCapacityQueryOptions = queryOptions({
  queryKey: ['plans', 'capacity'],
  queryFn: ({ signal }) => api.get<SignupCapacity>('/api/plans/capacity', { signal }),
  retry: 1,
});

export function useSignupCapacity() {
  return useQuery(signupCapacityQueryOptions);
}
