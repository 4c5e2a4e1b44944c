import type { BetaApplicationCreated, CreateBetaApplication } from '@scout/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function applyForBeta(body: CreateBetaApplication): Promise<BetaApplicationCreated> {
  return api.post<BetaApplicationCreated>('/api/beta-applications', body);
}

export function useApplyForBeta() {
  return useMutation({ mutationFn: applyForBeta });
}
