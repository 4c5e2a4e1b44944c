import { Hono } from 'hono';
import { SignInRequestSchema, type SessionResponse } from '@scout/shared';
import type { AppEnv } from '../context.js';
import { forwardSetCookies } from '../lib/cookies.js';
import { AppError } from '../lib/errors.js';
import { validate } from '../lib/validate.js';
import { limitFailures } from '../middleware/limit-failures.js';
import { toSessionUser } from '../middleware/session.js';
import { signIn } from '../services/account/sign-in.js';

export const accountSessionRoutes = new Hono<AppEnv>()
  .get('/', (c) =>
    c.json<SessionResponse>({ user: c.get('user'), expiresAt: c.get('sessionExpiresAt') }),
  )
  .post('/sign-in', validate('json', SignInRequestSchema), async (c) => {
    const deps = c.get('deps');
    const input = c.req.valid('json');
    const { headers, user } = await limitFailures(
      c,
      {
        limiters: deps.limiters.signIn,
        account: input.email,
        message: 'Too many sign-in attempts.',
        isFailure: (error) => error instanceof AppError && error.code === 'INVALID_CREDENTIALS',
      },
      () => signIn(deps, input, c.req.raw.headers),
    );
    const body: SessionResponse = { user: await toSessionUser(deps, user), expiresAt: null };
    const response = c.json(body);
    forwardSetCookies(headers, response.headers);
    return response;
  })
  .post('/sign-out', async (c) => {
    const { auth } = c.get('deps');
    const { headers } = await auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
    const response = c.json({ ok: true });
    forwardSetCookies(headers, response.headers);
    return response;
  });
