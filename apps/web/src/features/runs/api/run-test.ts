import type { TestRun, TestStatus, TriggerRunRequest } from '@scout/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getCachedTestStatus, setTestStatusInCache } from '../lib/test-status-cache';
import { liveRunQueryKey, setLiveRunStatus, type LiveRun } from '../live/live-run-store';
import { testResultsQueryOptions } from './get-test-results';

/** Spec 4: the run is triggered 1 s after the click on the list, 0.5 s on the detail page. */
export const RUN_TRIGGER_DELAY_MS = { list: 1000, detail: 500 } as const;

/** Queues a run; the server alone decides how many runs "today" holds (decision 017). */
export function runTest(testId: string): Promise<TestRun> {
  const body: TriggerRunRequest = {};
  return api.post<TestRun>(`/api/tests/${encodeURIComponent(testId)}/runs`, body);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Options = {
  triggerDelayMs: number;
  /** Show the test as QUEUED from the click on (the detail page), and undo that if the run fails to start. */
  isOptimistic?: boolean;
};

/**
 * Starts a run of a test (POST /api/tests/:id/runs) after the trigger delay. The mutation is
 * pending for the delay too, which is what keeps Run disabled while a run is starting.
 */
export function useRunTest({ triggerDelayMs, isOptimistic = false }: Options) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (testId: string) => {
      if (triggerDelayMs > 0) await wait(triggerDelayMs);
      return runTest(testId);
    },
    onMutate: (testId): { previous?: TestStatus } => {
      if (!isOptimistic) return {};
      const previous = getCachedTestStatus(queryClient, testId);
      setTestStatusInCache(queryClient, testId, 'QUEUED');
      return { previous };
    },
    onSuccess: (run) => {
      // The live stream may already have moved this run on (to RUNNING); never put it back.
      const live = queryClient.getQueryData<LiveRun>(liveRunQueryKey(run.test_id));
      if (live?.runId !== run.id) {
        setTestStatusInCache(queryClient, run.test_id, 'QUEUED');
        setLiveRunStatus(queryClient, run.test_id, run.id, run.status);
      }
      void queryClient.invalidateQueries({
        queryKey: testResultsQueryOptions(run.test_id).queryKey,
      });
      void queryClient.invalidateQueries({ queryKey: ['plans', 'current'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
    onError: (_error, testId, context) => {
      const isStillOptimistic = getCachedTestStatus(queryClient, testId) === 'QUEUED';
      if (context?.previous && isStillOptimistic)
        setTestStatusInCache(queryClient, testId, context.previous);
    },
  });
}
