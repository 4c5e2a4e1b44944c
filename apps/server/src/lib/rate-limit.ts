/** The answer to one attempt: allowed, or refused with how long until the next one may pass. */
export type RateLimitResult = { isAllowed: true } | { isAllowed: false; retryAfterMs: number };

export interface RateLimiter {
  /** Counts an attempt under `key` (e.g. a form and a client address) and says if it may pass. */
  hit(key: string): RateLimitResult;
}

/** Past this many keys, keys with no attempt left in the window are swept on the next hit. */
const SWEEP_ABOVE_KEYS = 10_000;

/**
 * At most `limit` attempts per key in any `windowMs` (a sliding window over the attempts' times),
 * in this process's memory: enough to stop one address flooding a public form. Each server
 * process counts on its own; `limit` 0 lets everything through.
 */
export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const attempts = new Map<string, number[]>();

  const sweep = (since: number) => {
    for (const [key, times] of attempts) {
      if (times.at(-1)! <= since) attempts.delete(key);
    }
  };

  return {
    hit(key) {
      if (limit === 0) return { isAllowed: true };
      const at = now();
      const since = at - windowMs;
      if (attempts.size > SWEEP_ABOVE_KEYS) sweep(since);
      const recent = (attempts.get(key) ?? []).filter((time) => time > since);
      if (recent.length >= limit) {
        attempts.set(key, recent);
        return { isAllowed: false, retryAfterMs: recent[0]! + windowMs - at };
      }
      recent.push(at);
      attempts.set(key, recent);
      return { isAllowed: true };
    },
  };
}

/** 'Please try again in N minutes.' with N rounded up, at least 1. */
export function formatRetryAfter(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many submissions from your address. Please try again in ${minutes} ${
    minutes === 1 ? 'minute' : 'minutes'
  }.`;
}
