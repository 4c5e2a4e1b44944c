import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function deleteTestingUser(id: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/api/testing-users/${encodeURIComponent(id)}`);
}

export function useDeleteTestingUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestingUser,
    // Suites and tests that used this testing user now show none.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
