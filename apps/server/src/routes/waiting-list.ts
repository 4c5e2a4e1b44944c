import { Hono } from 'hono';
import { JoinWaitingListSchema } from '@scout/shared';
import type { AppEnv } from '../context.js';
import { validate } from '../lib/validate.js';
import { limitSubmissions } from '../middleware/limit-submissions.js';
import { joinWaitingList } from '../services/waiting-list/join-waiting-list.js';

/** Public: anyone may join; a duplicate email is a 409 with the spec's notice. */
export const waitingListRoutes = new Hono<AppEnv>().post(
  '/',
  limitSubmissions('waiting-list'),
  validate('json', JoinWaitingListSchema),
  async (c) => {
    const joined = await joinWaitingList(
      c.get('deps').database.db,
      c.req.valid('json'),
      c.get('user'),
    );
    return c.json(joined, 201);
  },
);
