import type { PublicConfig } from '@scout/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return api.get<PublicConfig>('/api/config', { signal });
}

/** The server's public settings (is the beta open?); they change only with a restart. */
export const publicConfigQueryOptions = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => getPublicConfig(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
