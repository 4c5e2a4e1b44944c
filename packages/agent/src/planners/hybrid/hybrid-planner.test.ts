import type { ResolvedAction } from '@scout/shared';
import { describe, expect, it } from 'vitest';
import { createLlmPlanner } from '../llm/llm-planner.js';
import { LOGIN_PAGE, PUBLIC_SPEC, plannerContext } from '../../testing/llm/planner-context.js';
import { scriptedModel, type ScriptStep } from '../../testing/llm/scripted-model.js';
import type { Planner } from '../../core/planner.js';
import { createHybridPlanner, type ModelGoal } from './hybrid-planner.js';
import type { TestStep } from './read-test-steps.js';

// The hybrid planner's bookkeeping between the reader and the model, decision by decision; the
// runs on real pages are in run-test-hybrid.test.ts.

const fill: ResolvedAction = {
  kind: 'fill',
  target: { name: 'Email', description: 'Email' },
  value: 'a@b.c',
  description: 'Type "a@b.c" into Email',
};
const check: ResolvedAction = {
  kind: 'assert',
  assertion: { kind: 'text_visible', expected: 'Welcome' },
  description: 'Check that the page shows "Welcome"',
};
const STEPS: TestStep[] = [
  { text: fill.description, actions: [fill] },
  { text: 'Do the thing with the gizmo' },
  { text: 'Do the other thing' },
  { text: check.description, actions: [check] },
];
const CLICK: ScriptStep = { tool: 'click', input: { ref: 'e5', description: 'Click Sign in' } };
const DONE: ScriptStep = { tool: 'verdict', input: { status: 'PASSED', reason: 'Done.' } };

function hybrid(script: ScriptStep[], maxSteps?: number) {
  const model = scriptedModel(script);
  const goals: ModelGoal[] = [];
  const planner = createHybridPlanner({
    spec: PUBLIC_SPEC,
    steps: STEPS,
    vision: true,
    startModel: (goal) => {
      goals.push(goal);
      return createLlmPlanner({
        model,
        spec: PUBLIC_SPEC,
        maxSteps,
        ...(goal ? { step: goal, spent: goal.spent } : {}),
      });
    },
  });
  return { planner, model, goals };
}

/** What the run loop would pass as the next step after recording one. */
const nextStep = (planner: Planner) => (planner.upcoming ? planner.upcoming() : 'unknown');

describe('the hybrid planner between the reader and the model', () => {
  it('reads the page and asks the model only for the model’s steps', async () => {
    const { planner, model, goals } = hybrid([CLICK, DONE, DONE]);
    expect(planner.name).toBe('llm');
    expect([planner.needsAriaSnapshot, planner.needsScreenshots]).toEqual([false, false]);
    expect(await planner.next(plannerContext(LOGIN_PAGE))).toEqual({ type: 'act', action: fill });
    // The next step is the model's: the page is read for it, and the step after is not known.
    expect([planner.needsAriaSnapshot, planner.needsScreenshots, nextStep(planner)]).toEqual([
      true,
      true,
      'unknown',
    ]);
    expect(await planner.next(plannerContext(LOGIN_PAGE, 1, { ok: true }))).toMatchObject({
      type: 'act',
      action: { kind: 'click', ref: 'e5' },
    });
    expect(nextStep(planner)).toBe('unknown');
    // Both model steps end with PASSED; the reader's check follows in the same decision.
    expect(await planner.next(plannerContext(LOGIN_PAGE, 2, { ok: true }))).toEqual({
      type: 'act',
      action: check,
    });
    expect(model.doGenerateCalls).toHaveLength(3);
    expect(goals.map((g) => g?.index)).toEqual([1, 2]);
    // The click and the verdict of the first model step count against the run's budget.
    expect(goals[1]?.spent).toEqual({ actions: 1, tokens: 220 });
    expect([planner.needsAriaSnapshot, nextStep(planner)]).toEqual([false, undefined]);
    expect(await planner.next(plannerContext(LOGIN_PAGE, 3, { ok: true }))).toMatchObject({
      type: 'verdict',
      status: 'PASSED',
    });
    expect(planner.usage()).toEqual({ inputTokens: 300, outputTokens: 30 });
  });

  it('keeps the model’s step budget across its steps', async () => {
    const { planner } = hybrid([CLICK, DONE, CLICK], 1);
    await planner.next(plannerContext(LOGIN_PAGE));
    await planner.next(plannerContext(LOGIN_PAGE, 1, { ok: true }));
    const decision = await planner.next(plannerContext(LOGIN_PAGE, 2, { ok: true }));
    expect(decision).toMatchObject({ type: 'verdict', status: 'ERROR' });
    expect(decision.type === 'verdict' && decision.reason).toContain('Budget spent');
  });

  it('ends FAILED when a step the reader does fails, without asking the model', async () => {
    const { planner, model } = hybrid([]);
    await planner.next(plannerContext(LOGIN_PAGE));
    const decision = await planner.next(
      plannerContext(LOGIN_PAGE, 1, { ok: false, error: 'No field called Email.' }),
    );
    expect(decision).toEqual({
      type: 'verdict',
      status: 'FAILED',
      reason: 'Step 0 “step 1” failed: No field called Email.',
    });
    expect(model.doGenerateCalls).toHaveLength(0);
  });
});
