import { describe, expect, it } from 'vitest';
import { readStep } from '../read-step.js';

// General phrasings testers write in many public suites that the reader used to refuse or
// misread. Sentences from public feature files name their source; the values are our own.

const START = 'http://harbour.test/shop/';

function actions(step: string) {
  const read = readStep(step, START);
  if (!read.ok) throw new Error(`refused: ${read.refusal.message}`);
  return read.actions.map(({ description: _d, ...rest }) => rest);
}

function refused(step: string): boolean {
  return !readStep(step, START).ok;
}

describe('credentials written out in other word orders', () => {
  it('reads the values after the colons, also when "and" joins them', () => {
    // Before: USER was "username: grace" (login.with took the field's name as the value).
    expect(actions('Login with username: grace and password: c0bol')).toMatchObject([
      { kind: 'fill', value: 'grace', target: { name: 'Username' } },
      { kind: 'fill', value: 'c0bol', target: { name: 'Password' } },
      { kind: 'submit', target: { name: 'Password' } },
    ]);
  });

  it.each([
    ['Insert email grace@navy.test and password Hopper1906 as login credentials', 'Email'],
    ['Enter username grace and password Hopper1906', 'Username'],
    ['When I type the email grace@navy.test and the password Hopper1906', 'Email'],
  ])('fills both fields of %j and submits nothing', (step, field) => {
    const read = actions(step);
    expect(read).toHaveLength(2);
    expect(read).toMatchObject([
      { kind: 'fill', value: /grace/, target: { name: field } },
      { kind: 'fill', value: 'Hopper1906', target: { name: 'Password' } },
    ]);
  });

  it.each([
    'Enter valid data',
    'Insert email and password as login credentials as described',
    'Enter email grace and her password',
    'Then insert email grace@navy.test and password Hopper1906',
  ])('still refuses %j', (step) => {
    expect(refused(step)).toBe(true);
  });
});

describe('where the browser is, in other words', () => {
  it.each([
    // github:hackternoon/hackternoon features/users/sign_up.feature has "I am on the home page".
    ["Given I'm on the sign up page", { kind: 'on_page', expected: 'sign up', reach: true }],
    ['Given I’m on the login page', { kind: 'on_page', expected: 'login', reach: true }],
    ["Then we're on the checkout page", { kind: 'on_page', expected: 'checkout' }],
    ['Given I visited the sign up page', { kind: 'on_page', expected: 'sign up', reach: true }],
    ['Then the current location is the orders page', { kind: 'on_page', expected: 'orders' }],
    ['Then the current url is the login page', { kind: 'on_page', expected: 'login' }],
  ])('reads %j as being on that page (opened in a Given, checked in a Then)', (step, assertion) => {
    expect(actions(step)).toEqual([{ kind: 'assert', assertion }]);
  });

  it.each([
    "Given I'm on the home page",
    'Given I visited the home page',
    'Given the current location is the home page',
  ])('opens the starting page for %j', (step) => {
    expect(actions(step)).toEqual([{ kind: 'navigate', value: START }]);
  });

  it('keeps an address an address', () => {
    expect(actions("Then the current url is '/orders'")).toEqual([
      { kind: 'assert', assertion: { kind: 'url', expected: '/orders', match: 'equals' } },
    ]);
  });

  it.each(["Given I'm a new customer", 'Given I visited the shop yesterday'])(
    'does not make %j a place',
    (step) => {
      expect(refused(step)).toBe(true);
    },
  );
});

describe('dialogs the page draws, named and answered', () => {
  const inDialog = (name: string) => [
    {
      kind: 'click',
      target: { role: 'button', name, region: 'dialog', description: `${name} in the dialog` },
    },
  ];

  it.each([
    ['And confirm with Yes', 'Yes'],
    ["confirm the dialog with 'OK'", 'OK'],
    ['And I confirm the dialog by clicking OK', 'OK'],
    ["Confirm with 'Yes, delete'", 'Yes, delete'],
  ])('reads %j as clicking that button in the dialog', (step, name) => {
    // Before: "confirm the dialog with 'OK'" was a check that a dialog said "OK".
    expect(actions(step)).toEqual(inDialog(name));
  });

  it.each([
    ['Then Login modal is shown', { kind: 'visible' }],
    ['Then Login modal should be displayed', { kind: 'visible' }],
    ['Then Login modal is not shown', { kind: 'hidden' }],
  ])('reads %j as a check of the dialog called Login', (step, assertion) => {
    expect(actions(step)).toMatchObject([
      { kind: 'assert', assertion, target: { role: 'dialog', name: 'Login' } },
    ]);
  });

  it.each(['confirm with Enter', 'confirm the order', 'Then Login is shown'])(
    'still refuses %j',
    (step) => {
      expect(refused(step)).toBe(true);
    },
  );

  it('keeps a check of what the browser’s dialog says', () => {
    expect(actions("Then the dialog says 'OK'")).toEqual([
      { kind: 'assert', assertion: { kind: 'dialog', expected: 'OK', match: 'words' } },
    ]);
  });
});

describe("a manual case's expected results, written as notes", () => {
  it.each([
    ['Display of the error message “Email is required”', 'Email is required'],
    ["Showing of the validation message 'Password too short'", 'Password too short'],
  ])('reads %j as an error shown with those words', (step, expected) => {
    expect(actions(step)).toEqual([
      { kind: 'assert', assertion: { kind: 'error_shown', expected } },
    ]);
  });

  it.each(['Inline validation errors displayed', 'Validation errors are shown'])(
    'reads %j as some error shown',
    (step) => {
      expect(actions(step)).toEqual([{ kind: 'assert', assertion: { kind: 'error_shown' } }]);
    },
  );

  // "Redirect to dashboard" follows a step whose submit is only implied ("Enter correct
  // username/password"): checked without it, the run would fail by Scout's doing.
  it.each(['Redirect to dashboard', 'Display of the error message', 'Show email validation error'])(
    'still refuses %j',
    (step) => {
      expect(refused(step)).toBe(true);
    },
  );

  it('reads "username/password" as the two fields, not a text to type', () => {
    // github:Surajvc88/QA-Manual-Tester test_cases.csv. Before: the text "username/password" was
    // typed where the cursor was, and "correct username/password" filled the password only.
    for (const step of ['Enter correct username/password', 'Enter username/password'])
      expect(actions(step)).toEqual([
        {
          kind: 'fill',
          value: '{{testing_user.email}}',
          target: { name: 'Username', description: 'Username' },
        },
        {
          kind: 'fill',
          value: '{{testing_user.password}}',
          target: { name: 'Password', description: 'Password' },
        },
      ]);
  });
});

describe('a field left empty', () => {
  it.each([
    ['Leave the Email field empty', 'Email'],
    ["And I leave the 'Last name' field blank", 'Last name'],
  ])('reads %j as emptying that field', (step, name) => {
    expect(actions(step)).toMatchObject([{ kind: 'clear', target: { role: 'textbox', name } }]);
  });

  it.each(['Leave the page blank', 'Then leave the Email field empty'])(
    'still refuses %j',
    (step) => {
      expect(refused(step)).toBe(true);
    },
  );
});
