import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TESTS_QUERY_KEY } from './get-tests';

/** What POST /api/tests/:id/runs answers; the runs contract (issue 5) will give it a shared schema. */
export type RunTestResponse = { id: string; status: string };

/**
 * Starts a run of a test. Issue 4's API has no runs route yet: this posts to the route the runs
 * work adds (POST /api/tests/:id/runs) and until then the server answers 404, shown as a toast.
 * The runs engineer completes it (shared schema, live status, the 30 s failure check).
 */
export function runTest(testId: string): Promise<RunTestResponse> {
  return api.post<RunTestResponse>(`/api/tests/${encodeURIComponent(testId)}/runs`);
}

export function useRunTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runTest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TESTS_QUERY_KEY }),
  });
}
