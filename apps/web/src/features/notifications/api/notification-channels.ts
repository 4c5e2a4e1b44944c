import type {
  CreateNotificationChannelRequest,
  NotificationChannel,
  NotificationChannelListResponse,
  NotificationDelivery,
  NotificationDeliveryListResponse,
  UpdateNotificationChannelRequest,
} from '@scout/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const CHANNELS_QUERY_KEY = ['notification-channels'] as const;
const channelPath = (id: string) => `/api/notification-channels/${encodeURIComponent(id)}`;

/** The user's channels; refreshed every half minute, as deliveries succeed or fail. */
export function useNotificationChannels() {
  return useQuery({
    queryKey: CHANNELS_QUERY_KEY,
    queryFn: () => api.get<NotificationChannelListResponse>('/api/notification-channels'),
    refetchInterval: 30_000,
  });
}

/** A channel's delivery log, while it is open on the page. */
export function useChannelDeliveries(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...CHANNELS_QUERY_KEY, id, 'deliveries'],
    queryFn: () => api.get<NotificationDeliveryListResponse>(`${channelPath(id)}/deliveries`),
    enabled,
    refetchInterval: enabled ? 5_000 : false,
  });
}

export function useCreateChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateNotificationChannelRequest) =>
      api.post<NotificationChannel>('/api/notification-channels', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANNELS_QUERY_KEY }),
  });
}

export function useUpdateChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateNotificationChannelRequest & { id: string }) =>
      api.patch<NotificationChannel>(channelPath(id), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANNELS_QUERY_KEY }),
  });
}

export function useDeleteChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(channelPath(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANNELS_QUERY_KEY }),
  });
}

export function useSendTestMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<NotificationDelivery>(`${channelPath(id)}/test`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANNELS_QUERY_KEY }),
  });
}
