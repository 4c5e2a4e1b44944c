import type { UpgradeRequest, UpgradeResponse } from '@scout/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CURRENT_PLAN_QUERY_KEY } from './get-current-plan';

export function requestUpgrade(body: UpgradeRequest): Promise<UpgradeResponse> {
  return api.post<UpgradeResponse>('/api/upgrade', body);
}

/** Records that the user wants Pro (profiles.wants_upgrade). */
export function useRequestUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestUpgrade,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_PLAN_QUERY_KEY }),
  });
}
