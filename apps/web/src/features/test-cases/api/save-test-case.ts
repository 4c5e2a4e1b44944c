import type { CreateTestRequest, TestDetail, UpdateTestRequest } from '@scout/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function createTestCase(body: CreateTestRequest): Promise<TestDetail> {
  return api.post<TestDetail>('/api/tests', body);
}

export function updateTestCase(id: string, body: UpdateTestRequest): Promise<TestDetail> {
  return api.put<TestDetail>(`/api/tests/${encodeURIComponent(id)}`, body);
}

// Tests feed the per-suite usage badges and the dashboard's Active Tests: refresh all of it.
export function useCreateTestCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTestCase,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useUpdateTestCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateTestRequest }) => updateTestCase(id, body),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
