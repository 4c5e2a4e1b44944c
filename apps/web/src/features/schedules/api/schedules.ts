import type {
  CreateScheduleRequest,
  Schedule,
  ScheduleListResponse,
  UpdateScheduleRequest,
} from '@scout/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const SCHEDULES_QUERY_KEY = ['schedules'] as const;

/** A suite's schedules (its own and its tests'); refreshed every half minute, as ticks pass. */
export function useSuiteSchedules(suiteId: string) {
  return useQuery({
    queryKey: [...SCHEDULES_QUERY_KEY, suiteId],
    queryFn: () =>
      api.get<ScheduleListResponse>(`/api/schedules?test_suite_id=${encodeURIComponent(suiteId)}`),
    refetchInterval: 30_000,
  });
}

export function useCreateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateScheduleRequest) => api.post<Schedule>('/api/schedules', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHEDULES_QUERY_KEY }),
  });
}

export function useUpdateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateScheduleRequest & { id: string }) =>
      api.patch<Schedule>(`/api/schedules/${encodeURIComponent(id)}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHEDULES_QUERY_KEY }),
  });
}

export function useDeleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/api/schedules/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHEDULES_QUERY_KEY }),
  });
}
