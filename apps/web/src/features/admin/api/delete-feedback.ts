import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FEEDBACK_QUERY_KEY } from './get-feedback';

export function deleteFeedback(id: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/api/admin/feedback/${encodeURIComponent(id)}`);
}

export function useDeleteFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_QUERY_KEY }),
  });
}
