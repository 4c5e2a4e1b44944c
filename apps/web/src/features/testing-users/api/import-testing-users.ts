import type { ImportTestingUsersRequest, ImportTestingUsersResponse } from '@scout/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { importInBatches, type ImportProgress, type ImportSummary } from '../lib/import-in-batches';
import { TESTING_USERS_QUERY_KEY } from './get-testing-users';

export function importTestingUsers(
  body: ImportTestingUsersRequest,
): Promise<ImportTestingUsersResponse> {
  return api.post<ImportTestingUsersResponse>('/api/testing-users/import', body);
}

/** Sends the preview's valid rows in batches of 5 with a 100 ms pause; resolves to a summary. */
export function useImportTestingUsers(onProgress?: (progress: ImportProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      rows: { rowNumber: number; values: Record<string, string> }[],
    ): Promise<ImportSummary> =>
      importInBatches(rows, (batch) => importTestingUsers({ rows: batch }), onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TESTING_USERS_QUERY_KEY }),
  });
}
