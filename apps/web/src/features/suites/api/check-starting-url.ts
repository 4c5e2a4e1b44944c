import type { CheckStartingUrlResponse } from '@scout/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
import { SUITES_QUERY_KEY } from './get-suites';

/** How long typing must pause before the URL is checked. */
const CHECK_DELAY_MS = 400;

export function checkStartingUrl(
  startingUrl: string,
  signal?: AbortSignal,
): Promise<CheckStartingUrlResponse> {
  return api.post<CheckStartingUrlResponse>(
    '/api/test-suites/check-url',
    { starting_url: startingUrl },
    { signal },
  );
}

export const checkStartingUrlQueryOptions = (startingUrl: string) =>
  queryOptions({
    queryKey: [...SUITES_QUERY_KEY, 'check-url', startingUrl],
    queryFn: ({ signal }) => checkStartingUrl(startingUrl, signal),
    // The network policy changes only with a restart.
    staleTime: 5 * 60_000,
  });

/**
 * The server's warning for a starting URL runs would be blocked from (a private address not
 * allowed, and the setting that allows it), checked once typing pauses; `null` is a valid URL
 * not yet typed or not to check.
 */
export function useStartingUrlWarning(startingUrl: string | null) {
  const [settled, setSettled] = useState(startingUrl);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(startingUrl), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [startingUrl]);
  const query = useQuery({
    ...checkStartingUrlQueryOptions(settled ?? ''),
    enabled: settled !== null && settled === startingUrl,
  });
  return settled === startingUrl ? (query.data?.warning ?? null) : null;
}
