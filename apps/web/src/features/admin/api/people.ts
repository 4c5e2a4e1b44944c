import type {
  AdminLeadList,
  AdminUpgradeRequest,
  AdminUpgradeRequestList,
  AdminUserList,
  InviteLeadResponse,
  PlanName,
} from '@scout/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BETA_APPLICATIONS_QUERY_KEY } from './get-beta-applications';

export const LEADS_QUERY_KEY = ['admin', 'leads'] as const;
export const USERS_QUERY_KEY = ['admin', 'users'] as const;
export const UPGRADE_REQUESTS_QUERY_KEY = ['admin', 'upgrade-requests'] as const;

export type PeopleListParams = { page: number; pageSize: number; search: string };

function listQuery(params: PeopleListParams): URLSearchParams {
  const query = new URLSearchParams({
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  if (params.search.trim()) query.set('search', params.search.trim());
  return query;
}

/** The CSV of every lead matching `search`: a plain link, so the browser downloads it. */
export function leadsExportUrl(search: string): string {
  const query = new URLSearchParams();
  if (search.trim()) query.set('search', search.trim());
  const suffix = query.size > 0 ? `?${query}` : '';
  return `/api/admin/leads/export${suffix}`;
}

/** One page of the waiting list's leads, newest first. */
export function useLeads(params: PeopleListParams) {
  return useQuery({
    queryKey: [...LEADS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) =>
      api.get<AdminLeadList>(`/api/admin/leads?${listQuery(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Invites a lead: it becomes an approved beta application and its access code is emailed. */
export function useInviteLead(
  outcome: {
    onSuccess?: (answer: InviteLeadResponse) => void;
    onError?: (error: unknown) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<InviteLeadResponse>(`/api/admin/leads/${encodeURIComponent(id)}/invite`),
    // Here rather than in mutate(): those fire for the last call only, and each click of a
    // double click has its own answer to tell.
    onSuccess: outcome.onSuccess,
    onError: outcome.onError,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: BETA_APPLICATIONS_QUERY_KEY }),
      ]),
  });
}

export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ ok: true }>(`/api/admin/leads/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY }),
  });
}

/** One page of accounts, newest first, with plan, usage and access. */
export function useAdminUsers(params: PeopleListParams) {
  return useQuery({
    queryKey: [...USERS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) =>
      api.get<AdminUserList>(`/api/admin/users?${listQuery(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSetUserPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; plan: PlanName }) =>
      api.put<{ ok: true }>(`/api/admin/users/${encodeURIComponent(input.id)}/plan`, {
        plan: input.plan,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}

export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; disabled: boolean }) =>
      api.put<{ ok: true }>(`/api/admin/users/${encodeURIComponent(input.id)}/disabled`, {
        disabled: input.disabled,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}

/** One page of upgrade requests, newest first; `handled` false shows the open ones only. */
export function useUpgradeRequests(params: {
  page: number;
  pageSize: number;
  handled: boolean | null;
}) {
  return useQuery({
    queryKey: [...UPGRADE_REQUESTS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        page: String(params.page),
        pageSize: String(params.pageSize),
      });
      if (params.handled !== null) query.set('handled', String(params.handled));
      return api.get<AdminUpgradeRequestList>(`/api/admin/upgrade-requests?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useMarkUpgradeHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<AdminUpgradeRequest>(
        `/api/admin/upgrade-requests/${encodeURIComponent(id)}/handled`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: UPGRADE_REQUESTS_QUERY_KEY }),
  });
}
