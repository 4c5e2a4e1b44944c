import { describe, expect, it } from 'vitest';
import { capacityRatio, formatPlanLimit, formatPlanPrice, maxDailyAiActions } from './plans.js';

const plan = (a: number | null, b: number | null, c: number | null, d: number | null) => ({
  test_suites_limit: a,
  tests_per_suite_limit: b,
  test_runs_per_day_limit: c,
  ai_actions_per_test_run: d,
});

describe('plan display rules (spec 9)', () => {
  it('shows prices in dollars from cents, Custom for null or 999999+', () => {
    expect(formatPlanPrice(0)).toBe('$0');
    expect(formatPlanPrice(4900)).toBe('$49');
    expect(formatPlanPrice(1950)).toBe('$19.50');
    expect(formatPlanPrice(null)).toBe('Custom');
    expect(formatPlanPrice(999_999)).toBe('Custom');
  });
  it('shows Unlimited for null or 999999+ limits', () => {
    expect(formatPlanLimit(null)).toBe('Unlimited');
    expect(formatPlanLimit(999_999)).toBe('Unlimited');
    expect(formatPlanLimit(20)).toBe('20');
  });
  it('multiplies the four limits for the max daily AI actions', () => {
    expect(maxDailyAiActions(plan(3, 5, 10, 25))).toBe(3750);
    expect(maxDailyAiActions(plan(3, null, 10, 25))).toBeNull();
  });
  it('compares capacity by the product of limits, rounded, at least 1, 25 with a null', () => {
    expect(capacityRatio(plan(20, 50, 200, 100), plan(3, 5, 10, 25))).toBe(5333);
    expect(capacityRatio(plan(1, 1, 1, 1), plan(3, 5, 10, 25))).toBe(1);
    expect(capacityRatio(plan(null, null, null, null), plan(20, 50, 200, 100))).toBe(25);
  });
});
