import { describe, expect, it } from 'vitest';
import { readStep } from './read-step.js';

const START = 'http://shop.test/';

function checks(step: string) {
  const read = readStep(step, START);
  if (!read.ok) throw new Error(`refused: ${read.refusal.message}`);
  return read.actions.map((a) => ({ assertion: a.assertion, target: a.target }));
}

describe('whom the page shows something to is no part of what it shows', () => {
  it('"show me the cart" is not a check for the text "me the cart"', () => {
    for (const step of ['Then show me the cart', 'Then the app shows me the cart']) {
      const read = readStep(step, START);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.refusal.message).toContain('“the cart”');
    }
  });
  it('"the page shows me \'Saved\'" checks for "Saved"', () => {
    expect(checks('Then the page shows me "Saved"')).toEqual([
      { assertion: { kind: 'text_visible', expected: 'Saved' }, target: undefined },
    ]);
  });
});

describe('two values in one check are two checks, in the same place', () => {
  it("\"the heroes list contains 'A' and 'B'\" checks the list for each", () => {
    const list = { description: 'the heroes list', role: 'list', name: 'heroes' };
    expect(checks('Verify the heroes list contains "Thor" and "god of thunder"')).toEqual([
      { assertion: { kind: 'value', expected: 'Thor', match: 'contains' }, target: list },
      { assertion: { kind: 'value', expected: 'god of thunder', match: 'contains' }, target: list },
    ]);
  });
  it('never one value "A and B"', () => {
    const read = readStep('the heroes list contains "Thor" and "god of thunder"', START);
    if (read.ok)
      for (const a of read.actions)
        expect(a.assertion?.expected).not.toBe('Thor and god of thunder');
  });
});

describe('where the user is sent, and a list shown with a value', () => {
  it('"the user is redirected to /heroes" checks the address, and nothing after it', () => {
    expect(
      checks(
        'Verify the user is redirected to /heroes and the list of heroes is displayed with "Aslaug"',
      ),
    ).toEqual([
      { assertion: { kind: 'url', expected: '/heroes', match: 'contains' }, target: undefined },
      {
        assertion: { kind: 'value', expected: 'Aslaug', match: 'words' },
        target: { description: 'the list of heroes', name: 'list of heroes' },
      },
    ]);
  });
  it('"redirected to the home page" is being on that page', () => {
    expect(checks('Then I am redirected to the login page')).toEqual([
      { assertion: { kind: 'on_page', expected: 'login' }, target: undefined },
    ]);
  });
});

describe('the control of the nth item', () => {
  it('"click \'Delete\' for the first hero" is the first Delete, not a control of that name', () => {
    const read = readStep('click "Delete" for the first hero', START);
    expect(read.ok && read.actions[0].target).toMatchObject({ name: 'Delete', nth: 0 });
    const button = readStep('click the Delete button for the second user', START);
    expect(button.ok && button.actions[0].target).toMatchObject({
      name: 'Delete',
      role: 'button',
      nth: 1,
    });
  });
  it('never a row called "Edit in the first" (refused while "Edit" is unquoted)', () => {
    for (const step of ['click Edit in the first row', 'click Delete on the last item']) {
      const read = readStep(step, START);
      if (read.ok)
        for (const a of read.actions)
          expect(a.target?.name ?? '').not.toMatch(/\b(?:first|last)\b/);
    }
  });
});

describe('where, then what to do there, with no comma between', () => {
  it("\"On the Heroes page click 'Delete' for 'Aslaug'\" is that page, then the click", () => {
    const read = readStep('On the Heroes page click "Delete" for "Aslaug"', START);
    expect(read.ok && read.actions.map((a) => a.kind)).toEqual(['assert', 'click']);
    expect(read.ok && read.actions[1].target).toMatchObject({ name: 'Delete', near: 'Aslaug' });
  });
  it('only when a verb Scout knows starts the second part', () => {
    expect(readStep('On the login page the title is "Login"', START).ok).toBe(false);
  });
});

describe('a list that no longer shows a value', () => {
  it('is a check that the list does not show it, never that it does', () => {
    expect(checks('Verify the heroes list no longer shows "Aslaug".')).toEqual([
      {
        assertion: { kind: 'text_absent', expected: 'Aslaug' },
        target: { description: 'the heroes list', role: 'list', name: 'heroes' },
      },
    ]);
  });
  it('any other negation Scout would lose is refused', () => {
    expect(readStep('the Email field no longer shows "x"', START).ok).toBe(false);
  });
});

