import type { ImportTestsRequest, ImportTestsResponse } from '@scout/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function importTestCases(
  suiteId: string,
  body: ImportTestsRequest,
): Promise<ImportTestsResponse> {
  return api.post<ImportTestsResponse>(
    `/api/test-suites/${encodeURIComponent(suiteId)}/tests/import`,
    body,
  );
}

/** Reads a file into a suite's tests (or, with dry_run, only says what it would create). */
export function useImportTestCases(suiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportTestsRequest) => importTestCases(suiteId, body),
    // New tests change the suite's list, its usage badge and the dashboard.
    onSuccess: (result) => {
      if (!result.dry_run) void queryClient.invalidateQueries();
    },
  });
}
