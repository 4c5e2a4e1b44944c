import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function submitFeedback(content: string): Promise<{ id: string }> {
  return api.post<{ id: string }>('/api/feedback', { content });
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
