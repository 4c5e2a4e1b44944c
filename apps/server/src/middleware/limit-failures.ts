import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { getClientAddress } from '../lib/client-address.js';
import type { FailureLimiters } from '../lib/limiters.js';
import { combineResults } from '../lib/rate-limit.js';
import { throwIfRefused } from './limit-submissions.js';

/**
 * Runs `attempt` (a sign-in, an access-code check) unless `account` or this address has failed
 * too often lately (429 with Retry-After, before any password is hashed). A failure, as
 * `isFailure` tells it, counts per account and address, per address and per account; a success
 * clears the account-and-address count, so a user who mistypes a few times starts afresh.
 * The attempt is counted before it runs and taken back unless it fails, so many requests at
 * once cannot all pass the check before the first failure is counted.
 */
export async function limitFailures<T>(
  c: Context<AppEnv>,
  opts: {
    limiters: FailureLimiters;
    account: string;
    message: string;
    isFailure: (error: unknown) => boolean;
  },
  attempt: () => Promise<T>,
): Promise<T> {
  const { limiters, account } = opts;
  const address = getClientAddress(c, c.get('deps').config.trustProxy);
  const pairKey = `${account}|${address}`;
  throwIfRefused(
    c,
    combineResults([
      limiters.pair.check(pairKey),
      limiters.address.check(address),
      limiters.account.check(account),
    ]),
    opts.message,
  );
  limiters.pair.record(pairKey);
  limiters.address.record(address);
  limiters.account.record(account);
  const takeBack = () => {
    limiters.pair.release(pairKey);
    limiters.address.release(address);
    limiters.account.release(account);
  };
  try {
    const result = await attempt();
    takeBack();
    limiters.pair.reset(pairKey);
    return result;
  } catch (error) {
    if (!opts.isFailure(error)) takeBack();
    throw error;
  }
}
