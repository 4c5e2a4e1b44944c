import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function deleteTestCase(id: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/api/tests/${encodeURIComponent(id)}`);
}

export function useDeleteTestCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestCase,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
