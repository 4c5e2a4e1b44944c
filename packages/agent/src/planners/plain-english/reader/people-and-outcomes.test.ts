import { describe, expect, it } from 'vitest';
import { readStep } from '../read-step.js';
import { stepReader } from '../../../testing/read-steps.js';
import { readTestCase } from '../test-case.js';

// Phrasings testers write about a person by name, about what an attempt came to ("login fails",
// "the new project is created"), and about leaving a field. The values and names are our own.

const START = 'http://orchard.test/';

const { actions, refused } = stepReader(START);

describe('a person named in the step', () => {
  it.each([
    [
      'Given Priya is at the Checkout page',
      [{ kind: 'assert', assertion: { kind: 'on_page', expected: 'Checkout', reach: true } }],
    ],
    ["When Priya presses 'Place order'", [{ kind: 'click', target: { name: 'Place order' } }]],
    [
      "When Priya clicks 'Forgot password?'",
      [{ kind: 'click', target: { name: 'Forgot password?' } }],
    ],
    [
      "Then Priya should see 'Order placed'",
      [{ kind: 'assert', assertion: { kind: 'text_visible', expected: 'Order placed' } }],
    ],
  ])('reads %j as the step without the name', (step, expected) => {
    expect(actions(step)).toMatchObject(expected);
  });

  it('reads a log-in attempt by a person, with the common misspelling of "attempts"', () => {
    for (const step of [
      "When Priya attempts to log in with email 'priya@orchard.test' and password 'Plum-42'",
      "When Priya attemps to login with email 'priya@orchard.test' and password 'Plum-42'",
    ])
      expect(actions(step)).toMatchObject([
        { kind: 'fill', value: 'priya@orchard.test', target: { name: 'Email' } },
        { kind: 'fill', value: 'Plum-42', target: { name: 'Password' } },
        { kind: 'submit' },
      ]);
  });

  it('takes "has not logged in" as the state the test starts from', () => {
    const read = readTestCase(
      "Scenario: Orders need an account\n  Given Priya has not logged in\n  When Priya goes to /orders\n  Then Priya should see 'Sign in to see your orders'",
      START,
    );
    expect(read.unread).toEqual([]);
    expect(read.assumed).toEqual(['Priya has not logged in']);
    expect(read.actions.map((a) => a.kind)).toEqual(['navigate', 'assert']);
  });

  it.each(["Then Cart shows '2 items'", "Then Basket displays 'Empty'", 'Then Dialog closes'])(
    'does not take the page part in %j for a person who acts',
    (step) => {
      const read = readStep(step, START);
      expect(read.ok && read.actions.some((a) => a.kind !== 'assert')).toBe(false);
    },
  );

  it('reads "Cart shows" as a check of the text', () => {
    expect(actions("Then Cart shows '2 items'")).toMatchObject([
      { kind: 'assert', assertion: { kind: 'text_visible', expected: '2 items' } },
    ]);
  });

  it('reads whose value it is by first name: "Priya nickname \'plum\' is shown at navigation bar"', () => {
    expect(actions("Then Priya nickname 'plum' is shown at navigation bar")).toMatchObject([
      {
        kind: 'assert',
        assertion: { kind: 'text_visible', expected: 'plum' },
        target: { region: 'navigation bar' },
      },
    ]);
  });
});

describe('signing up and logging in, written out', () => {
  it('signs up: the sign-up page, each named field, then the form sent', () => {
    expect(
      actions(
        "When a visitor signs up with username 'plum', email 'plum@orchard.test' and password 'Pit-7'",
      ),
    ).toMatchObject([
      { kind: 'assert', assertion: { kind: 'on_page', expected: 'Sign up', reach: true } },
      { kind: 'fill', value: 'plum', target: { name: 'username' } },
      { kind: 'fill', value: 'plum@orchard.test', target: { name: 'email' } },
      { kind: 'fill', value: 'Pit-7', target: { name: 'password' } },
      { kind: 'submit', target: { name: 'password' } },
    ]);
  });

  it('still refuses a sign-up that gives no values', () => {
    expect(refused('Sign up with valid details')).toBe(true);
  });

  it('logs in "to the shop" with the values written out', () => {
    expect(
      actions(
        "Given Priya has already logged in to the shop with email 'priya@orchard.test' and password 'Plum-42'",
      ),
    ).toMatchObject([
      { kind: 'fill', value: 'priya@orchard.test', target: { name: 'Email' } },
      { kind: 'fill', value: 'Plum-42', target: { name: 'Password' } },
      { kind: 'submit' },
    ]);
  });

  it.each([
    'Then login fails',
    'Then Login failed because of a wrong password',
    'Then sign in was unsuccessful',
  ])('reads %j as an error on show', (step) => {
    expect(actions(step)).toEqual([{ kind: 'assert', assertion: { kind: 'error_shown' } }]);
  });

  it('reads "login with email … was successful" as the page showing that user', () => {
    expect(actions("Then Login with email 'priya@orchard.test' was successful")).toEqual([
      { kind: 'assert', assertion: { kind: 'text_visible', expected: 'priya@orchard.test' } },
    ]);
  });

  it('never reads a failed login as something to do', () => {
    expect(refused('When login fails')).toBe(true);
  });
});

