import { Hono } from 'hono';
import { z } from 'zod';
import {
  CreateScheduleRequestSchema,
  ScheduleListQuerySchema,
  UpdateScheduleRequestSchema,
  type Schedule,
  type ScheduleListResponse,
} from '@scout/shared';
import type { AppEnv } from '../context.js';
import { validate } from '../lib/validate.js';
import { requireUser } from '../middleware/session.js';
import {
  createSchedule,
  deleteSchedule,
  getSchedule,
  listSchedules,
  updateSchedule,
} from '../services/schedules/manage-schedules.js';

/**
 * A user's schedules (issue 28), for the web app at /api/schedules and for the REST API at
 * /api/v1/schedules: the same handlers, so both check the same ownership (another user's answers
 * 404) whichever way the user is known.
 */
export const scheduleRoutes = new Hono<AppEnv>()
  .get('/', validate('query', ScheduleListQuerySchema), async (c) =>
    c.json<ScheduleListResponse>(
      await listSchedules(
        c.get('deps').database.db,
        c.get('user')!.id,
        c.req.valid('query').test_suite_id,
      ),
    ),
  )
  .post('/', validate('json', CreateScheduleRequestSchema), async (c) =>
    c.json<Schedule>(
      await createSchedule(c.get('deps').database.db, c.get('user')!.id, c.req.valid('json')),
      201,
    ),
  )
  .get('/:id', async (c) =>
    c.json<Schedule>(
      await getSchedule(c.get('deps').database.db, c.get('user')!.id, c.req.param('id')),
    ),
  )
  .patch('/:id', validate('json', UpdateScheduleRequestSchema), async (c) =>
    c.json<Schedule>(
      await updateSchedule(
        c.get('deps').database.db,
        c.get('user')!.id,
        c.req.param('id'),
        c.req.valid('json'),
      ),
    ),
  )
  .delete('/:id', async (c) => {
    await deleteSchedule(c.get('deps').database.db, c.get('user')!.id, c.req.param('id'));
    return c.body(null, 204);
  });

/** The session API's schedules: signed in first. */
export const sessionScheduleRoutes = new Hono<AppEnv>().use(requireUser).route('/', scheduleRoutes);

/**
 * Tests only (SCOUT_TEST_CLOCK): sets the clock this server's worker fires schedules by, so an
 * end-to-end test fires a schedule without waiting. Without the setting it is no route at all.
 */
export const testClockRoutes = new Hono<AppEnv>().post(
  '/',
  // Absent without the setting, whoever asks (signed in or not).
  async (c, next) =>
    c.get('deps').testClock
      ? next()
      : c.json({ code: 'NOT_FOUND', message: 'No such API route' }, 404),
  requireUser,
  validate('json', z.object({ now: z.iso.datetime() })),
  (c) => {
    const clock = c.get('deps').testClock;
    if (!clock) return c.json({ code: 'NOT_FOUND', message: 'No such API route' }, 404);
    clock.set(new Date(c.req.valid('json').now));
    return c.json({ now: clock.now().toISOString() });
  },
);
