import { SESSION_REFRESH_INTERVAL_MS, type SessionResponse } from '@scout/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/query-client';

export { SESSION_QUERY_KEY };

export function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  return api.get<SessionResponse>('/api/session', { signal });
}

/** The session, checked every 30 s; the server refreshes the cookie when it answers. */
export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }) => getSession(signal),
  refetchInterval: SESSION_REFRESH_INTERVAL_MS,
  staleTime: 0,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}
