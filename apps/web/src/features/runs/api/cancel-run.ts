import type { V1Run } from '@scout/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { RUNS_QUERY_KEY } from './get-test-results';

/** Cancels one of the user's queued or running runs; the server stops its process. */
export function cancelRun(runId: string): Promise<V1Run> {
  return api.post<V1Run>(`/api/runs/${encodeURIComponent(runId)}/cancel`);
}

/** The runs are asked again either way: a run that finished meanwhile answers 409. */
export function useCancelRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRun,
    onSettled: () => queryClient.invalidateQueries({ queryKey: RUNS_QUERY_KEY }),
  });
}
