import type { JoinWaitingList, JoinWaitingListResponse } from '@scout/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/query-client';

export function joinWaitingList(body: JoinWaitingList): Promise<JoinWaitingListResponse> {
  return api.post<JoinWaitingListResponse>('/api/waiting-list', body);
}

/** Joins the list; a signed-in user joining with their own email is a lead from then on. */
export function useJoinWaitingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitingList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
