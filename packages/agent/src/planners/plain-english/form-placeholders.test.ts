import { describe, expect, it } from 'vitest';
import { TEST_FORM_PLACEHOLDERS, TEST_TEMPLATE } from '@scout/shared';
import { parseObjective } from './parse-objective.js';
import { readStep } from './read-step.js';

const STARTING_URL = 'http://127.0.0.1:3000/demo/';

/** The steps an example shows: without its "e.g." and the line that introduces the steps. */
function stepsOf(placeholder: string): string[] {
  return placeholder
    .replace(/^e\.g\.\s*/, '')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.endsWith(':'));
}

// A placeholder is an example a new user copies: it must be a test that runs. The old one ("…check
// that the dashboard shows their name") was read, but as a check for the words "their name".
describe("the Create Test form's placeholder examples", () => {
  for (const [field, placeholder] of Object.entries(TEST_FORM_PLACEHOLDERS)) {
    it(`are steps the plain-English planner understands (${field})`, () => {
      const steps = stepsOf(placeholder);
      expect(steps.length).toBeGreaterThan(0);
      for (const step of steps) {
        const reading = readStep(step, STARTING_URL);
        expect(reading.ok, `${step}: ${JSON.stringify(reading)}`).toBe(true);
        if (!reading.ok) continue;
        // Every check is for text the step quotes, not for words the planner guessed at.
        for (const action of reading.actions) {
          if (action.assertion?.kind !== 'text_visible') continue;
          expect(step).toContain(`"${action.assertion.expected}"`);
        }
      }
    });
  }
});

// An empty suite offers this test to start from; run as it is, it opens the page and checks text.
describe('the test an empty suite offers to start from', () => {
  it('is read by the plain-English planner as it is: open the starting page, check a quoted text', () => {
    const parsed = parseObjective(TEST_TEMPLATE.test_objective, undefined, STARTING_URL);
    expect(parsed).toMatchObject({
      ok: true,
      actions: [
        { kind: 'navigate', value: STARTING_URL },
        { kind: 'assert', assertion: { kind: 'text_visible', expected: 'Welcome' } },
      ],
    });
  });
});