// Checks as public suites write them (github:alphagov/whitehall, github:diaspora/diaspora,
// github:openmrs/openmrs-contrib-qaframework, github:Sylius/Sylius); the values are our own.
describe('checks in the words suites use', () => {
  it.each([
    [
      'Then I should be able to see "Ada Lovelace" in the list of people',
      { assertion: { kind: 'text_visible', expected: 'Ada Lovelace' } },
    ],
    [
      'Then I should not be able to see "Ada Lovelace" in the list of people',
      { assertion: { kind: 'text_absent', expected: 'Ada Lovelace' } },
    ],
    [
      "Then I should see 'Teapot' in the search results",
      { assertion: { kind: 'text_visible', expected: 'Teapot' } },
    ],
    [
      'Then I see a validation error for uploading attachments',
      { assertion: { kind: 'error_shown' } },
    ],
    [
      'Then the system throws validation error on the password input field',
      { assertion: { kind: 'error_shown' }, target: { name: 'password' } },
    ],
    [
      'Then I should see "Teapot restocked" as the first post in my stream',
      {
        assertion: { kind: 'nth_item', expected: 'Teapot restocked' },
        target: { nth: 0, region: 'stream' },
      },
    ],
    [
      'Then "Teapot restocked" should be post 2',
      { assertion: { kind: 'nth_item', expected: 'Teapot restocked' }, target: { nth: 1 } },
    ],
    [
      'Then my cart should be empty',
      { assertion: { kind: 'count', expected: 0 }, target: { region: 'cart' } },
    ],
    // In the cart, not anywhere on the page: the product page that added it shows its name too.
    [
      'Then "Teapot" should be in the cart',
      { assertion: { kind: 'text_visible', expected: 'Teapot' }, target: { region: 'cart' } },
    ],
    [
      'And "Teapot" is still in my basket',
      { assertion: { kind: 'text_visible', expected: 'Teapot' }, target: { region: 'basket' } },
    ],
    [
      'Then the first comment field should be closed',
      { assertion: { kind: 'hidden' }, target: { role: 'textbox', name: 'comment', nth: 0 } },
    ],
  ] as const)('%s', (step, expected) => {
    const read = checks(step);
    expect(read).toHaveLength(1);
    expect(read[0]).toMatchObject(expected);
  });

  it.each([
    // "closed" of anything but a field or a dialog says nothing the page shows.
    'Then the store is closed',
    // A list that names more than its noun is not read as a place to ignore.
    'Then I should see "Ada" in the list of people who are admins',
    'Then "Ada" should be step 2',
  ])('still refuses %s', (step) => {
    expect(readStep(step, START).ok).toBe(false);
  });
});

describe('more checks in the words suites and tools use', () => {
  it.each([
    // github:openmrs/openmrs-contrib-qaframework
    [
      'Then the patient registration should be "successful"',
      { assertion: { kind: 'text_visible', expected: 'successful' } },
    ],
    // testrigor.com help pages: where the text is only helps a person find it
    [
      'check that page contains "Required" below "Password"',
      { assertion: { kind: 'text_visible', expected: 'Required' } },
    ],
    // github:Sylius/Sylius
    [
      'Then I should see "Teapot" with quantity 2 in my cart',
      {
        assertion: { kind: 'value', expected: '2', match: 'equals' },
        target: { name: 'Quantity', near: 'Teapot' },
      },
    ],
    // github:diaspora/diaspora
    [
      'And "Ada Lovelace" should be part of active conversation',
      {
        assertion: { kind: 'text_visible', expected: 'Ada Lovelace' },
        target: { region: 'active conversation' },
      },
    ],
    // docs.relicx.ai: a question asked of a dialog
    [
      'In the confirmation dialog, is the deposit amount $250?',
      { assertion: { kind: 'text_visible', expected: '$250' }, target: { region: 'dialog' } },
    ],
  ] as const)('%s', (step, expected) => {
    const read = checks(step);
    expect(read).toHaveLength(1);
    expect(read[0]).toMatchObject(expected);
  });

  it.each([
    'Then the Email is "x"',
    'Then the patient should be "successful"',
    'In the confirmation dialog, is everything correct?',
  ])('still refuses %s', (step) => {
    expect(readStep(step, START).ok).toBe(false);
  });
});

describe('an option named as selected', () => {
  // Before: refused ("may mean a ticked box or a dropdown's option"). A tester checks that the
  // option by that name is the chosen one, whichever widget the page has (act/option-selected.ts).
  it.each([
    ["'Option 3' is selected", { kind: 'value', expected: 'Option 3' }],
    ['Then "Option 3" should be selected', { kind: 'value', expected: 'Option 3' }],
    ['Then option "Option 3" is selected', { kind: 'value', expected: 'Option 3' }],
    [
      'And "Option 3" should not be selected',
      { kind: 'value_absent', expected: 'Option 3', match: 'equals' },
    ],
  ] as const)('reads %j as a check that the option is chosen', (step, assertion) => {
    expect(checks(step)).toEqual([{ assertion, target: undefined }]);
  });
});
