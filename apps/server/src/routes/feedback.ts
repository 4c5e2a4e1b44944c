import { Hono } from 'hono';
import { CreateFeedbackRequestSchema } from '@scout/shared';
import type { AppEnv } from '../context.js';
import { feedback } from '../db/schema.js';
import { validate } from '../lib/validate.js';
import { requireUser } from '../middleware/session.js';

export const feedbackRoutes = new Hono<AppEnv>().post(
  '/',
  requireUser,
  validate('json', CreateFeedbackRequestSchema),
  async (c) => {
    const { content } = c.req.valid('json');
    const [row] = await c
      .get('deps')
      .database.db.insert(feedback)
      .values({ content, userId: c.get('user')!.id })
      .returning({ id: feedback.id });
    return c.json({ id: row!.id }, 201);
  },
);
