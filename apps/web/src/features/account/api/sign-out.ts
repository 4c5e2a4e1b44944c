import { ACCOUNT_MESSAGES } from '@scout/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
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

/**
 * Logout as the app offers it (the Profile menu, the lead's holding screen): home, then a toast;
 * a sign-out that fails says so and stays.
 */
export function useLogout() {
  const navigate = useNavigate();
  const signOut = useSignOut({
    // The page that offered Logout unmounts on the way out, so the success toast is shown from
    // here. flushSync commits the new page before the session is cleared; otherwise the guard
    // would still be mounted, see no user, and bounce to /signin.
    leave: async () => {
      await navigate(paths.home, { flushSync: true });
      toast({
        title: ACCOUNT_MESSAGES.logoutSuccessTitle,
        description: ACCOUNT_MESSAGES.logoutSuccessDescription,
        variant: 'success',
      });
    },
  });
  const logout = () =>
    signOut.mutate(undefined, {
      onError: () =>
        toast({
          title: ACCOUNT_MESSAGES.logoutErrorTitle,
          description: ACCOUNT_MESSAGES.logoutErrorDescription,
          variant: 'destructive',
        }),
    });
  return { logout, isPending: signOut.isPending };
}
