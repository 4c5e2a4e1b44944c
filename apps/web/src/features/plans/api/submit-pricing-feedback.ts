import type { PricingFeedbackRequest, PricingFeedbackResponse } from '@scout/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function submitPricingFeedback(
  body: PricingFeedbackRequest,
): Promise<PricingFeedbackResponse> {
  return api.post<PricingFeedbackResponse>('/api/pricing-feedback', body);
}

export function useSubmitPricingFeedback() {
  return useMutation({ mutationFn: submitPricingFeedback });
}
