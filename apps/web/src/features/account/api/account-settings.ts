import type {
  AccountSettings,
  ChangeEmailRequest,
  ConfirmEmailChangeRequest,
  DeleteAccountRequest,
  ResendConfirmationRequest,
  UpdateProfileRequest,
} from '@scout/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from './get-session';

type MessageResponse = { message: string };

const ACCOUNT_SETTINGS_KEY = ['account-settings'] as const;

export function getAccountSettings(signal?: AbortSignal): Promise<AccountSettings> {
  return api.get<AccountSettings>('/api/account', { signal });
}
export const accountSettingsQueryOptions = queryOptions({
  queryKey: ACCOUNT_SETTINGS_KEY,
  queryFn: ({ signal }) => getAccountSettings(signal),
});
export const useAccountSettings = () => useQuery(accountSettingsQueryOptions);

export function updateAccountName(body: UpdateProfileRequest): Promise<MessageResponse> {
  return api.patch<MessageResponse>('/api/account', body);
}
export function useUpdateAccountName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_SETTINGS_KEY }),
  });
}

export function requestEmailChange(body: ChangeEmailRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/account/email', body);
}
export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_SETTINGS_KEY }),
  });
}

export function confirmEmailChange(body: ConfirmEmailChangeRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/account/email/confirm', body);
}
/** The session shows the email: it is re-read once the change applies. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_SETTINGS_KEY });
    },
  });
}

export function resendConfirmation(body: ResendConfirmationRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/account/confirmation/resend', body);
}
export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });

export function deleteAccount(body: DeleteAccountRequest): Promise<MessageResponse> {
  return api.delete<MessageResponse>('/api/account', { body });
}
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
