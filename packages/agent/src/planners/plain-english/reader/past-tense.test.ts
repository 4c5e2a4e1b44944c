import { describe, expect, it } from 'vitest';
import { readStep } from '../read-step.js';

const START = 'https://app.example.test/';

function actions(step: string) {
  const reading = readStep(step, START);
  if (!reading.ok) throw new Error(`not read: ${step} (${reading.refusal.message})`);
  return reading.actions.map(({ description: _d, ...rest }) => rest);
}

// A test case written as what the tester did ("And I pressed 'Create Project'", "Given the user
// entered 'ada' in the Username field"): the input verbs in the past are the same steps as in the
// present (issue 25). They were refused, and the whole case with them.
describe('input verbs in the past', () => {
  it.each([
    ['And I pressed "Create Project"', 'I press "Create Project"'],
    ['When I pressed "Create Project"', 'When I press "Create Project"'],
    ['Given I clicked "Sign in"', 'Given I click "Sign in"'],
    ['Given I have clicked "Sign in"', 'Given I click "Sign in"'],
    [
      'And I filled in "Email" with "ada@example.test"',
      'And I fill in "Email" with "ada@example.test"',
    ],
    [
      'Given the user entered "ada" in the Username field',
      'Given the user enters "ada" in the Username field',
    ],
    ['Given I typed "ada" into the Username field', 'Given I type "ada" into the Username field'],
    [
      'Given I have selected "Express" from the Shipping dropdown',
      'Given I select "Express" from the Shipping dropdown',
    ],
    ['And the user tapped "Continue"', 'And the user taps "Continue"'],
  ])('%s is %s', (past, present) => {
    expect(actions(past)).toEqual(actions(present));
  });

  it('needs someone who did it, and leaves the other verbs in the past as they were', () => {
    // A bare past participle opens a description, not an action.
    expect(actions('Selected items are shown')).toEqual([
      { kind: 'assert', assertion: { kind: 'text_visible', expected: 'Selected items' } },
    ]);
    // "added … to the list", "opened …" often say what a fixture set up before the test.
    expect(readStep('And I added "Milk" to the list', START).ok).toBe(false);
  });

  // Sylius's "And I added product 'T-Shirt banana' to the cart" is its shop's Add to cart, done on
  // the page before the step under test; it was refused, and the whole case with it.
  it.each([
    [
      'And I added product "T-Shirt banana" to the cart',
      'And I add product "T-Shirt banana" to the cart',
    ],
    [
      'Given I have added product "T-Shirt banana" to my cart',
      'Given I add product "T-Shirt banana" to my cart',
    ],
  ])('%s is %s', (past, present) => {
    expect(actions(past)).toEqual(actions(present));
    expect(actions(past)).toEqual([
      {
        kind: 'click',
        target: expect.objectContaining({ name: 'Add to cart', near: 'T-Shirt banana' }),
      },
    ]);
  });

  it('Then I added product … to the cart is not an action', () => {
    expect(readStep('Then I added product "T-Shirt banana" to the cart', START).ok).toBe(false);
  });

  it.each([
    'Then the user has selected "Premium"',
    'Then I have chosen "Premium"',
    'Then I have selected 2 items',
    'Then I clicked the link',
  ])('%s says what should be true: not an action that would make it so', (step) => {
    const reading = readStep(step, START);
    expect(reading.ok && reading.actions.some((a) => a.kind !== 'assert')).toBe(false);
  });
});

// "Then 1 project should exist" (Rails' pickle steps) is about the app's records, not its page:
// read as the words "1 project" to find, it failed a page that lists the project.
describe('records that exist', () => {
  it.each(['Then 1 project should exist', 'Then 2 users should exist', 'And three orders exist'])(
    '%s is refused',
    (step) => {
      expect(readStep(step, START).ok).toBe(false);
    },
  );

  it('keeps an element or a text that exists a check of the page', () => {
    expect(actions('Then a Save button should exist')).toEqual([
      {
        kind: 'assert',
        assertion: { kind: 'visible' },
        target: expect.objectContaining({ role: 'button', name: 'Save' }),
      },
    ]);
    expect(actions("Then 'Welcome' exists")).toEqual([
      { kind: 'assert', assertion: { kind: 'text_visible', expected: 'Welcome' } },
    ]);
  });
});
