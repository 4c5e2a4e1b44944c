import type { AdminBetaApplication } from '@scout/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BETA_APPLICATIONS_QUERY_KEY } from './get-beta-applications';

/** Sends the access code again; `sentAt` is the send time shown, so a double click sends once. */
export function resendAccessCode(input: {
  id: string;
  sentAt: string | null;
}): Promise<AdminBetaApplication> {
  return api.post<AdminBetaApplication>(
    `/api/admin/beta-applications/${encodeURIComponent(input.id)}/resend-code`,
    { sentAt: input.sentAt },
  );
}

export function useResendAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendAccessCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BETA_APPLICATIONS_QUERY_KEY }),
  });
}
