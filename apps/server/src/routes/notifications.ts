import { Hono } from 'hono';
import {
  NOTIFICATION_MESSAGES,
  CreateNotificationChannelRequestSchema,
  UpdateNotificationChannelRequestSchema,
  type NotificationChannel,
  type NotificationChannelListResponse,
  type NotificationDelivery,
  type NotificationDeliveryListResponse,
} from '@scout/shared';
import type { AppEnv } from '../context.js';
import { validate } from '../lib/validate.js';
import { AppError } from '../lib/errors.js';
import { formatRetryAfter } from '../lib/rate-limit.js';
import { requireUser } from '../middleware/session.js';
import {
  createChannel,
  deleteChannel,
  getChannel,
  listChannels,
  listDeliveries,
  queueTestMessage,
  updateChannel,
} from '../services/notifications/manage-channels.js';

/**
 * A user's notification channels (issue 28) at /api/notification-channels: where run results are
 * sent, each channel's delivery log, and a test message. Another user's channel answers 404.
 */
export const notificationRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const { database, secrets } = c.get('deps');
    return c.json<NotificationChannelListResponse>(
      await listChannels(database.db, secrets, c.get('user')!.id),
    );
  })
  .post('/', validate('json', CreateNotificationChannelRequestSchema), async (c) => {
    const { database, secrets } = c.get('deps');
    return c.json<NotificationChannel>(
      await createChannel(database.db, secrets, c.get('user')!.id, c.req.valid('json')),
      201,
    );
  })
  .get('/:id', async (c) => {
    const { database, secrets } = c.get('deps');
    return c.json<NotificationChannel>(
      await getChannel(database.db, secrets, c.get('user')!.id, c.req.param('id')),
    );
  })
  .patch('/:id', validate('json', UpdateNotificationChannelRequestSchema), async (c) => {
    const { database, secrets } = c.get('deps');
    return c.json<NotificationChannel>(
      await updateChannel(
        database.db,
        secrets,
        c.get('user')!.id,
        c.req.param('id'),
        c.req.valid('json'),
      ),
    );
  })
  .delete('/:id', async (c) => {
    await deleteChannel(c.get('deps').database.db, c.get('user')!.id, c.req.param('id'));
    return c.body(null, 204);
  })
  .get('/:id/deliveries', async (c) => {
    const { database, secrets } = c.get('deps');
    return c.json<NotificationDeliveryListResponse>(
      await listDeliveries(database.db, secrets, c.get('user')!.id, c.req.param('id')),
    );
  })
  .post('/:id/test', async (c) => {
    // Queued: the workers' loop sends it within seconds, as it sends a run's. Ten a quarter of an
    // hour per user: each may mail or post to an address the user typed.
    const { database, secrets, limiters } = c.get('deps');
    const userId = c.get('user')!.id;
    await getChannel(database.db, secrets, userId, c.req.param('id'));
    const allowed = limiters.testMessages.hit(userId);
    if (!allowed.isAllowed) {
      c.header('Retry-After', String(Math.ceil(allowed.retryAfterMs / 1000)));
      throw new AppError(
        'RATE_LIMITED',
        formatRetryAfter(allowed.retryAfterMs, NOTIFICATION_MESSAGES.tooManyTests),
      );
    }
    return c.json<NotificationDelivery>(
      await queueTestMessage(database.db, secrets, userId, c.req.param('id')),
      202,
    );
  });
