import { BrowserSupportSchema, type Browser, type BrowserSupport } from '@scout/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export async function getBrowserSupport(signal?: AbortSignal): Promise<BrowserSupport> {
  return BrowserSupportSchema.parse(await api.get<BrowserSupport>('/api/browsers', { signal }));
}

/** Which browsers this install can launch; they change only when someone installs one. */
export const browserSupportQueryOptions = queryOptions({
  queryKey: ['browsers'],
  queryFn: ({ signal }) => getBrowserSupport(signal),
  staleTime: 60_000,
});

export type BrowserStatus = BrowserSupport['items'][number];

/**
 * The suite form's browsers with whether this install can run them (GET /api/browsers). `missing`
 * looks one up: its install command when the server said it cannot launch it, else undefined
 * (also while the answer is on its way or failed: the server still refuses such a run).
 */
export function useBrowserSupport() {
  const query = useQuery(browserSupportQueryOptions);
  const missing = (browser: string): BrowserStatus | undefined =>
    query.data?.items.find((item) => item.browser === (browser as Browser) && !item.installed);
  return { ...query, missing };
}
