import type { LiveEvent } from '@scout/shared';
import type { QueryClient } from '@tanstack/react-query';
import { SUITE_RUNS_QUERY_KEY, TESTS_QUERY_KEY } from '@/lib/query-client';
import { RUNS_QUERY_KEY, testResultsQueryOptions } from '../api/get-test-results';
import { setTestStatusInCache } from '../lib/test-status-cache';
import { addLiveStep, setLiveRunStatus } from './live-run-store';

// The dashboard counts active tests and the plan panel counts today's runs: both move with runs.
const USAGE_KEYS = [['dashboard'], ['plans', 'current']] as const;

/**
 * Applies one live event to the caches: statuses are written in place (no refetch), the results
 * of the test and the usage counts are refetched where a page shows them.
 */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent) {
  switch (event.type) {
    case 'test':
      setTestStatusInCache(queryClient, event.testId, event.status);
      for (const queryKey of USAGE_KEYS) void queryClient.invalidateQueries({ queryKey });
      return;
    case 'run':
      setLiveRunStatus(queryClient, event.testId, event.runId, event.status);
      void queryClient.invalidateQueries({
        queryKey: testResultsQueryOptions(event.testId).queryKey,
      });
      // An open suite run page shows its runs' progress.
      void queryClient.invalidateQueries({ queryKey: SUITE_RUNS_QUERY_KEY });
      return;
    case 'step':
      addLiveStep(queryClient, event.testId, event.runId, event.step);
      return;
  }
}

/** After a reconnect the stream may have missed events: refetch what they would have changed. */
export function refetchAfterReconnect(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: TESTS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: [...RUNS_QUERY_KEY, 'results'] });
  void queryClient.invalidateQueries({ queryKey: SUITE_RUNS_QUERY_KEY });
  for (const queryKey of USAGE_KEYS) void queryClient.invalidateQueries({ queryKey });
}
