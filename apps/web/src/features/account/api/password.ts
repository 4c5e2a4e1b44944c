import type {
  ChangePasswordRequest,
  RequestPasswordReset,
  ResetPasswordRequest,
} from '@scout/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type MessageResponse = { message: string };

export function changePassword(body: ChangePasswordRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/account/password', body);
}
export const useChangePassword = () => useMutation({ mutationFn: changePassword });

export function requestPasswordReset(body: RequestPasswordReset): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/account/password-reset/request', body);
}
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/account/password-reset', body);
}
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
