import { describe, expect, it } from 'vitest';
import { SECRET_PLACEHOLDERS } from '@scout/shared';
import { FRAMES } from './frames.js';
import { readWithFrames } from './read.js';

const START = 'http://shop.test/app/';

describe('every frame reads its own examples', () => {
  const cases = FRAMES.flatMap((frame) =>
    frame.examples.map((example) => [frame.id, example] as const),
  );
  it.each(cases)('%s: %s', (id, example) => {
    const read = readWithFrames(example, START);
    expect(read.ok ? read.frame : read.refusal.message).toBe(id);
  });
});

function actions(step: string) {
  const read = readWithFrames(step, START);
  if (!read.ok) throw new Error(`refused: ${read.refusal.message}`);
  return read.actions.map(({ description: _d, ...rest }) => rest);
}

describe('how testers write (the steps issue 11 quotes)', () => {
  it.each([
    [
      "Tick the box next to 'Pay rent'",
      [{ kind: 'check', target: { role: 'checkbox', near: 'Pay rent' } }],
    ],
    ["Delete 'Pay rent'", [{ kind: 'click', target: { name: 'Delete', near: 'Pay rent' } }]],
    [
      "Type 'Ada' into the text field",
      [{ kind: 'fill', value: 'Ada', target: { role: 'textbox' } }],
    ],
    ['Focus the 2nd input', [{ kind: 'focus', target: { role: 'textbox', nth: 1 } }]],
    [
      'Enter the email and the password into the fields',
      [
        { kind: 'fill', value: SECRET_PLACEHOLDERS.email, target: { name: 'Email' } },
        { kind: 'fill', value: SECRET_PLACEHOLDERS.password, target: { name: 'Password' } },
      ],
    ],
    [
      "Enter 'Ada' and 'Lovelace' into both text fields",
      [
        { kind: 'fill', value: 'Ada', target: { role: 'textbox', nth: 0 } },
        { kind: 'fill', value: 'Lovelace', target: { role: 'textbox', nth: 1 } },
      ],
    ],
    [
      "Select 'Oslo' from the list",
      [{ kind: 'select', value: 'Oslo', target: { role: 'listbox' } }],
    ],
    ['Open the section below', [{ kind: 'click', target: { collapsed: true } }]],
    [
      "Find the 'Invoices' link in one of the tabs and click it",
      [{ kind: 'click', target: { role: 'link', name: 'Invoices', inTabs: true } }],
    ],
    [
      'Pick 03/14/2024 in the date picker',
      [{ kind: 'fill', value: '03/14/2024', target: { widget: 'date' } }],
    ],
    ['Enter 5:30 PM as the time', [{ kind: 'fill', value: '5:30 PM', target: { name: 'time' } }]],
    [
      "Type 'Ber' and choose 'Berlin' from the suggestions",
      [
        { kind: 'fill', value: 'Ber', target: { role: 'combobox' } },
        { kind: 'click', target: { role: 'option', name: 'Berlin' } },
      ],
    ],
    [
      "Mark 'Pay rent' as done",
      [{ kind: 'check', target: { role: 'checkbox', near: 'Pay rent' } }],
    ],
    ["Complete 'Pay rent'", [{ kind: 'check', target: { role: 'checkbox', near: 'Pay rent' } }]],
    [
      "Log in with email 'a@b.c' and password 'x'",
      [
        { kind: 'fill', value: 'a@b.c', target: { name: 'Email' } },
        { kind: 'fill', value: 'x', target: { name: 'Password' } },
        { kind: 'submit', target: { name: 'Password' } },
      ],
    ],
    [
      "Search for 'laptop'",
      [
        { kind: 'fill', value: 'laptop', target: { role: 'searchbox' } },
        { kind: 'submit', target: { role: 'searchbox' } },
      ],
    ],
    [
      "Add 'Milk' to the list",
      [
        { kind: 'fill', value: 'Milk', target: { role: 'textbox' } },
        { kind: 'submit', target: { role: 'textbox' } },
      ],
    ],
    ['Close the modal', [{ kind: 'click', target: { name: 'Close', region: 'dialog' } }]],
    ['Submit the form', [{ kind: 'submit' }]],
    ["When I click 'Sign in'", [{ kind: 'click', target: { name: 'Sign in' } }]],
    [
      "Then I should see 'Welcome'",
      [{ kind: 'assert', assertion: { kind: 'text_visible', expected: 'Welcome' } }],
    ],
    [
      "And the user clicks the 'Save' button in the dialog",
      [{ kind: 'click', target: { name: 'Save', role: 'button', region: 'dialog' } }],
    ],
    [
      "Drag 'Task A' to 'Done'",
      [{ kind: 'drag', target: { name: 'Task A' }, to: { name: 'Done' } }],
    ],
    [
      'choose the Express radio button',
      [{ kind: 'check', target: { name: 'Express', role: 'radio' } }],
    ],
    [
      'Set the volume slider to 30',
      [{ kind: 'fill', value: '30', target: { name: 'volume', role: 'slider' } }],
    ],
  ] as const)('%s', (step, expected) => {
    expect(actions(step)).toMatchObject(expected);
  });

  it('reads "Given I am on the login page" as getting to that page and checking it', () => {
    expect(actions('Given I am on the login page')).toMatchObject([
      { kind: 'assert', assertion: { kind: 'on_page', expected: 'login', reach: true } },
    ]);
  });
});

describe('what it refuses, and why', () => {
  it.each([
    ["Given the store has a product 'T-shirt'", 'not_a_ui_step'],
    ["Given a user 'Alice' has been created", 'not_a_ui_step'],
    ['do a barrel roll', 'no_frame'],
    ['Check the settings page', 'missing_slot'],
    ['The user can check out', 'missing_slot'],
    ['Then the "Text control" field should not show "false text"', 'no_frame'],
    ['Is the amount correct?', 'no_frame'],
    ['I hover over the ".comment" next to "Ada"', 'no_frame'],
    ['Check the price is correct', 'no_frame'],
  ])('%s → %s', (step, kind) => {
    const read = readWithFrames(step, START);
    expect(read.ok ? 'read' : read.refusal.kind).toBe(kind);
  });
});
