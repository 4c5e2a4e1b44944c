import type { ConfirmEmailRequest } from '@scout/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from './get-session';

export function confirmEmail(body: ConfirmEmailRequest): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/account/confirm', body);
}

/** Confirms the address; the server signs the user in, so the session is re-checked. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
