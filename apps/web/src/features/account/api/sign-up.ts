import type { SignUpRequest, SignUpResponse } from '@scout/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function signUp(body: SignUpRequest): Promise<SignUpResponse> {
  return api.post<SignUpResponse>('/api/account/sign-up', body);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
