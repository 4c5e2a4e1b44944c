import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.js';
import { getClientAddress } from '../lib/client-address.js';
import { AppError } from '../lib/errors.js';
import { formatRetryAfter, type RateLimitResult } from '../lib/rate-limit.js';

/** Answers 429 with a Retry-After header (whole seconds) and `message` when `result` refuses. */
export function throwIfRefused(c: Context<AppEnv>, result: RateLimitResult, message: string) {
  if (result.isAllowed) return;
  c.header('Retry-After', String(Math.ceil(result.retryAfterMs / 1000)));
  throw new AppError('RATE_LIMITED', formatRetryAfter(result.retryAfterMs, message));
}

/**
 * Counts every submission of a public form (`form` names it) against the client's address, and
 * against the account when someone is signed in, and answers 429 with a Retry-After header past
 * the limit. Counted before validation, so probing with bad or duplicate data costs as much as a
 * real submission.
 */
export const limitSubmissions = (form: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { config, limiters } = c.get('deps');
    const address = getClientAddress(c, config.trustProxy);
    throwIfRefused(
      c,
      limiters.submissions.hit(`${form}:address:${address}`),
      'Too many submissions from your address.',
    );
    const user = c.get('user');
    if (user) {
      throwIfRefused(
        c,
        limiters.submissions.hit(`${form}:user:${user.id}`),
        'Too many submissions from your account.',
      );
    }
    await next();
  });
