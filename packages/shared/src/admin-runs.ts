import { z } from 'zod';

/** How many active runs Admin → Runs lists at most (the oldest; `total` counts them all). */
export const ADMIN_ACTIVE_RUNS_LIMIT = 200;

/** A QUEUED or RUNNING run of any account, as Admin → Runs lists it. */
export const AdminActiveRunSchema = z.object({
  id: z.string(),
  test_id: z.string(),
  test_name: z.string(),
  user_id: z.string(),
  owner_email: z.string(),
  status: z.enum(['QUEUED', 'RUNNING']),
  created_at: z.string(),
  /** When a worker took it; null while it is queued. */
  started_at: z.string().nullable(),
});
export type AdminActiveRun = z.infer<typeof AdminActiveRunSchema>;

export const AdminActiveRunListSchema = z.object({
  items: z.array(AdminActiveRunSchema),
  total: z.number().int(),
});
export type AdminActiveRunList = z.infer<typeof AdminActiveRunListSchema>;

export const ADMIN_RUN_MESSAGES = {
  title: 'Runs',
  subtitle: 'Queued and running test runs of every account',
  empty: 'No run is queued or running',
  partial: (shown: number, total: number) => `Showing the oldest ${shown} of ${total} runs`,
  cancelTitle: 'Cancel Run',
  cancelDescription: (test: string, owner: string) =>
    `Cancel the run of “${test}” by ${owner}? It stops at once and ends CANCELLED; its owner sees it cancelled.`,
  cancelConfirm: 'Cancel run',
  keep: 'Keep it',
  cancelledTitle: 'Run Cancelled',
  cancelledDescription: 'The run has been cancelled.',
  cancelFailed: 'Failed to cancel the run. Please try again.',
} as const;
