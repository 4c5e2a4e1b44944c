import { LiveEventSchema } from '@scout/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyLiveEvent, refetchAfterReconnect } from './apply-live-event';

export const LIVE_URL = '/api/live';
const EVENT_TYPES = ['test', 'run', 'step'] as const;
const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];
// EventSource.CLOSED, spelled out so the check does not need the global (absent in jsdom).
const CLOSED = 2;

type Options = { url?: string; createSource?: (url: string) => EventSource };

/**
 * Opens the user's live stream and feeds it into the query cache. EventSource retries dropped
 * connections itself; an answer it gives up on (a 5xx, a proxy page) is retried here with backoff.
 * Every `ready` after the first means we were away, so the affected queries are refetched.
 * Returns the function that closes it.
 */
export function connectLiveUpdates(queryClient: QueryClient, options: Options = {}): () => void {
  const { url = LIVE_URL, createSource = (to) => new EventSource(to, { withCredentials: true }) } =
    options;
  // Without EventSource (tests that render the app in jsdom) pages simply are not live.
  if (!options.createSource && typeof EventSource === 'undefined') return () => {};
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let hasConnected = false;
  let isClosed = false;

  const onEvent = (message: MessageEvent<string>) => {
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return;
    }
    const parsed = LiveEventSchema.safeParse(data);
    if (parsed.success) applyLiveEvent(queryClient, parsed.data);
  };

  const open = () => {
    source = createSource(url);
    source.addEventListener('ready', () => {
      failures = 0;
      if (hasConnected) refetchAfterReconnect(queryClient);
      hasConnected = true;
    });
    for (const type of EVENT_TYPES) source.addEventListener(type, onEvent as EventListener);
    source.addEventListener('error', () => {
      if (isClosed || source?.readyState !== CLOSED) return;
      const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
      failures += 1;
      retryTimer = setTimeout(open, delay);
    });
  };

  open();
  return () => {
    isClosed = true;
    clearTimeout(retryTimer);
    source?.close();
  };
}

/** Keeps every page of the signed-in app live: one stream per tab while it is mounted. */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => connectLiveUpdates(queryClient), [queryClient]);
  return null;
}
