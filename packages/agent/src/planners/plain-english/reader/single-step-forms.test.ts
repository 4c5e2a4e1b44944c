import { describe, expect, it } from 'vitest';
import { readStep } from '../read-step.js';
import { stepReader } from '../../../testing/read-steps.js';

// Single steps testers write that the reader used to refuse: a login in one sentence, where the
// browser is, and checks written as prose. Sentences from public feature files name their source.

const START = 'http://harbour.test/shop/';

const { actions } = stepReader(START);

function loginAs(field: string, user: string, password: string) {
  return [
    { kind: 'fill', value: user, target: { name: field } },
    { kind: 'fill', value: password, target: { name: 'Password' } },
    { kind: 'submit', target: { name: 'Password' } },
  ];
}

describe('a login in one sentence', () => {
  it.each([
    [
      'Given the user is logged in as "grace" with password "c0bol!"',
      loginAs('Username', 'grace', 'c0bol!'),
    ],
    ['Login with Username: grace, Password: c0bol', loginAs('Username', 'grace', 'c0bol')],
    [
      "sign in as 'grace@navy.test' / 'Hopper1906'",
      loginAs('Email', 'grace@navy.test', 'Hopper1906'),
    ],
    [
      'Log in using the credentials tester@harbour.test / Tide42',
      loginAs('Email', 'tester@harbour.test', 'Tide42'),
    ],
    // masiyematome/OrangeHrmDemoTestAutomationFramework: OrangeHrmDemo/OrangeHrmDemo/Web/Features/Login.feature
    ['When the user logs in with a valid login credentials', [{ kind: 'login' }]],
    ['Given I am logged in as a regular user', [{ kind: 'login' }]],
  ])('%s', (step, expected) => {
    expect(actions(step)).toMatchObject(expected);
    expect(actions(step)).toHaveLength(expected.length);
  });

  it('reads a login with wrong credentials it is not given as one that should fail', () => {
    // Scout makes them up, as a tester does (failing-login.test.ts).
    expect(actions('Attempt to log in with invalid credentials.')).toEqual([
      { kind: 'login', value: 'wrong password' },
    ]);
  });
});

describe('where the browser is', () => {
  it.each([
    // masiyematome/OrangeHrmDemoTestAutomationFramework (as above)
    ['Given the user is on the login page', { expected: 'login', reach: true }],
    ['Then the user is redirected to the dashboard', { expected: 'dashboard' }],
    // AdrielMounzon/Practica-4-Calidad: Features/navigation.feature
    [
      'Given I am on the "OnLine Store Receipt" page',
      { expected: 'OnLine Store Receipt', reach: true },
    ],
    ['Then I should be redirected to the home page', { expected: 'home' }],
    // mrtony33/CapStoneProject: src/test/resources/features/Sort.feature
    ['Then verify user is on home page', { expected: 'home' }],
    ['Then the customer lands on the roster page', { expected: 'roster' }],
    ['Given the user should be in login page', { expected: 'login', reach: true }],
  ])('%s', (step, assertion) => {
    const [only, ...more] = actions(step);
    expect(more).toEqual([]);
    expect(only).toEqual({ kind: 'assert', assertion: { kind: 'on_page', ...assertion } });
  });

  it('a Then about the home page checks it, not an address made of its words', () => {
    expect(actions('Then I am on the home page')).toEqual([
      { kind: 'assert', assertion: { kind: 'on_page', expected: 'home' } },
    ]);
  });

  it('a Given on the home page opens the starting page; an address stays an address', () => {
    // henry-uche/HRMLEAVEMENU: src/test/resources/ValidLogin.feature
    expect(actions('Given I am on the landing page')).toEqual([{ kind: 'navigate', value: START }]);
    expect(actions('Given the visitor is located on the main page of the shop')).toEqual([
      { kind: 'navigate', value: START },
    ]);
    expect(actions('Given I am on "/harbour/moorings"')).toEqual([
      { kind: 'navigate', value: 'http://harbour.test/harbour/moorings' },
    ]);
  });

  it('"On the billing page, click …" is the orientation, then the step', () => {
    expect(actions('On the billing page, click "Pay now"')).toEqual([
      { kind: 'assert', assertion: { kind: 'on_page', expected: 'billing', reach: true } },
      { kind: 'click', target: { name: 'Pay now', description: 'Pay now' } },
    ]);
  });
});

describe('checks in prose', () => {
  it.each([
    // thuctrung/cucumber: cucumber_DEMO1/target/test-classes/resources/Features/login.feature
    ['Then success message is displayed', { assertion: { kind: 'success_shown' } }],
    [
      'Then I should be notified that the mooring has been saved',
      { assertion: { kind: 'success_shown' } },
    ],
    [
      'Confirm "Buy bread" is still listed',
      { assertion: { kind: 'text_visible', expected: 'Buy bread' } },
    ],
    [
      'The basket badge should be updated to "3"',
      { assertion: { kind: 'text_visible', expected: '3' } },
    ],
    [
      'the item "Tide clock" should show a Remove button',
      {
        assertion: { kind: 'visible' },
        target: { role: 'button', name: 'Remove', near: 'Tide clock' },
      },
    ],
    [
      'Then the result "Oslo" should not show a Delete link',
      { assertion: { kind: 'hidden' }, target: { role: 'link', name: 'Delete', near: 'Oslo' } },
    ],
    [
      'they will see that the first result is "Oslo"',
      { assertion: { kind: 'nth_item', expected: 'Oslo' }, target: { nth: 0 } },
    ],
    [
      'Then the last booking should be "Room 12"',
      { assertion: { kind: 'nth_item', expected: 'Room 12' }, target: { nth: -1 } },
    ],
    [
      'Then the products should be sorted by price from high to low',
      { assertion: { kind: 'sorted', expected: 'price descending' } },
    ],
    [
      'Then the listings are displayed in ascending order by price',
      { assertion: { kind: 'sorted', expected: 'price ascending' } },
    ],
    [
      'Then the items are sorted by name from A to Z',
      { assertion: { kind: 'sorted', expected: 'name ascending' } },
    ],
  ])('%s', (step, expected) => {
    expect(actions(step)).toMatchObject([{ kind: 'assert', ...expected }]);
  });

  it('refuses a success message said to be absent: one Scout did not recognise proves nothing', () => {
    expect(readStep('Then no success message is shown', START).ok).toBe(false);
  });
});
