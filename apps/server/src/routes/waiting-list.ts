import { Hono } from 'hono';
import { JoinWaitingListSchema } from '@scout/shared';
import type { AppEnv } from '../context.js';
import { validate } from '../lib/validate.js';
import { limitSubmissions } from '../middleware/limit-submissions.js';
import { sendFounderNote } from '../services/leads/founder-note.js';
import { joinWaitingList } from '../services/waiting-list/join-waiting-list.js';

/** Public: anyone may join; a duplicate email is a 409 with the spec's notice. A new lead is sent
 *  the founder's note (once, claimed in SQL: services/leads/founder-note.ts). */
export const waitingListRoutes = new Hono<AppEnv>().post(
  '/',
  limitSubmissions('waiting-list'),
  validate('json', JoinWaitingListSchema),
  async (c) => {
    const deps = c.get('deps');
    const { joined, leadId } = await joinWaitingList(
      deps.database.db,
      c.req.valid('json'),
      c.get('user'),
    );
    // The founder's note goes now, without holding the answer; if it fails, the sweep retries.
    void sendFounderNote(deps, leadId).catch(() => undefined);
    return c.json(joined, 201);
  },
);
