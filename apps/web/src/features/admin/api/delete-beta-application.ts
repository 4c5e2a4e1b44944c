import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BETA_APPLICATIONS_QUERY_KEY } from './get-beta-applications';

export function deleteBetaApplication(id: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/api/admin/beta-applications/${encodeURIComponent(id)}`);
}

export function useDeleteBetaApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBetaApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BETA_APPLICATIONS_QUERY_KEY }),
  });
}
