import { RunSpecSchema } from '@scout/shared';
import { describe, expect, it } from 'vitest';
import type { PlannerContext, PlannerDecision } from '../../core/planner.js';
import { createPlainEnglishPlanner } from './plain-english-planner.js';

const spec = RunSpecSchema.parse({
  objective: 'The orders page lists the last order',
  description: `Preconditions:
- The user has at least one order
- Open the orders page
Steps:
1. Click "Last order"
Expected result: the page shows "Order #"`,
  startingUrl: 'http://shop.test/',
  outDir: '/tmp/unused',
});

/** The planner's decisions when every action it asks for works. */
async function decide(): Promise<{ decisions: PlannerDecision[]; transcript: string }> {
  const planner = createPlainEnglishPlanner(spec);
  const decisions: PlannerDecision[] = [];
  // The plain-English planner reads no observation: it decides from the test's text alone.
  const ctx = { spec, history: [], lastOutcome: { ok: true } } as unknown as PlannerContext;
  for (let i = 0; i < 10; i++) {
    const decision = await planner.next(ctx);
    decisions.push(decision);
    if (decision.type === 'verdict') break;
  }
  return { decisions, transcript: JSON.stringify(planner.transcript()) };
}

describe('the plain-English planner on a test case with preconditions', () => {
  it('runs the precondition that is a step, and says which it took as given', async () => {
    const { decisions, transcript } = await decide();
    expect(decisions.map((d) => (d.type === 'act' ? d.action.kind : d.status))).toEqual([
      'navigate',
      'click',
      'assert',
      'PASSED',
    ]);
    const verdict = decisions.at(-1)!;
    expect(verdict.type === 'verdict' && verdict.reason).toBe(
      'All 3 steps worked as the test expects. Taken as given, not run or checked: “The user has at least one order”.',
    );
    expect(transcript).toContain('Taken as given, not run or checked');
  });
});
