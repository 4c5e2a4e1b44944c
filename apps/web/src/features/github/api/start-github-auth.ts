import type { GithubAuthorizeResponse } from '@scout/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The authorize address, with a state the server bound to this session. */
export function startGithubAuth(): Promise<GithubAuthorizeResponse> {
  return api.post<GithubAuthorizeResponse>('/api/integrations/github/authorize');
}

export function useStartGithubAuth() {
  return useMutation({ mutationFn: startGithubAuth });
}
