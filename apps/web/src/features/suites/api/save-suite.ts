import type { CreateSuiteRequest, SavedSuite, UpdateSuiteRequest } from '@scout/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function createSuite(body: CreateSuiteRequest): Promise<SavedSuite> {
  return api.post<SavedSuite>('/api/test-suites', body);
}

export function updateSuite(id: string, body: UpdateSuiteRequest): Promise<SavedSuite> {
  return api.put<SavedSuite>(`/api/test-suites/${encodeURIComponent(id)}`, body);
}

// Suites feed the dashboard counts, the usage text, the test pickers and test statuses
// (a new starting URL turns DRAFT tests READY): refresh everything cached.
export function useCreateSuite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSuite, onSuccess: () => queryClient.invalidateQueries() });
}

export function useUpdateSuite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateSuiteRequest }) => updateSuite(id, body),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
