import { z } from 'zod';
import { CronError, isValidTimeZone, nextRunAfter, parseCron } from './cron.js';

export const SCHEDULE_MESSAGES = {
  notFound: 'Schedule not found',
  targetRequired: 'Choose a test suite or a test to schedule',
  cronRequired: 'A schedule needs a cron expression',
  timeZoneInvalid: 'Choose a time zone such as Europe/Berlin or UTC',
  neverRuns: 'This schedule never runs: no time matches it within five years',
} as const;

/** Who or what started a run. */
export const RUN_TRIGGERS = ['click', 'schedule', 'api', 'ci'] as const;
export type RunTrigger = (typeof RUN_TRIGGERS)[number];

/** A five-field cron that runs at least once within five years; spaces normalised. */
export const CronSchema = z
  .string({ error: SCHEDULE_MESSAGES.cronRequired })
  .trim()
  .min(1, SCHEDULE_MESSAGES.cronRequired)
  .max(120, SCHEDULE_MESSAGES.cronRequired)
  .transform((value, ctx) => {
    try {
      const cron = parseCron(value);
      if (!nextRunAfter(cron, 'UTC', new Date())) ctx.addIssue(SCHEDULE_MESSAGES.neverRuns);
    } catch (error) {
      if (!(error instanceof CronError)) throw error;
      ctx.addIssue(error.message);
    }
    return value.split(/\s+/).join(' ');
  });

export const TimeZoneSchema = z
  .string({ error: SCHEDULE_MESSAGES.timeZoneInvalid })
  .trim()
  .refine(isValidTimeZone, SCHEDULE_MESSAGES.timeZoneInvalid);

export const CreateScheduleRequestSchema = z
  .object({
    test_suite_id: z.uuid(SCHEDULE_MESSAGES.targetRequired).optional(),
    test_id: z.uuid(SCHEDULE_MESSAGES.targetRequired).optional(),
    cron: CronSchema,
    timezone: TimeZoneSchema,
    is_paused: z.boolean().optional(),
  })
  .strict()
  .refine((v) => (v.test_suite_id === undefined) !== (v.test_id === undefined), {
    error: SCHEDULE_MESSAGES.targetRequired,
    path: ['test_suite_id'],
  });
export type CreateScheduleRequest = z.input<typeof CreateScheduleRequestSchema>;

export const UpdateScheduleRequestSchema = z
  .object({
    cron: CronSchema.optional(),
    timezone: TimeZoneSchema.optional(),
    is_paused: z.boolean().optional(),
  })
  .strict();
export type UpdateScheduleRequest = z.input<typeof UpdateScheduleRequestSchema>;

export const ScheduleListQuerySchema = z.object({
  test_suite_id: z.uuid(SCHEDULE_MESSAGES.notFound).optional(),
});

export const ScheduleSchema = z.object({
  id: z.string(),
  test_suite_id: z.string().nullable(),
  test_id: z.string().nullable(),
  /** The suite's or the test's name. */
  target_name: z.string(),
  cron: z.string(),
  timezone: z.string(),
  /** "Every weekday at 02:00", or the cron. */
  description: z.string(),
  is_paused: z.boolean(),
  /** The next few runs (none while paused). */
  next_runs: z.array(z.string()),
  last_run_at: z.string().nullable(),
  /** The last time a tick queued nothing, and why (e.g. the plan's daily runs were used up). */
  last_skipped_at: z.string().nullable(),
  last_skip_reason: z.string().nullable(),
  created_at: z.string(),
});
export type Schedule = z.infer<typeof ScheduleSchema>;

export const ScheduleListResponseSchema = z.object({ items: z.array(ScheduleSchema) });
export type ScheduleListResponse = z.infer<typeof ScheduleListResponseSchema>;
