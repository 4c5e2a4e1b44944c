import type { GithubIntegration, GithubOAuthRequest } from '@scout/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { GITHUB_QUERY_KEY } from './get-github-status';

/** The OAuth callback's code and state, exchanged by the server for tokens it keeps. */
export function connectGithub(request: GithubOAuthRequest): Promise<GithubIntegration> {
  return api.post<GithubIntegration>('/api/integrations/github/oauth', request);
}

export function useConnectGithub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectGithub,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GITHUB_QUERY_KEY }),
  });
}
