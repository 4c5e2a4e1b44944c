import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ACTIVE_RUNS_QUERY_KEY } from './get-active-runs';

export function cancelRun(id: string): Promise<{ id: string; status: string }> {
  return api.post<{ id: string; status: string }>(
    `/api/admin/runs/${encodeURIComponent(id)}/cancel`,
  );
}

/** An admin's cancel of any account's run; the list is asked again either way (a run that
 *  finished meanwhile answers 409 and leaves it). */
export function useCancelRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRun,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACTIVE_RUNS_QUERY_KEY }),
  });
}
