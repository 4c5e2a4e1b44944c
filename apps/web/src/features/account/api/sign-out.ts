import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from './get-session';

export function signOut(): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/session/sign-out');
}

/**
 * Signs out. `leave` runs first (navigate away from /app), and only then is the cached session
 * cleared: clearing it while a protected page is still shown would bounce to /signin.
 */
export function useSignOut({ leave }: { leave: () => void | Promise<void> }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      await leave();
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0],
      });
      queryClient.setQueryData(SESSION_QUERY_KEY, { user: null, expiresAt: null });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
