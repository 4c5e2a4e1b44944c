import type { StepReport } from '@scout/shared';
import { describe, expect, it } from 'vitest';
import { failed, type ActOutcome } from '../core/outcome.js';
import { toDecision, type PlannerToolCall } from '../planners/llm/tools.js';
import { parseStep } from '../planners/plain-english/parse-step.js';
import type { PlannedAction } from '../core/planner.js';
import { checkVerdict } from './check-verdict.js';
import { toStepReport } from './step-report.js';

// Steps are built the way a run builds them: the planner's own action (an LLM tool call read by
// toDecision, or a plain-English step read by parseStep), its outcome as the executor returns it,
// and toStepReport, which is what the run loop's record() writes.

function llmAction(input: Record<string, unknown>): PlannedAction {
  const decision = toDecision({ toolName: 'assert', input } as PlannerToolCall);
  if (decision.type !== 'act') throw new Error('not an action');
  return decision.action;
}

function plainAction(step: string): PlannedAction {
  const parsed = parseStep(step, 'http://shop.test/');
  if (!parsed.ok) throw new Error(`not understood: ${step}`);
  return parsed.action;
}

function recorded(steps: Array<[PlannedAction, ActOutcome]>): StepReport[] {
  return steps.map(([action, outcome], i) =>
    toStepReport({
      index: i + 1,
      action,
      outcome,
      origin: 'planned',
      durationMs: 1,
      mask: (t) => t,
    }),
  );
}

const ok: ActOutcome = { ok: true };
const notShown = (text: string) =>
  failed('assertion', `Expected the page to show “${text}”, but it does not.`);
const passed = { status: 'PASSED' as const, reason: 'The order went through.' };

describe('checkVerdict on LLM runs', () => {
  it('makes PASSED an ERROR when a check could not be made (an ambiguous element), as the plain-English planner does', () => {
    const steps = recorded([
      [
        llmAction({ kind: 'enabled', ref: 'e4' }),
        failed('ambiguous', 'More than one element matches “Save”.'),
      ],
      [llmAction({ kind: 'text_visible', expected: 'Settings' }), ok],
    ]);
    const end = checkVerdict(passed, steps, { requireCheck: true });
    expect(end.status).toBe('ERROR');
    expect(end.reason).toContain('could not be made');
  });

  it('does not let a later passing text check clear a different failed one', () => {
    const steps = recorded([
      [llmAction({ kind: 'text_visible', expected: 'Order placed' }), notShown('Order placed')],
      [llmAction({ kind: 'text_visible', expected: 'Checkout' }), ok],
    ]);
    const end = checkVerdict(passed, steps, { requireCheck: true });
    expect(end.status).toBe('FAILED');
    expect(end.reason).toContain('the check at step 1');
  });

  it('keeps PASSED when the same check held on a later look', () => {
    const steps = recorded([
      [llmAction({ kind: 'text_visible', expected: 'Order placed' }), notShown('Order placed')],
      [llmAction({ kind: 'text_visible', expected: 'order  placed' }), ok],
    ]);
    expect(checkVerdict(passed, steps, { requireCheck: true })).toBe(passed);
  });

  it('tells element checks apart by the element they looked at', () => {
    const save = { description: 'Save', role: 'button', name: 'Save' };
    const cancel = { description: 'Cancel', role: 'button', name: 'Cancel' };
    const steps = recorded([
      [
        llmAction({ kind: 'enabled', ref: 'e4' }),
        failed('assertion', 'Expected “Save” to be enabled, but it is disabled.', save),
      ],
      [llmAction({ kind: 'enabled', ref: 'e5' }), { ok: true, target: cancel }],
    ]);
    expect(checkVerdict(passed, steps).status).toBe('FAILED');
    const again = recorded([
      [llmAction({ kind: 'enabled', ref: 'e4' }), failed('assertion', 'disabled', save)],
      [llmAction({ kind: 'enabled', ref: 'e9' }), { ok: true, target: save }],
    ]);
    expect(checkVerdict(passed, again)).toBe(passed);
  });

  it('tells counts apart by number, and a value check from a text check', () => {
    const steps = recorded([
      [llmAction({ kind: 'text_visible', expected: '3' }), notShown('3')],
      [
        llmAction({ kind: 'count', expected: 3, ref: 'e2' }),
        { ok: true, target: { description: 'cart', role: 'list', name: 'Cart' } },
      ],
    ]);
    expect(checkVerdict(passed, steps).status).toBe('FAILED');
  });

  it('ends ERROR when a PASSED rests on no check at all', () => {
    const click = { kind: 'click' as const, ref: 'e3', description: 'Click Place order' };
    const end = checkVerdict(passed, recorded([[click, ok]]), { requireCheck: true });
    expect(end.status).toBe('ERROR');
    expect(end.reason).toContain('the test checked nothing');
  });

  it('turns FAILED into ERROR when the only problem was a step it could not carry out', () => {
    const click = {
      kind: 'wait_for' as const,
      target: { text: 'Remove', description: 'Remove' },
      description: 'Wait for Remove',
    };
    const steps = recorded([[click, failed('ambiguous', '4 elements match “Remove”')]]);
    expect(steps[0].outcome).toBe('error');
    expect(checkVerdict({ status: 'FAILED', reason: 'No.' }, steps).status).toBe('ERROR');
  });
});

describe('checkVerdict on plain-English steps', () => {
  it('does not let "shows Checkout" stand in for "shows Order placed"', () => {
    const steps = recorded([
      [plainAction("check that the page shows 'Order placed'"), notShown('Order placed')],
      [plainAction("check that the page shows 'Checkout'"), ok],
    ]);
    expect(checkVerdict(passed, steps).status).toBe('FAILED');
  });

  it('accepts an action-only test that worked (no check needed)', () => {
    const steps = recorded([[plainAction('click Save'), ok]]);
    expect(checkVerdict(passed, steps)).toBe(passed);
  });

  it('leaves FAILED with a failed check and ERROR as they are', () => {
    const steps = recorded([[plainAction("verify the page shows 'Hi'"), notShown('Hi')]]);
    const failedEnd = { status: 'FAILED' as const, reason: 'No.' };
    expect(checkVerdict(failedEnd, steps)).toBe(failedEnd);
    const error = { status: 'ERROR' as const, reason: 'Down.' };
    expect(checkVerdict(error, steps)).toBe(error);
  });
});
