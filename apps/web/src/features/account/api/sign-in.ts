import type { SessionResponse, SignInRequest } from '@scout/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from './get-session';

export function signIn(body: SignInRequest): Promise<SessionResponse> {
  return api.post<SessionResponse>('/api/session/sign-in', body);
}

/** Signs in and re-checks the session, which is what every guard watches. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (session) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
