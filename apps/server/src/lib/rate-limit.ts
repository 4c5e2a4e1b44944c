/** The answer to one attempt: allowed, or refused with how long until the next one may pass. */
export type RateLimitResult = { isAllowed: true } | { isAllowed: false; retryAfterMs: number };

export interface RateLimiter {
  /** Counts an attempt under `key` (e.g. a form and a client address) and says if it may pass. */
  hit(key: string): RateLimitResult;
  /** Says if one more attempt under `key` may pass, without counting it. */
  check(key: string): RateLimitResult;
  /** Counts an attempt under `key` that `check` let through (e.g. a failed sign-in). */
  record(key: string): void;
  /** Takes back the latest attempt counted under `key` (it turned out not to be a failure). */
  release(key: string): void;
  /** Forgets `key`'s attempts (e.g. after a successful sign-in). */
  reset(key: string): void;
}

/** Past this many keys, keys with no attempt left in the window are swept on the next count. */
const SWEEP_ABOVE_KEYS = 10_000;

/**
 * At most `limit` attempts per key in any `windowMs` (a sliding window over the attempts' times),
 * in this process's memory: each server process counts on its own, and a restart forgets (see
 * decision 016). `limit` 0 lets everything through.
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

  const recentOf = (key: string, at: number) => {
    const recent = (attempts.get(key) ?? []).filter((time) => time > at - windowMs);
    if (recent.length === 0) attempts.delete(key);
    else attempts.set(key, recent);
    return recent;
  };

  const check = (key: string): RateLimitResult => {
    if (limit === 0) return { isAllowed: true };
    const at = now();
    const recent = recentOf(key, at);
    if (recent.length < limit) return { isAllowed: true };
    return { isAllowed: false, retryAfterMs: recent[recent.length - limit]! + windowMs - at };
  };

  const record = (key: string) => {
    if (limit === 0) return;
    const at = now();
    if (attempts.size > SWEEP_ABOVE_KEYS) {
      for (const [other, times] of attempts) {
        if (times.at(-1)! <= at - windowMs) attempts.delete(other);
      }
    }
    const recent = recentOf(key, at);
    recent.push(at);
    // Only the last `limit` times matter for a decision; older ones would only grow the list.
    attempts.set(key, recent.slice(-limit));
  };

  return {
    check,
    record,
    hit(key) {
      const result = check(key);
      if (result.isAllowed) record(key);
      return result;
    },
    release(key) {
      attempts.get(key)?.pop();
    },
    reset(key) {
      attempts.delete(key);
    },
  };
}

/** The longest wait of several refusals, or allowed when every one allows. */
export function combineResults(results: RateLimitResult[]): RateLimitResult {
  let retryAfterMs = 0;
  for (const result of results) {
    if (!result.isAllowed) retryAfterMs = Math.max(retryAfterMs, result.retryAfterMs);
  }
  return retryAfterMs > 0 ? { isAllowed: false, retryAfterMs } : { isAllowed: true };
}

/** '{lead} Please try again in N minutes.' with N rounded up, at least 1. */
export function formatRetryAfter(
  retryAfterMs: number,
  lead = 'Too many submissions from your address.',
): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `${lead} Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
