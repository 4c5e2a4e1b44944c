import { describe, expect, it } from 'vitest';
import { stepReader } from '../../../testing/read-steps.js';

// Task lists as testers write about them (task-counter.chromium.test.ts runs these on a page).
const { actions, refused } = stepReader('http://tasks.test/');

describe('a task added by its kind, with "the"', () => {
  it.each(['When I add the item "Learn BDD"', 'When I add the task "Learn BDD"'])(
    '%j types it into the field for a new item and submits it',
    (step) => {
      expect(actions(step)).toEqual([
        {
          kind: 'fill',
          value: 'Learn BDD',
          target: { role: 'textbox', description: 'the field for a new item' },
        },
        { kind: 'submit', target: { role: 'textbox', description: 'the field for a new item' } },
      ]);
    },
  );

  it('leaves "add the product …" to the cart', () => {
    expect(actions('Add the product "Teapot"')).toMatchObject([
      { kind: 'click', target: { name: 'Add to cart', near: 'Teapot' } },
    ]);
  });
});

describe('what is left: the counter’s words, not a count of rows', () => {
  it.each([
    ['Then I should see 2 items left', '2 items left'],
    ['Verify 2 items left is shown', '2 items left'],
    ['Then 2 items left should be displayed', '2 items left'],
    ['Then there should be two items left', '2 items left'],
    ['there are 3 tasks remaining', '3 tasks remaining'],
  ])('%j is the text %j', (step, expected) => {
    expect(actions(step)).toEqual([
      { kind: 'assert', assertion: { kind: 'text_visible', expected } },
    ]);
  });

  it('still counts what a step counts without "left"', () => {
    expect(actions('there are 3 items in the cart')).toMatchObject([
      { kind: 'assert', assertion: { kind: 'count', expected: 3 } },
    ]);
    expect(actions('I should see 25 contacts')).toMatchObject([
      { kind: 'assert', assertion: { kind: 'count', expected: 25 } },
    ]);
  });
});

describe('an empty list seen', () => {
  it('is the list with no items, not a list called "empty …"', () => {
    expect(actions('Then I should see an empty todo list')).toEqual(
      actions('Then the todo list is empty'),
    );
    expect(actions('Then I should see an empty todo list')).toMatchObject([
      { kind: 'assert', assertion: { kind: 'count', expected: 0 } },
    ]);
  });
});

describe('filter by a name', () => {
  it.each([
    ['Filter by Active', 'Active'],
    ['filter the list by "Completed"', 'Completed'],
  ])('%j clicks the filter %j', (step, name) => {
    expect(actions(step)).toEqual([
      { kind: 'click', target: { name, description: `the ${name} filter` } },
    ]);
  });

  it('takes no criterion for a filter’s name', () => {
    expect(refused('Filter the products by price from low to high')).toBe(true);
  });
});
