import type { AdminFeedbackList } from '@scout/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const FEEDBACK_QUERY_KEY = ['admin', 'feedback'] as const;

export type FeedbackListParams = { page: number; pageSize: number };

export function getFeedback(
  params: FeedbackListParams,
  signal?: AbortSignal,
): Promise<AdminFeedbackList> {
  const query = new URLSearchParams({
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  return api.get<AdminFeedbackList>(`/api/admin/feedback?${query}`, { signal });
}

export const feedbackQueryOptions = (params: FeedbackListParams) =>
  queryOptions({
    queryKey: [...FEEDBACK_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getFeedback(params, signal),
    placeholderData: keepPreviousData,
  });

/** One page of users' feedback, newest first, with each author's email. */
export function useFeedback(params: FeedbackListParams) {
  return useQuery(feedbackQueryOptions(params));
}
