import type { GithubIntegration, GithubSettingsRequest } from '@scout/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { GITHUB_QUERY_KEY } from './get-github-status';

export function saveGithubSettings(settings: GithubSettingsRequest): Promise<GithubIntegration> {
  return api.put<GithubIntegration>('/api/integrations/github/settings', settings);
}

export function useSaveGithubSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGithubSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GITHUB_QUERY_KEY }),
  });
}