describe('what a step made, and where the browser is', () => {
  it.each([
    ["Then the new project 'Apollo' is created", 'Apollo'],
    ["Then the tag 'urgent' was added", 'urgent'],
    ["Check that the board now has a column called 'Review'", 'Review'],
    ["Check that the new column offers 'Add a task'", 'Add a task'],
  ])('reads %j as the page showing the name', (step, text) => {
    expect(actions(step)).toEqual([
      { kind: 'assert', assertion: { kind: 'text_visible', expected: text } },
    ]);
  });

  it('keeps "a project \'Apollo\' is created" in a Given as data, not a check', () => {
    expect(refused("Given a project 'Apollo' is created")).toBe(true);
  });

  it.each([
    ['Then the Register page is shown', 'Register'],
    ['Then the order summary screen is displayed', 'order summary'],
  ])('reads %j as where the browser is', (step, page) => {
    expect(actions(step)).toEqual([
      { kind: 'assert', assertion: { kind: 'on_page', expected: page } },
    ]);
  });

  it('takes "on mainpage" as where the control is, not part of its name', () => {
    expect(actions('When I click on Register button on mainpage')).toMatchObject([
      { kind: 'click', target: { role: 'button', name: 'Register' } },
    ]);
  });
});

describe('a control of the nth item', () => {
  it('clicks the control of that item when the control is named as the page writes it', () => {
    expect(actions('click Archive for the second project')).toMatchObject([
      { kind: 'click', target: { name: 'Archive', nth: 1 } },
    ]);
    expect(actions('On the Projects page click Edit for the first project')).toMatchObject([
      { kind: 'assert', assertion: { kind: 'on_page', expected: 'Projects', reach: true } },
      { kind: 'click', target: { name: 'Edit', nth: 0 } },
    ]);
  });

  it('still refuses an ordinal over words the page may not show', () => {
    expect(refused('click the first customer record')).toBe(true);
  });
});

describe('leaving a field', () => {
  it('types, then leaves the field with Tab', () => {
    const read = readTestCase("Type 'ab' in the Nickname field and leave the field.", START);
    expect(read.unread).toEqual([]);
    expect(read.actions.map(({ description: _d, ...a }) => a)).toMatchObject([
      { kind: 'fill', value: 'ab', target: { name: 'Nickname' } },
      { kind: 'press', value: 'Tab' },
    ]);
  });

  it('clears the field just typed into when told to "clear it"', () => {
    const read = readTestCase(
      "Type 'x' in the Nickname field, then clear it and leave the field.",
      START,
    );
    expect(read.unread).toEqual([]);
    expect(read.actions.map(({ description: _d, ...a }) => a)).toMatchObject([
      { kind: 'fill', value: 'x', target: { name: 'Nickname' } },
      { kind: 'clear', target: { name: 'Nickname' } },
      { kind: 'press', value: 'Tab' },
    ]);
  });

  it('fills a field named in two words after another pair', () => {
    expect(
      actions("Type 'Pit-7' in the Password field and 'Pit-8' in Repeat Password"),
    ).toMatchObject([
      { kind: 'fill', value: 'Pit-7', target: { name: 'Password' } },
      { kind: 'fill', value: 'Pit-8', target: { name: 'Repeat Password' } },
    ]);
  });
});

describe('signing in where the app says', () => {
  it.each([
    'Given the user logs in to the Front Desk',
    'I log in to the Admin Console',
    'When the user signs in at the Night Ward',
    'Log in to "Back office"',
  ])('reads %j as signing in as the testing user', (step) => {
    expect(actions(step)).toEqual([{ kind: 'login' }]);
  });

  it.each([
    // A page or a form is not where one signs in; which page, the step does not say.
    'Log in to the login page',
    // Credentials of someone else's: not the testing user's sign-in.
    'Log in to the Front Desk with "ada"',
    // A check that one is signed in there, not a sign-in.
    'Then the user logs in to the Front Desk',
    // A bare name is as often another service the test visits (or its sign-in button) as a part
    // of the app: the testing user's sign-in to the app would be another step.
    'Log in to Gmail',
    'When I sign in to GitHub',
    'Log in to Facebook',
  ])('does not read %j as the testing user signing in', (step) => {
    expect(refused(step)).toBe(true);
  });
});
