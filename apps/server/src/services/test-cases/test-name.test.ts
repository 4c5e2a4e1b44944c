import { TEXT_LIMITS } from '@scout/shared';
import { describe, expect, it } from 'vitest';
import { freeTestNames } from './test-name.js';

describe('freeTestNames', () => {
  it('numbers a name the suite or the file has already, in any case', () => {
    expect(freeTestNames(['Login', 'login', 'Cart'], new Set(['cart']))).toEqual([
      'Login',
      'login (2)',
      'Cart (2)',
    ]);
  });

  it('keeps a numbered name within the name limit, as an imported name is cut to it', () => {
    // The importer cuts a long title to the limit with "…"; " (2)" after it made a name the
    // server's own edit form then refuses as too long.
    const long = `${'x'.repeat(TEXT_LIMITS.name - 1)}…`;
    const [first, second, third] = freeTestNames([long, long, long], new Set());
    expect(first).toBe(long);
    for (const name of [second!, third!]) expect(name.length).toBeLessThanOrEqual(TEXT_LIMITS.name);
    expect(second).toMatch(/… \(2\)$/);
    expect(third).toMatch(/… \(3\)$/);
  });
});
