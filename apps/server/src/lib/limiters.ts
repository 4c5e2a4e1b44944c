import type { Config } from './config.js';
import { createRateLimiter, type RateLimiter } from './rate-limit.js';

/** Failed attempts at guessing a secret, counted three ways (decision 016). */
export interface FailureLimiters {
  /** One account from one address: the guessing limit proper. */
  pair: RateLimiter;
  /** One address over every account: a spray of common passwords. */
  address: RateLimiter;
  /** One account from every address: a distributed guess, at a much higher bar. */
  account: RateLimiter;
}

export interface Limiters {
  /** Public forms (waiting list, beta application, sign-up) per address and per signed-in user. */
  submissions: RateLimiter;
  /** Wrong passwords at sign-in. */
  signIn: FailureLimiters;
  /** Wrong access codes at sign-up. */
  accessCodes: FailureLimiters;
  /** Password reset requests, each one counted: every one may send an email. */
  passwordResets: {
    /** One email address from every client address. */
    account: RateLimiter;
    /** One client address over every email address. */
    address: RateLimiter;
  };
  /** Confirmation emails sent again, counted like password resets: each one may mail someone. */
  confirmationResends: {
    account: RateLimiter;
    address: RateLimiter;
  };
  /** Wrong or revoked API keys, per address (a key is too long to guess; this stops a flood). */
  apiKeys: RateLimiter;
  /** A notification channel's test messages, per user: each may mail or post somewhere. */
  testMessages: RateLimiter;
}

const createFailureLimiters = ({ limit, windowMs }: { limit: number; windowMs: number }) => ({
  pair: createRateLimiter({ limit, windowMs }),
  address: createRateLimiter({ limit: limit * 5, windowMs }),
  account: createRateLimiter({ limit: limit * 10, windowMs }),
});

/** This process's limiters; in memory, so each server process counts on its own. */
export function createLimiters(
  config: Pick<Config, 'submissions' | 'signIn' | 'passwordResets'>,
): Limiters {
  const { limit, windowMs } = config.passwordResets;
  return {
    submissions: createRateLimiter(config.submissions),
    signIn: createFailureLimiters(config.signIn),
    accessCodes: createFailureLimiters(config.signIn),
    passwordResets: {
      account: createRateLimiter({ limit, windowMs }),
      address: createRateLimiter({ limit: limit * 5, windowMs }),
    },
    confirmationResends: {
      account: createRateLimiter({ limit, windowMs }),
      address: createRateLimiter({ limit: limit * 5, windowMs }),
    },
    apiKeys: createRateLimiter({
      limit: config.signIn.limit * 5,
      windowMs: config.signIn.windowMs,
    }),
    testMessages: createRateLimiter({ limit: 10, windowMs: 15 * 60_000 }),
  };
}
