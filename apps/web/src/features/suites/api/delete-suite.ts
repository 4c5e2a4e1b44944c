import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function deleteSuite(id: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/api/test-suites/${encodeURIComponent(id)}`);
}

/** Deletes a suite and, on the server, its tests. */
export function useDeleteSuite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSuite, onSuccess: () => queryClient.invalidateQueries() });
}
