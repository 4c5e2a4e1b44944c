import { z } from 'zod';
import { RUN_STATUSES, TEST_STATUSES } from './constants.js';
import { StepReportSchema } from './agent.js';

/** What the live stream (/api/live, server-sent events) tells a user's open pages. */
export const LiveEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('test'),
    testId: z.string(),
    status: z.enum(TEST_STATUSES),
  }),
  z.object({
    type: z.literal('run'),
    testId: z.string(),
    runId: z.string(),
    status: z.enum(RUN_STATUSES),
  }),
  z.object({
    type: z.literal('step'),
    testId: z.string(),
    runId: z.string(),
    step: StepReportSchema,
  }),
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;
