import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function deleteTest(id: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/api/tests/${encodeURIComponent(id)}`);
}

export function useDeleteTest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTest, onSuccess: () => queryClient.invalidateQueries() });
}
