import { describe, expect, it } from 'vitest';
import { readStep } from '../read-step.js';

const START = 'https://app.example.test/';

function actions(step: string) {
  const read = readStep(step, START);
  if (!read.ok) throw new Error(read.refusal.message);
  return read.actions;
}

describe('several values in one step', () => {
  it.each([
    // After github:jecem05/GodwinSingleton:src/test/resource/efficient_registration.feature, whose
    // steps give one field each; testers' manual cases put them in one line.
    [
      'When I fill in first name "Jerry", last name "John" and email "jerry.john@example.com"',
      [
        { kind: 'fill', value: 'Jerry', target: { name: 'first name' } },
        { kind: 'fill', value: 'John', target: { name: 'last name' } },
        { kind: 'fill', value: 'jerry.john@example.com', target: { name: 'email' } },
      ],
    ],
    [
      'Fill in the city as "Bergen" the zip code as "5003" and country as "Norway"',
      [
        { kind: 'fill', value: 'Bergen', target: { name: 'city' } },
        { kind: 'fill', value: '5003', target: { name: 'zip code' } },
        { kind: 'fill', value: 'Norway', target: { name: 'country' } },
      ],
    ],
    // After github:TG66695/TestAutomationProgress:src/test/resources/features/Login.feature
    // ("user puts username 1 into username field", "… password … into password field").
    [
      "Type 'nirav' in Username and 'p4ss' in Password",
      [
        { kind: 'fill', value: 'nirav', target: { name: 'Username' } },
        { kind: 'fill', value: 'p4ss', target: { name: 'Password' } },
      ],
    ],
    [
      'Enter the email "jerry.john@example.com" and the password "Abc123!!" into the text fields',
      [
        { kind: 'fill', value: 'jerry.john@example.com', target: { name: 'email' } },
        { kind: 'fill', value: 'Abc123!!', target: { name: 'password' } },
      ],
    ],
    // A password and its confirmation ("password", "retype password" in the feature above).
    [
      'Enter the password "Abc123!!" into both text fields',
      [
        { kind: 'fill', value: 'Abc123!!', target: { selector: 'input[type=password]', nth: 0 } },
        { kind: 'fill', value: 'Abc123!!', target: { selector: 'input[type=password]', nth: 1 } },
      ],
    ],
    // github:petromirkolev/manual-qa-practice:projects/odin-todo/manual-testing/test-cases.md
    // adds "Buy milk" and "Walk dog" one at a time.
    [
      'Add "Buy milk" and "Walk dog" to the list',
      [
        { kind: 'fill', value: 'Buy milk', target: { role: 'textbox' } },
        { kind: 'submit' },
        { kind: 'fill', value: 'Walk dog', target: { role: 'textbox' } },
        { kind: 'submit' },
      ],
    ],
    [
      'Add the tasks "Pay bills", "Buy oat milk" and "Walk dog"',
      [
        { kind: 'fill', value: 'Pay bills' },
        { kind: 'submit' },
        { kind: 'fill', value: 'Buy oat milk' },
        { kind: 'submit' },
        { kind: 'fill', value: 'Walk dog' },
        { kind: 'submit' },
      ],
    ],
  ] as const)('%s', (step, expected) => {
    expect(actions(step)).toMatchObject(expected);
  });
});

describe('everyday verbs', () => {
  it.each([
    // odin-todo test cases above: "Toggle completion checkbox on a task", "double click".
    [
      'Mark "Pay bills" as completed by ticking its checkbox',
      [{ kind: 'check', target: { role: 'checkbox', near: 'Pay bills' } }],
    ],
    ['Double-click "Walk dog" to edit it', [{ kind: 'dblclick', target: { name: 'Walk dog' } }]],
    ['toggle checkbox 2', [{ kind: 'click', target: { role: 'checkbox', nth: 1 } }]],
    ['uncheck checkbox 1', [{ kind: 'uncheck', target: { role: 'checkbox', nth: 0 } }]],
    // manual shop cases: "Find product: …", "Select the Price (high to low) sorting option".
    [
      'Find Product: Blue Mug',
      [
        { kind: 'fill', value: 'Blue Mug', target: { role: 'searchbox' } },
        { kind: 'submit', target: { role: 'searchbox' } },
      ],
    ],
    [
      'select Price high-low sorting option',
      [{ kind: 'select', value: 'Price high-low', target: { role: 'combobox', name: 'sort' } }],
    ],
    [
      "Switch between the tabs to find 'Refund policy' and click it",
      [{ kind: 'click', target: { name: 'Refund policy', inTabs: true } }],
    ],
    // github:diaspora/diaspora features: "I toggle the aspect …".
    ['And I toggle the filter "Unread"', [{ kind: 'click', target: { name: 'Unread' } }]],
    [
      'And user clicks on "Filters" to show the options',
      [{ kind: 'click', target: { name: 'Filters' } }],
    ],
    ['Accept the cookies', [{ kind: 'click', target: { name: 'Accept' } }]],
    [
      'Dismiss the newsletter popup',
      [{ kind: 'click', target: { name: 'Close', region: 'dialog' } }],
    ],
    ['Delete the row for "Grace Hopper"', [{ kind: 'click', target: { near: 'Grace Hopper' } }]],
    [
      "Type 'Grace' in the 'First Name'",
      [{ kind: 'fill', value: 'Grace', target: { name: 'First Name' } }],
    ],
  ] as const)('%s', (step, expected) => {
    expect(actions(step)).toMatchObject(expected);
  });

  it.each([
    // Values that are not all quoted, or a field list that is a clause, are not guessed at.
    'Fill in first name as Jerry and last name as John',
    'toggle checkbox 0',
    'Add milk and eggs to the list',
  ])('does not read %s as several values', (step) => {
    const read = readStep(step, START);
    expect(read.ok && read.actions.length > 1).toBe(false);
  });
});
