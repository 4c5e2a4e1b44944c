import type { RunStatus, StepReport } from '@scout/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { RUNS_QUERY_KEY } from '../api/get-test-results';

/** The latest run of a test as the live stream told it: its status and the steps done so far. */
export type LiveRun = { runId: string; status: RunStatus; steps: StepReport[] };

export const liveRunQueryKey = (testId: string) => [...RUNS_QUERY_KEY, 'live', testId] as const;

/** Replaces a test's live run with what `update` makes of it (undefined when none is known). */
export function updateLiveRun(
  queryClient: QueryClient,
  testId: string,
  update: (run: LiveRun | undefined) => LiveRun,
) {
  queryClient.setQueryData<LiveRun>(liveRunQueryKey(testId), (run) => update(run));
}

/** Adds a step to the run it belongs to; a step of a newer run starts that run's list. */
export function addLiveStep(
  queryClient: QueryClient,
  testId: string,
  runId: string,
  step: StepReport,
) {
  updateLiveRun(queryClient, testId, (run) => {
    if (!run || run.runId !== runId) return { runId, status: 'RUNNING', steps: [step] };
    const steps = [...run.steps.filter((s) => s.index !== step.index), step].sort(
      (a, b) => a.index - b.index,
    );
    return { ...run, steps };
  });
}

/** Sets a run's status; a new run id starts an empty step list. */
export function setLiveRunStatus(
  queryClient: QueryClient,
  testId: string,
  runId: string,
  status: RunStatus,
) {
  updateLiveRun(queryClient, testId, (run) =>
    run && run.runId === runId ? { ...run, status } : { runId, status, steps: [] },
  );
}

/**
 * The live run of a test, filled only by the live stream (never fetched): the steps a page has
 * seen since it opened.
 */
export function useLiveRun(testId: string) {
  return useQuery<LiveRun | null>({
    queryKey: liveRunQueryKey(testId),
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
  }).data;
}
