import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.js';
import { getClientAddress } from '../lib/client-address.js';
import { AppError } from '../lib/errors.js';
import { formatRetryAfter } from '../lib/rate-limit.js';

/**
 * Counts every submission of a public form (`form` names it) against the client's address and
 * answers 429 with a Retry-After header past the limit. Counted before validation, so probing
 * with bad or duplicate data costs as much as a real submission.
 */
export const limitSubmissions = (form: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { config, submissionLimiter } = c.get('deps');
    const address = getClientAddress(c, config.trustProxy);
    const result = submissionLimiter.hit(`${form}:${address}`);
    if (!result.isAllowed) {
      c.header('Retry-After', String(Math.ceil(result.retryAfterMs / 1000)));
      throw new AppError('RATE_LIMITED', formatRetryAfter(result.retryAfterMs));
    }
    await next();
  });
