import { describe, expect, it } from 'vitest';
import { stepReader } from '../../../testing/read-steps.js';

// "Go to my cart", "Open my account": a page the user has of their own, followed by the link of
// its usual name ("my" names no element). Sylius/Sylius writes "I see the summary of my cart" for
// opening the cart; the other sentences are our own.

const { actions, refused } = stepReader('http://teapots.test/');

describe("going to the user's own pages", () => {
  it.each([
    ['When I go to my cart', 'cart'],
    ['Go to my shopping basket', 'shopping basket'],
    ['And I navigate to my orders page', 'orders'],
    ['Open my account', 'account'],
    ['When I view my wishlist', 'wishlist'],
    ['Given I see the summary of my cart', 'cart'],
    ['Head back to the details of my profile', 'profile'],
  ])('reads %j as following the link to the %s', (step, name) => {
    expect(actions(step)).toEqual([
      { kind: 'navigate', target: { name, description: `my ${name}` } },
    ]);
  });

  it('goes there as one step of several', () => {
    expect(actions('Go to my cart and click "Checkout"')).toMatchObject([
      { kind: 'navigate', target: { name: 'cart' } },
      { kind: 'click', target: { name: 'Checkout' } },
    ]);
  });

  it.each([
    // A check is not a visit: what should the cart show?
    'Then I see the summary of my cart',
    'Then I should see my cart',
    // Not a page a site has.
    'Open my mind',
    'Go to my favourite teapot',
    // "see my cart" in a When says nothing of where to look.
    'When I see my cart',
  ])('still refuses %j', (step) => {
    expect(refused(step)).toBe(true);
  });
});
