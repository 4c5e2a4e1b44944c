import type { ActiveTestingUsersResponse } from '@scout/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { TESTING_USERS_QUERY_KEY } from './query-client';

export function getActiveTestingUsers(signal?: AbortSignal): Promise<ActiveTestingUsersResponse> {
  return api.get<ActiveTestingUsersResponse>('/api/testing-users/active', { signal });
}

export const activeTestingUsersQueryOptions = queryOptions({
  queryKey: [...TESTING_USERS_QUERY_KEY, 'active'],
  queryFn: ({ signal }) => getActiveTestingUsers(signal),
});

/** The active testing users by name: what the suite and test dialogs offer. */
export function useActiveTestingUsers() {
  return useQuery(activeTestingUsersQueryOptions);
}
