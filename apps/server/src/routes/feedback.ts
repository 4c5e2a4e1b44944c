import { Hono } from 'hono';
import { CreateFeedbackRequestSchema } from '@scout/shared';
import type { AppEnv } from '../context.js';
import { validate } from '../lib/validate.js';
import { requireUser } from '../middleware/session.js';
import { createFeedback } from '../services/feedback/create-feedback.js';

export const feedbackRoutes = new Hono<AppEnv>().post(
  '/',
  requireUser,
  validate('json', CreateFeedbackRequestSchema),
  async (c) => {
    return c.json(
      await createFeedback(
        c.get('deps').database.db,
        c.get('user')!.id,
        c.req.valid('json').content,
      ),
      201,
    );
  },
);
