import { describe, expect, it } from 'vitest';
import { combineResults, createRateLimiter, formatRetryAfter } from './rate-limit.js';

describe('createRateLimiter', () => {
  it('lets `limit` attempts through per window and key, then says when the next one may pass', () => {
    let clock = 1_000_000;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => clock });

    expect(limiter.hit('a')).toEqual({ isAllowed: true });
    clock += 10_000;
    expect(limiter.hit('a')).toEqual({ isAllowed: true });
    expect(limiter.hit('b')).toEqual({ isAllowed: true });
    clock += 5_000;
    // The first attempt leaves the window 60 s after it was made: 45 s from now.
    expect(limiter.hit('a')).toEqual({ isAllowed: false, retryAfterMs: 45_000 });
    clock += 45_000;
    expect(limiter.hit('a')).toEqual({ isAllowed: true });
    expect(limiter.hit('a')).toEqual({ isAllowed: false, retryAfterMs: 10_000 });
  });

  it('does not count refused attempts, and limit 0 turns it off', () => {
    let clock = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => clock });
    limiter.hit('a');
    for (let i = 0; i < 5; i++) limiter.hit('a');
    clock = 1001;
    expect(limiter.hit('a').isAllowed).toBe(true);

    const off = createRateLimiter({ limit: 0, windowMs: 1000 });
    for (let i = 0; i < 100; i++) expect(off.hit('a').isAllowed).toBe(true);
  });
});

describe('check, record, release and reset', () => {
  it('counts only what is recorded, takes back the latest and forgets on reset', () => {
    let clock = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: () => clock });
    expect(limiter.check('a').isAllowed).toBe(true);
    limiter.record('a');
    clock = 100;
    limiter.record('a');
    expect(limiter.check('a')).toEqual({ isAllowed: false, retryAfterMs: 900 });
    limiter.release('a');
    expect(limiter.check('a').isAllowed).toBe(true);
    limiter.record('a');
    limiter.reset('a');
    expect(limiter.check('a').isAllowed).toBe(true);
  });

  it('combines refusals into the longest wait', () => {
    expect(combineResults([{ isAllowed: true }])).toEqual({ isAllowed: true });
    expect(
      combineResults([
        { isAllowed: false, retryAfterMs: 5 },
        { isAllowed: true },
        { isAllowed: false, retryAfterMs: 9 },
      ]),
    ).toEqual({ isAllowed: false, retryAfterMs: 9 });
  });
});

describe('formatRetryAfter', () => {
  it('rounds up to whole minutes', () => {
    expect(formatRetryAfter(1)).toBe(
      'Too many submissions from your address. Please try again in 1 minute.',
    );
    expect(formatRetryAfter(14 * 60_000 + 1)).toBe(
      'Too many submissions from your address. Please try again in 15 minutes.',
    );
    expect(formatRetryAfter(60_000, 'Too many sign-in attempts.')).toBe(
      'Too many sign-in attempts. Please try again in 1 minute.',
    );
  });
});
