import { describe, expect, it } from 'vitest';
import { findStepLine } from './find-step-line';

const ADD_TWO = `1. Type "Buy milk" into the "New task" field
2. Click Add
3. Type "Walk the dog" into New task
4. Press Enter
5. Check that the page shows "2 open tasks"`;

const values = {
  test_objective: 'A user can add tasks and sees how many are left',
  description: ADD_TWO,
};

describe('findStepLine', () => {
  it("finds the written line a failed check came from, by its words, whatever the step's number", () => {
    // The runner's step 7 (one line became two actions) is the fifth line.
    const line = findStepLine(values, {
      index: 7,
      description: 'Check that the page shows "2 open tasks"',
    });
    expect(line).toMatchObject({ field: 'description', line: 4 });
    expect(ADD_TWO.slice(line!.start, line!.end)).toBe(
      '5. Check that the page shows "2 open tasks"',
    );
  });

  it('matches a step the planner worded differently by most of its words', () => {
    const line = findStepLine(values, {
      index: 1,
      description: 'Fill New task with "Walk the dog"',
    });
    expect(line).toMatchObject({ field: 'description', line: 2 });
  });

  it('finds a step in the objective when the steps are written there', () => {
    const line = findStepLine(
      { test_objective: 'Open the cart\nCheck that the total is "$12.00"', description: '' },
      { index: 2, description: 'Check that the total is "$12.00"' },
    );
    expect(line).toMatchObject({ field: 'test_objective', line: 1, start: 14 });
  });

  it('falls back to the line numbered as the step, and to nothing when there is no such line', () => {
    expect(findStepLine(values, { index: 4, description: 'Scroll' })).toMatchObject({ line: 3 });
    expect(findStepLine(values, { index: 9, description: 'Scroll' })).toBeNull();
  });
});
