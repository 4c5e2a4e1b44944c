import { z } from 'zod';
import { SUITE_MESSAGES } from './suites.js';

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification channel not found',
  kindInvalid: 'Choose Email, Slack, Microsoft Teams or Webhook',
  nameRequired: 'Give the channel a name',
  emailInvalid: 'Enter a valid email address',
  urlInvalid: 'Enter the http(s) address the messages are posted to',
  eventsRequired: 'Choose at least one of: failures, recoveries, every run',
  testSent: 'Test message queued',
  tooMany: 'You can have up to 25 notification channels: delete one to add another',
  tooManyTests: 'Too many test messages.',
} as const;

/** How many channels one account may have. */
export const MAX_NOTIFICATION_CHANNELS = 25;

/** Where a channel's messages go. */
export const NOTIFICATION_KINDS = ['email', 'slack', 'teams', 'webhook'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  email: 'Email',
  slack: 'Slack',
  teams: 'Microsoft Teams',
  webhook: 'Webhook',
};

/**
 * What a message is about: a run that ended FAILED or ERROR; the first pass of a test after such a
 * run; any run's end; a test message sent from the channel's page.
 */
export const NOTIFICATION_EVENTS = ['failure', 'recovery', 'run', 'test'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** How far a delivery got: waiting for its (next) attempt, delivered, or given up on. */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The webhook's signature header: `sha256=` and the hex HMAC-SHA256 of the raw body. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Scout-Signature';

const name = z
  .string({ error: NOTIFICATION_MESSAGES.nameRequired })
  .trim()
  .min(1, NOTIFICATION_MESSAGES.nameRequired)
  .max(100, NOTIFICATION_MESSAGES.nameRequired);

const httpUrl = z
  .string({ error: NOTIFICATION_MESSAGES.urlInvalid })
  .trim()
  .max(2000, NOTIFICATION_MESSAGES.urlInvalid)
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, NOTIFICATION_MESSAGES.urlInvalid);

const events = {
  on_failure: z.boolean().optional(),
  on_recovery: z.boolean().optional(),
  on_every_run: z.boolean().optional(),
};

/** Whether the address suits the kind: an email for Email, an http(s) URL for the others. */
function targetProblem(kind: NotificationKind, target: string): string | undefined {
  if (kind === 'email')
    return z.email().safeParse(target).success ? undefined : NOTIFICATION_MESSAGES.emailInvalid;
  if (!httpUrl.safeParse(target).success) return NOTIFICATION_MESSAGES.urlInvalid;
  return undefined;
}

export const CreateNotificationChannelRequestSchema = z
  .object({
    kind: z.enum(NOTIFICATION_KINDS, { error: NOTIFICATION_MESSAGES.kindInvalid }),
    name,
    /** The email address, or the URL messages are posted to. */
    target: z.string({ error: NOTIFICATION_MESSAGES.urlInvalid }).trim().max(2000),
    /** Only this suite's runs; without it, every suite's. */
    test_suite_id: z.uuid(SUITE_MESSAGES.notFound).nullable().optional(),
    ...events,
  })
  .strict()
  .superRefine((value, ctx) => {
    const problem = targetProblem(value.kind, value.target);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['target'] });
    const on = [value.on_failure ?? true, value.on_recovery ?? true, value.on_every_run ?? false];
    if (!on.some(Boolean))
      ctx.addIssue({
        code: 'custom',
        message: NOTIFICATION_MESSAGES.eventsRequired,
        path: ['on_failure'],
      });
  });
export type CreateNotificationChannelRequest = z.input<
  typeof CreateNotificationChannelRequestSchema
>;

export const UpdateNotificationChannelRequestSchema = z
  .object({
    name: name.optional(),
    target: z.string().trim().max(2000).optional(),
    test_suite_id: z.uuid(SUITE_MESSAGES.notFound).nullable().optional(),
    is_paused: z.boolean().optional(),
    ...events,
  })
  .strict();
export type UpdateNotificationChannelRequest = z.input<
  typeof UpdateNotificationChannelRequestSchema
>;

/** Checks an update's target against the channel's kind (the kind itself cannot change). */
export function notificationTargetProblem(
  kind: NotificationKind,
  target: string,
): string | undefined {
  return targetProblem(kind, target);
}

export const NotificationChannelSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  name: z.string(),
  target: z.string(),
  test_suite_id: z.string().nullable(),
  /** The suite's name, or null for every suite. */
  test_suite_name: z.string().nullable(),
  on_failure: z.boolean(),
  on_recovery: z.boolean(),
  on_every_run: z.boolean(),
  is_paused: z.boolean(),
  /** The webhook's signing secret (webhooks only): the receiver checks X-Scout-Signature with it. */
  signing_secret: z.string().nullable(),
  /** The last delivery's trouble, until one gets through again. */
  last_error: z.string().nullable(),
  last_delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type NotificationChannel = z.infer<typeof NotificationChannelSchema>;

export const NotificationChannelListResponseSchema = z.object({
  items: z.array(NotificationChannelSchema),
});
export type NotificationChannelListResponse = z.infer<typeof NotificationChannelListResponseSchema>;

export const NotificationDeliverySchema = z.object({
  id: z.string(),
  event: z.enum(NOTIFICATION_EVENTS),
  status: z.enum(DELIVERY_STATUSES),
  /** The run it is about; null for a suite run's message or a test message. */
  test_run_id: z.string().nullable(),
  /** The suite run it is about: one message for all its runs, once the last has ended. */
  suite_run_id: z.string().nullable(),
  attempts: z.number(),
  /** The receiver's HTTP status on the last attempt, if it answered. */
  response_status: z.number().nullable(),
  /** The start of the receiver's answer, or why there was none. */
  response: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});
export type NotificationDelivery = z.infer<typeof NotificationDeliverySchema>;

export const NotificationDeliveryListResponseSchema = z.object({
  items: z.array(NotificationDeliverySchema),
});
export type NotificationDeliveryListResponse = z.infer<
  typeof NotificationDeliveryListResponseSchema
>;
