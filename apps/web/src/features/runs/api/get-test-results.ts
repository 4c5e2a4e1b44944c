import type { TestResultsResponse } from '@scout/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const RUNS_QUERY_KEY = ['runs'] as const;

export function getTestResults(testId: string, signal?: AbortSignal): Promise<TestResultsResponse> {
  return api.get<TestResultsResponse>(`/api/tests/${encodeURIComponent(testId)}/results`, {
    signal,
  });
}

export const testResultsQueryOptions = (testId: string) =>
  queryOptions({
    queryKey: [...RUNS_QUERY_KEY, 'results', testId],
    queryFn: ({ signal }) => getTestResults(testId, signal),
  });

/** A test's runs and their results, newest first; screenshot and trace links are signed for an hour. */
export function useTestResults(testId: string) {
  return useQuery(testResultsQueryOptions(testId));
}
