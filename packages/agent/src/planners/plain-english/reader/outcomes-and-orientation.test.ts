import { describe, expect, it } from 'vitest';
import { stepReader } from '../../../testing/read-steps.js';
import { readStep } from '../read-step.js';

// Expected results said as the app's word of success, and orientation lines in the words testers
// use for them (after lines of MoeSadoon/Java_Cucumber_Automation_Demo, gymshark/gsauto-training-
// course, mappingworkbench, ronikumer and hectorware features; our own page names).

const START = 'http://orchard.test/';
const { actions, refused } = stepReader(START);
const SUCCESS = [{ kind: 'assert', assertion: { kind: 'success_shown' } }];

describe('success said, not quoted', () => {
  it.each([
    'Then I should see a successful confirmation',
    'Then I should see a success notification',
    'the user receives  a confirmation message that the item has been successfully added',
    'Then a successful confirmation is displayed',
    'Then I get success created',
    'Then registration is successful',
    'Then the booking was successful',
    // The thing made or kept, told as done (the outcome of the step before).
    'Then employee added successfully',
    'Then my profile should be updated',
    'Then Simple form successfully filled',
    'Then the user is deleted successfully',
    'Then the new post should be published',
    'Then the order has been placed',
  ])('reads %j as a success message shown', (step) => {
    expect(actions(step)).toEqual(SUCCESS);
  });

  it.each([
    // A quoted text is a text to find; no success proves nothing; an e-mail is not the page's; a
    // login is logged_in's; a deposit still to be made is not only a check of its success.
    ["Then I should see a success message 'Saved'", 'text'],
    ['Then no success message is shown', 'refused'],
    ['Then a confirmation email is sent', 'refused'],
    ['Then registration is not successful', 'refused'],
    ['Then User deposit successfully', 'refused'],
    ['Then the form should be filled', 'refused'],
    // Gone, without "successfully": the thing itself may be what the tester looks for.
    ['Then the item should be removed', 'refused'],
    // A figure or a view changed: the thing itself, which most pages show without a message.
    ['Then the cart should be updated', 'refused'],
    ['Then the total is changed', 'refused'],
    ['Then the page should be updated', 'refused'],
    // Not an expected result: a step that does it.
    ['When the form is submitted', 'refused'],
  ])('does not read %j as a success message shown', (step, how) => {
    if (how === 'refused') expect(refused(step)).toBe(true);
    else expect(actions(step)).not.toEqual(SUCCESS);
  });

  it.each([
    // "A confirmation message that …" tells what the message says: a refusal is no success.
    'Then the user receives a confirmation message that the password is incorrect',
    'Then I should see a confirmation message that the card was declined',
    'Then a confirmation message that the coupon has expired is shown',
    'Then I see a confirmation message that the request was rejected',
    'Then I should see a confirmation message that the item is out of stock',
    'Then I should see a confirmation message that the username is unavailable',
  ])('does not read %j, a message of something gone wrong, as success', (step) => {
    const read = readStep(step, START);
    expect(read.ok && read.actions.some((a) => a.assertion?.kind === 'success_shown')).toBe(false);
  });

  it('keeps a login said to be successful as a login check', () => {
    expect(actions('Then User is logged in successfully')).toMatchObject([
      { kind: 'assert', assertion: { kind: 'logged_in' } },
    ]);
  });
});

describe('orientation lines', () => {
  it.each([
    ['Given I am in the website', [{ kind: 'navigate', value: START }]],
    ['Given we are in the app', [{ kind: 'navigate', value: START }]],
    ['Then Go Home', [{ kind: 'navigate', value: START }]],
    [
      'Given the user is viewing Product page',
      [{ kind: 'assert', assertion: { kind: 'on_page', expected: 'Product', reach: true } }],
    ],
    ['Given I go to a Orders page', [{ kind: 'navigate', target: { name: 'Orders' } }]],
    [
      'And user verify the home page',
      [{ kind: 'assert', assertion: { kind: 'on_page', expected: 'home' } }],
    ],
    [
      'Verify the Orders page is displayed',
      [{ kind: 'assert', assertion: { kind: 'on_page', expected: 'Orders' } }],
    ],
  ])('reads %j', (step, expected) => {
    expect(actions(step)).toMatchObject(expected);
  });

  it.each([
    // Which page is not named: "the correct page", "the page title" is no page; "check" may be a tick.
    'Verify the correct page',
    'Given the user is viewing the next page',
    'Check the settings page',
    // Pages of a list by their place: "the first page" is no page named "first".
    'And verify the second page',
    'Then verify the last page',
    'And user verify the 2nd page',
    // No name at all: "the page" is no page named "the".
    'Then verify the page',
    'Then verify the page is displayed',
  ])('does not take %j for a page by its name', (step) => {
    const read = readStep(step, START);
    expect(read.ok && read.actions.some((a) => a.assertion?.kind === 'on_page')).toBe(false);
  });

  it.each([
    // "a non-existent page" is any page that is not there, not a link named "non-existent".
    'When I navigate to a non-existent page',
    'Given I go to an invalid page',
    'When the user navigates to a broken page',
    'When I go to a random page',
  ])('does not take %j for a link to a page by its name', (step) => {
    const read = readStep(step, START);
    expect(read.ok && read.actions.some((a) => a.kind === 'navigate' && a.target)).toBe(false);
  });
});
