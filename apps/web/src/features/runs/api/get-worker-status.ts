import { WorkerStatusSchema, type WorkerStatus } from '@scout/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getWorkerStatus(): Promise<WorkerStatus> {
  return WorkerStatusSchema.parse(await api.get<WorkerStatus>('/api/workers'));
}

export const workerStatusQueryOptions = () =>
  queryOptions({ queryKey: ['workers'], queryFn: getWorkerStatus, refetchInterval: 5_000 });

/** Asked only while a run waits in the queue. */
export function useWorkerStatus(isEnabled: boolean) {
  return useQuery({ ...workerStatusQueryOptions(), enabled: isEnabled });
}
