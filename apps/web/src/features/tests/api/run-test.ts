import type { TestRun, TriggerRunRequest } from '@scout/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TESTS_QUERY_KEY } from './get-tests';

/** Queues a run; the browser's offset lets the server count today's runs from local midnight. */
export function runTest(testId: string): Promise<TestRun> {
  const body: TriggerRunRequest = { tzOffset: new Date().getTimezoneOffset() };
  return api.post<TestRun>(`/api/tests/${encodeURIComponent(testId)}/runs`, body);
}

/**
 * Starts a run of a test (POST /api/tests/:id/runs). Live status updates and the list page's
 * failure check belong to the runs work; this hook is where they plug in.
 */
export function useRunTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runTest,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
