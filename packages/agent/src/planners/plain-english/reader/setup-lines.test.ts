import { describe, expect, it } from 'vitest';
import { SECRET_PLACEHOLDERS } from '@scout/shared';
import { readStep } from '../read-step.js';

const START = 'https://app.example.test/';

function actions(step: string) {
  const reading = readStep(step, START);
  if (!reading.ok) throw new Error(`not read: ${step} (${reading.refusal.message})`);
  return reading.actions.map(({ description: _d, ...rest }) => rest);
}

// The opening lines of test cases as testers write them (issue 25), each a step a tester does
// without asking.
describe('the address of the app, named without writing it', () => {
  // Read before as a link called "URL" (or a click on "base URL"), which no page has.
  it.each([
    'Given user navigates to the URL',
    'Given user navigates to the given URL',
    'Given the user navigates to the application URL',
    'Given user opens the base URL',
    'Given user to navigate to the URL given',
  ])('%s: the starting URL', (step) => {
    expect(actions(step)).toEqual([{ kind: 'navigate', value: START }]);
  });

  it('leaves a page of the app named by its URL to the link to it', () => {
    expect(actions('When I go to the login URL')).toEqual([
      { kind: 'navigate', target: { description: 'the login URL', name: 'login URL' } },
    ]);
  });
});

describe('who signs in', () => {
  it.each([
    'Given User with full access and permissions is logged in',
    'Given the user with admin rights is logged in',
    'I login in as Jill',
  ])('%s: the testing user', (step) => {
    expect(actions(step)).toEqual([{ kind: 'login' }]);
  });

  it("reads the admin's username and password as the testing user's", () => {
    expect(actions('When user enters admin username and password')).toEqual([
      {
        kind: 'fill',
        value: SECRET_PLACEHOLDERS.email,
        target: { name: 'Username', description: 'Username' },
      },
      {
        kind: 'fill',
        value: SECRET_PLACEHOLDERS.password,
        target: { name: 'Password', description: 'Password' },
      },
    ]);
  });
});

describe('slips of the fingers', () => {
  it('reads "is one the … page" as "is on the … page"', () => {
    expect(actions('Given the user is one the Demoblaze login page')).toEqual(
      actions('Given the user is on the Demoblaze login page'),
    );
  });
});

describe('a wait said as what happened', () => {
  // "When the page has loaded" was a check that the page shows the word "loaded".
  it.each([
    ['When the page has loaded', { kind: 'wait_for', value: 'load' }],
    ['When the page is loaded', { kind: 'wait_for', value: 'load' }],
    [
      'When the list is loaded',
      { kind: 'wait_for', target: { description: 'the list', role: 'list' } },
    ],
    [
      'When the Orders table has loaded',
      {
        kind: 'wait_for',
        target: { description: 'the Orders table', role: 'table', name: 'Orders' },
      },
    ],
  ])('%s', (step, action) => {
    expect(actions(step)).toEqual([action]);
  });
});

// "your" names the testing user's own email ("Sign in with your email and password"), but a
// list of things is not one secret: "Enter your name and email" was one fill of the Email field
// with the testing user's address, the name left out (found by a review).
describe('several things of "yours" to enter', () => {
  it('fills each, not the email alone', () => {
    expect(actions('Enter your name and email').map((a) => a.target?.name)).toEqual([
      'name',
      'email',
    ]);
    expect(actions('Enter your name, email and phone').map((a) => a.target?.name)).toEqual([
      'name',
      'email',
      'phone',
    ]);
    expect(actions('Enter your email and password')).toEqual([
      {
        kind: 'fill',
        value: SECRET_PLACEHOLDERS.email,
        target: { name: 'Email', description: 'Email' },
      },
      {
        kind: 'fill',
        value: SECRET_PLACEHOLDERS.password,
        target: { name: 'Password', description: 'Password' },
      },
    ]);
  });
});
