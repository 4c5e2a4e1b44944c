import { describe, expect, it } from 'vitest';
import { usagePercent } from './dashboard.js';
import {
  ListQuerySchema,
  pageCount,
  showingText,
  TestingUserListQuerySchema,
} from './pagination.js';
import { canCreate, isNearLimit, isUnlimited } from './plans.js';

describe('pagination', () => {
  it("says 'Showing {start}-{end} out of {total} items' and counts pages", () => {
    expect(showingText(1, 10, 25)).toBe('Showing 1-10 out of 25 items');
    expect(showingText(3, 10, 25)).toBe('Showing 21-25 out of 25 items');
    expect(showingText(1, 10, 0)).toBe('Showing 0-0 out of 0 items');
    expect([pageCount(25, 10), pageCount(20, 10), pageCount(0, 10), pageCount(10_001, 50)]).toEqual(
      [3, 2, 1, 201],
    );
  });

  it('takes 10/20/50 for suites and tests, 5/10/20/50 for testing users, default 10', () => {
    expect(ListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10, search: undefined });
    expect(ListQuerySchema.safeParse({ pageSize: '5' }).success).toBe(false);
    expect(TestingUserListQuerySchema.parse({ pageSize: '5', page: '2', search: '  ' })).toEqual({
      page: 2,
      pageSize: 5,
      search: undefined,
    });
    expect(ListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('limits', () => {
  it('allows creation below the limit, null is unlimited, warns from limit minus one', () => {
    expect([canCreate(2, 3), canCreate(3, 3), canCreate(10_000, null)]).toEqual([
      true,
      false,
      true,
    ]);
    expect([isNearLimit(3, 5), isNearLimit(4, 5), isNearLimit(5, 5), isNearLimit(4, null)]).toEqual(
      [false, true, false, false],
    );
    expect([isUnlimited(null), isUnlimited(999_999), isUnlimited(50)]).toEqual([true, true, false]);
  });

  it('gives a progress percentage only with a limit, capped at 100', () => {
    expect([
      usagePercent(1, 3),
      usagePercent(5, 3),
      usagePercent(5, null),
      usagePercent(0, 0),
    ]).toEqual([33, 100, null, 100]);
  });
});
