import { describe, expect, it } from 'vitest';
import { notUnderstoodMessage } from '../planners/plain-english/parse-objective.js';
import { describeResult, summarize } from './build-report.js';

describe('the report of a step the planner does not understand', () => {
  const end = { status: 'ERROR' as const, reason: notUnderstoodMessage('Frobnicate the widget') };

  it('lists the understood forms once: in the result, not in the summary shown beside it', () => {
    const summary = summarize(end, []);
    const result = describeResult(end, []);
    expect(summary).toBe(
      'Could not run the test: The plain-English planner does not understand the step "Frobnicate the widget". It understands steps like:',
    );
    const both = `${summary}\n${result}`;
    expect(both.split("- click 'Sign in'").length - 1).toBe(1);
  });
});
