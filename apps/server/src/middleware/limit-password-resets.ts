import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { getClientAddress } from '../lib/client-address.js';
import { combineResults } from '../lib/rate-limit.js';
import { throwIfRefused } from './limit-submissions.js';

/**
 * Counts a password reset request for `email` and for the client's address, and answers 429
 * with Retry-After past either limit (SCOUT_RESET_LIMIT per email address, 5 times that per
 * client address, in 15 minutes). Every request counts, not only failures: each one may mail
 * someone. The email is counted whether or not it has an account, so a refusal tells nothing.
 * Confirmation emails sent again (`kind` 'confirmationResends') are counted the same way, apart.
 */
export function limitPasswordResets(
  c: Context<AppEnv>,
  email: string,
  kind: 'passwordResets' | 'confirmationResends' = 'passwordResets',
) {
  const { config, limiters } = c.get('deps');
  const { account, address } = limiters[kind];
  const clientAddress = getClientAddress(c, config.trustProxy);
  throwIfRefused(
    c,
    combineResults([account.check(email), address.check(clientAddress)]),
    kind === 'passwordResets'
      ? 'Too many password reset requests.'
      : 'Too many confirmation email requests.',
  );
  account.record(email);
  address.record(clientAddress);
}
