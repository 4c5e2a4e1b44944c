import { Hono } from 'hono';
import {
  AUTH_MESSAGES,
  ConfirmEmailRequestSchema,
  MIN_PASSWORD_LENGTH,
  SignUpRequestSchema,
} from '@scout/shared';
import { z } from 'zod';
import type { AppEnv } from '../context.js';
import { forwardSetCookies } from '../lib/cookies.js';
import { validate } from '../lib/validate.js';
import { confirmEmail } from '../services/account/confirm-email.js';
import { signUp } from '../services/account/sign-up.js';

// The sign-up form says 'must be at least 6'; the server's answer to a weak password is the
// account service's own wording (spec section 8).
const ServerSignUpSchema = SignUpRequestSchema.extend({
  password: z
    .string({ error: AUTH_MESSAGES.weakPassword })
    .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.weakPassword),
});

export const accountRoutes = new Hono<AppEnv>()
  .post('/sign-up', validate('json', ServerSignUpSchema), async (c) => {
    const deps = c.get('deps');
    const origin = deps.config.publicUrl;
    const result = await signUp(deps, c.req.valid('json'), origin);
    return c.json(result, 201);
  })
  .post('/confirm', validate('json', ConfirmEmailRequestSchema), async (c) => {
    const { headers } = await confirmEmail(c.get('deps'), c.req.valid('json'), c.req.raw.headers);
    const response = c.json({ ok: true });
    forwardSetCookies(headers, response.headers);
    return response;
  });
