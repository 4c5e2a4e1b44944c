import type { CreateTestRequest, TestDetail, UpdateTestRequest } from '@scout/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function createTest(body: CreateTestRequest): Promise<TestDetail> {
  return api.post<TestDetail>('/api/tests', body);
}

export function updateTest(id: string, body: UpdateTestRequest): Promise<TestDetail> {
  return api.put<TestDetail>(`/api/tests/${encodeURIComponent(id)}`, body);
}

// Tests feed the per-suite usage badges and the dashboard's Active Tests: refresh all of it.
export function useCreateTest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTest, onSuccess: () => queryClient.invalidateQueries() });
}

export function useUpdateTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateTestRequest }) => updateTest(id, body),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
