import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  MAX_NOTIFICATION_CHANNELS,
  NOTIFICATION_MESSAGES,
  notificationTargetProblem,
  type CreateNotificationChannelRequest,
  type NotificationChannel,
  type NotificationChannelListResponse,
  type NotificationDelivery,
  type NotificationDeliveryListResponse,
  type NotificationEvent,
  type NotificationKind,
  type UpdateNotificationChannelRequest,
  type DeliveryStatus,
} from '@scout/shared';
import type { Executor } from '../../db/executor.js';
import { notificationChannels, notificationDeliveries, testSuites } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { SecretBox } from '../../lib/crypto.js';
import { recordId } from '../../lib/ids.js';
import { findSuite } from '../suites/to-suite.js';

/** How many deliveries a channel's log shows, newest first. */
export const DELIVERY_LOG_SIZE = 50;

type ChannelRow = typeof notificationChannels.$inferSelect;

/** The API shape of a channel: the webhook's secret opened for its owner, who needs it. */
function toChannel(
  row: ChannelRow,
  suiteName: string | null,
  secrets: SecretBox,
): NotificationChannel {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    name: row.name,
    target: row.target,
    test_suite_id: row.testSuiteId,
    test_suite_name: suiteName,
    on_failure: row.onFailure,
    on_recovery: row.onRecovery,
    on_every_run: row.onEveryRun,
    is_paused: row.isPaused,
    signing_secret: row.signingSecret ? secrets.decrypt(row.signingSecret) : null,
    last_error: row.lastError,
    last_delivered_at: row.lastDeliveredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

async function selectChannels(db: Executor, userId: string, id?: string) {
  return db
    .select({ channel: notificationChannels, suiteName: testSuites.name })
    .from(notificationChannels)
    .leftJoin(testSuites, eq(testSuites.id, notificationChannels.testSuiteId))
    .where(
      and(
        eq(notificationChannels.createdBy, userId),
        id ? eq(notificationChannels.id, id) : undefined,
      ),
    )
    .orderBy(desc(notificationChannels.createdAt));
}

/** The user's channels, newest first. */
export async function listChannels(
  db: Executor,
  secrets: SecretBox,
  userId: string,
): Promise<NotificationChannelListResponse> {
  const rows = await selectChannels(db, userId);
  return { items: rows.map((r) => toChannel(r.channel, r.suiteName, secrets)) };
}

/** One of the user's channels; another user's answers the same 404 as a missing one. */
export async function getChannel(
  db: Executor,
  secrets: SecretBox,
  userId: string,
  id: string,
): Promise<NotificationChannel> {
  const channelId = recordId(id, NOTIFICATION_MESSAGES.notFound);
  const [row] = await selectChannels(db, userId, channelId);
  if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
  return toChannel(row.channel, row.suiteName, secrets);
}

/** A new channel for the user; a suite named must be theirs (another's answers 404). */
export async function createChannel(
  db: Executor,
  secrets: SecretBox,
  userId: string,
  input: CreateNotificationChannelRequest,
): Promise<NotificationChannel> {
  if (input.test_suite_id) await findSuite(db, userId, input.test_suite_id);
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notificationChannels)
    .where(eq(notificationChannels.createdBy, userId));
  if (count >= MAX_NOTIFICATION_CHANNELS)
    throw new AppError('LIMIT_REACHED', NOTIFICATION_MESSAGES.tooMany);
  const [row] = await db
    .insert(notificationChannels)
    .values({
      createdBy: userId,
      kind: input.kind,
      name: input.name,
      target: input.target,
      testSuiteId: input.test_suite_id ?? null,
      onFailure: input.on_failure ?? true,
      onRecovery: input.on_recovery ?? true,
      onEveryRun: input.on_every_run ?? false,
      signingSecret:
        input.kind === 'webhook'
          ? secrets.encrypt(`whsec_${randomBytes(24).toString('base64url')}`)
          : null,
    })
    .returning({ id: notificationChannels.id });
  return getChannel(db, secrets, userId, row!.id);
}

export async function updateChannel(
  db: Executor,
  secrets: SecretBox,
  userId: string,
  id: string,
  input: UpdateNotificationChannelRequest,
): Promise<NotificationChannel> {
  const current = await getChannel(db, secrets, userId, id);
  if (input.target !== undefined) {
    const problem = notificationTargetProblem(current.kind, input.target);
    if (problem) throw new AppError('VALIDATION', problem, undefined, { target: problem });
  }
  if (input.test_suite_id) await findSuite(db, userId, input.test_suite_id);
  const events = {
    onFailure: input.on_failure ?? current.on_failure,
    onRecovery: input.on_recovery ?? current.on_recovery,
    onEveryRun: input.on_every_run ?? current.on_every_run,
  };
  if (!events.onFailure && !events.onRecovery && !events.onEveryRun)
    throw new AppError('VALIDATION', NOTIFICATION_MESSAGES.eventsRequired, undefined, {
      on_failure: NOTIFICATION_MESSAGES.eventsRequired,
    });
  await db
    .update(notificationChannels)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.target !== undefined ? { target: input.target, lastError: null } : {}),
      ...(input.test_suite_id !== undefined ? { testSuiteId: input.test_suite_id } : {}),
      ...(input.is_paused !== undefined ? { isPaused: input.is_paused } : {}),
      ...events,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(notificationChannels.id, current.id), eq(notificationChannels.createdBy, userId)),
    );
  return getChannel(db, secrets, userId, id);
}

export async function deleteChannel(db: Executor, userId: string, id: string): Promise<void> {
  const channelId = recordId(id, NOTIFICATION_MESSAGES.notFound);
  const deleted = await db
    .delete(notificationChannels)
    .where(and(eq(notificationChannels.id, channelId), eq(notificationChannels.createdBy, userId)))
    .returning({ id: notificationChannels.id });
  if (deleted.length === 0) throw notFound(NOTIFICATION_MESSAGES.notFound);
}

/** A channel's latest deliveries, newest first: what was sent, and what the receiver answered. */
export async function listDeliveries(
  db: Executor,
  secrets: SecretBox,
  userId: string,
  id: string,
): Promise<NotificationDeliveryListResponse> {
  const channel = await getChannel(db, secrets, userId, id);
  const rows = await db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.channelId, channel.id))
    .orderBy(desc(notificationDeliveries.createdAt))
    .limit(DELIVERY_LOG_SIZE);
  return { items: rows.map(toDelivery) };
}

function toDelivery(row: typeof notificationDeliveries.$inferSelect): NotificationDelivery {
  return {
    id: row.id,
    event: row.event as NotificationEvent,
    status: row.status as DeliveryStatus,
    test_run_id: row.testRunId,
    suite_run_id: row.suiteRunId,
    attempts: row.attempts,
    response_status: row.responseStatus,
    response: row.response,
    next_attempt_at: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    created_at: row.createdAt.toISOString(),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
  };
}

/** Queues a test message on the channel (sent by the workers' loop as any other). */
export async function queueTestMessage(
  db: Executor,
  secrets: SecretBox,
  userId: string,
  id: string,
): Promise<NotificationDelivery> {
  const channel = await getChannel(db, secrets, userId, id);
  const [row] = await db
    .insert(notificationDeliveries)
    .values({ channelId: channel.id, event: 'test' })
    .returning();
  return toDelivery(row!);
}
