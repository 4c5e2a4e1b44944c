import type { StepReport } from '@scout/shared';
import { describe, expect, it } from 'vitest';
import { checkVerdict } from './check-verdict.js';

const step = (
  index: number,
  outcome: StepReport['outcome'],
  value = 'Welcome back',
): StepReport => ({
  index,
  action: 'assert',
  description: `check that the page shows "${value}"`,
  value,
  outcome,
  ...(outcome === 'passed' ? {} : { message: `Expected the page to show “${value}”` }),
  durationMs: 1,
  origin: 'planned',
});
const passed = { status: 'PASSED' as const, reason: 'Looks good.' };

describe('checkVerdict', () => {
  it('overrules a PASSED after a check that failed and never held', () => {
    const end = checkVerdict(passed, [step(1, 'passed', 'Home'), step(2, 'failed')]);
    expect(end.status).toBe('FAILED');
    expect(end.reason).toBe(
      'the check at step 2 (“check that the page shows "Welcome back"”) did not hold, so the planner\'s verdict of PASSED was overruled: Expected the page to show “Welcome back”',
    );
  });

  it('keeps a PASSED when the same check held on a later look', () => {
    expect(checkVerdict(passed, [step(1, 'failed'), step(2, 'passed')])).toBe(passed);
  });

  it('does not let another check stand in for the one that failed', () => {
    expect(checkVerdict(passed, [step(1, 'failed'), step(2, 'passed', 'Dashboard')]).status).toBe(
      'FAILED',
    );
  });

  it('leaves FAILED and ERROR as they are', () => {
    const failed = { status: 'FAILED' as const, reason: 'No.' };
    expect(checkVerdict(failed, [step(1, 'failed')])).toBe(failed);
  });
});
