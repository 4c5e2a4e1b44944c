import { Hono } from 'hono';
import {
  ACCOUNT_MESSAGES,
  ChangePasswordRequestSchema,
  ConfirmEmailRequestSchema,
  RequestPasswordResetSchema,
  ResetPasswordRequestSchema,
  SignUpRequestSchema,
} from '@scout/shared';
import type { AppEnv } from '../context.js';
import { forwardSetCookies } from '../lib/cookies.js';
import { AppError } from '../lib/errors.js';
import { validate } from '../lib/validate.js';
import { limitFailures } from '../middleware/limit-failures.js';
import { limitPasswordResets } from '../middleware/limit-password-resets.js';
import { limitSubmissions } from '../middleware/limit-submissions.js';
import { requireUser } from '../middleware/session.js';
import { changePassword } from '../services/account/change-password.js';
import { confirmEmail } from '../services/account/confirm-email.js';
import { requestPasswordReset } from '../services/account/request-password-reset.js';
import { resetPassword } from '../services/account/reset-password.js';
import { signUp } from '../services/account/sign-up.js';

export const accountRoutes = new Hono<AppEnv>()
  .post(
    '/sign-up',
    limitSubmissions('sign-up'),
    validate('json', SignUpRequestSchema),
    async (c) => {
      const deps = c.get('deps');
      const input = c.req.valid('json');
      const result = await limitFailures(
        c,
        {
          limiters: deps.limiters.accessCodes,
          account: input.email,
          message: 'Too many access code attempts.',
          isFailure: (error) => error instanceof AppError && error.code === 'ACCESS_CODE_INVALID',
        },
        () => signUp(deps, input, deps.config.publicUrl),
      );
      return c.json(result, 201);
    },
  )
  .post('/confirm', validate('json', ConfirmEmailRequestSchema), async (c) => {
    const { headers } = await confirmEmail(c.get('deps'), c.req.valid('json'), c.req.raw.headers);
    const response = c.json({ ok: true });
    forwardSetCookies(headers, response.headers);
    return response;
  })
  .post('/password', requireUser, validate('json', ChangePasswordRequestSchema), async (c) => {
    const { headers } = await changePassword(c.get('deps'), c.req.valid('json'), c.req.raw.headers);
    const response = c.json({ message: ACCOUNT_MESSAGES.passwordChanged });
    forwardSetCookies(headers, response.headers);
    return response;
  })
  .post('/password-reset/request', validate('json', RequestPasswordResetSchema), (c) => {
    const input = c.req.valid('json');
    limitPasswordResets(c, input.email);
    // Not awaited: the answer must not wait on work only a known email gets.
    requestPasswordReset(c.get('deps'), input);
    return c.json({ message: ACCOUNT_MESSAGES.resetRequested });
  })
  .post('/password-reset', validate('json', ResetPasswordRequestSchema), async (c) => {
    await resetPassword(c.get('deps'), c.req.valid('json'));
    return c.json({ message: ACCOUNT_MESSAGES.passwordReset });
  });
