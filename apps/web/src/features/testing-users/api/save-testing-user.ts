import type {
  CreateTestingUserRequest,
  TestingUser,
  UpdateTestingUserRequest,
} from '@scout/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TESTING_USERS_QUERY_KEY } from './get-testing-users';

export function createTestingUser(body: CreateTestingUserRequest): Promise<TestingUser> {
  return api.post<TestingUser>('/api/testing-users', body);
}

export function updateTestingUser(
  id: string,
  body: UpdateTestingUserRequest,
): Promise<TestingUser> {
  return api.put<TestingUser>(`/api/testing-users/${encodeURIComponent(id)}`, body);
}

export function useCreateTestingUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTestingUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TESTING_USERS_QUERY_KEY }),
  });
}

export function useUpdateTestingUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateTestingUserRequest }) =>
      updateTestingUser(id, body),
    // Suites and tests show testing-user badges; their names may have changed.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
