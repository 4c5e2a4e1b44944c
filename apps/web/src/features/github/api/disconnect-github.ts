import type { GithubIntegration } from '@scout/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { GITHUB_QUERY_KEY } from './get-github-status';

/** The server erases the tokens; the settings stay for the next connection. */
export function disconnectGithub(): Promise<GithubIntegration> {
  return api.delete<GithubIntegration>('/api/integrations/github');
}

export function useDisconnectGithub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectGithub,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GITHUB_QUERY_KEY }),
  });
}
