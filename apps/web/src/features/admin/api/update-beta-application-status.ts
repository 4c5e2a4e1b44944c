import type { BetaStatus, UpdateBetaStatusResponse } from '@scout/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BETA_APPLICATIONS_QUERY_KEY } from './get-beta-applications';

export function updateBetaApplicationStatus(input: {
  id: string;
  status: BetaStatus;
}): Promise<UpdateBetaStatusResponse> {
  return api.patch<UpdateBetaStatusResponse>(
    `/api/admin/beta-applications/${encodeURIComponent(input.id)}`,
    { status: input.status },
  );
}

/** Sets an application's status; approving it emails the access code the first time. */
export function useUpdateBetaApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBetaApplicationStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BETA_APPLICATIONS_QUERY_KEY }),
  });
}
