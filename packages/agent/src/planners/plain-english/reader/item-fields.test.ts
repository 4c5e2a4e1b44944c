import { describe, expect, it } from 'vitest';
import { stepReader } from '../../../testing/read-steps.js';
import { readTestCase } from '../test-case.js';

// A field each item of a list has, named after the item ("change 'Teapot' quantity to 2", as
// Sylius/Sylius writes it), and "this product" of a test case, the product the step before named.
// The names and values are our own.

const START = 'http://teapots.test/';
const { actions } = stepReader(START);

describe("an item's own field", () => {
  it.each([
    ['When I change "Teapot" quantity to 2', 'quantity', 'Teapot', '2'],
    ['Set the "Teapot" price field to 12', 'price', 'Teapot', '12'],
    ['And I update "Green tea" qty to 3', 'qty', 'Green tea', '3'],
  ])('reads %j as the %s field in the row of that item', (step, name, near, value) => {
    expect(actions(step)).toMatchObject([{ kind: 'fill', value, target: { name, near } }]);
    expect(actions(step)[0].target).not.toHaveProperty('name', near);
  });

  it('keeps a quote wrapped in the words for a kind of thing named by the quote', () => {
    // Before and after: "the 'In progress' column" is a column called "In progress".
    expect(actions('Click the "In progress" column')).toMatchObject([
      { kind: 'click', target: { name: 'In progress' } },
    ]);
  });
});

describe('"this product" in a test case', () => {
  it('is the product the step before named, set up behind the page or not', () => {
    const read = readTestCase(
      [
        'Scenario: Two teapots',
        '  Given the store has a product "Teapot" priced at "$12.00"',
        '  And I add this product to the cart',
        '  When I change "Teapot" quantity to 2',
        '  Then I should see "Total: $24.00"',
      ].join('\n'),
      START,
    );
    expect(read.unread).toEqual([]);
    expect(read.actions.map(({ description: _d, ...a }) => a)).toMatchObject([
      { kind: 'click', target: { name: 'Add to cart', near: 'Teapot' } },
      { kind: 'fill', value: '2', target: { name: 'quantity', near: 'Teapot' } },
      { kind: 'assert', assertion: { kind: 'text_visible', expected: 'Total: $24.00' } },
    ]);
  });

  it('stays the one Add to cart when the step before named no product', () => {
    const read = readTestCase(
      [
        'Scenario: A teapot',
        '  Given I am on the home page',
        '  And I add this product to the cart',
      ].join('\n'),
      START,
    );
    expect(read.actions.at(-1)).toMatchObject({ kind: 'click', target: { name: 'Add to cart' } });
    expect(read.actions.at(-1)?.target).not.toHaveProperty('near');
  });
});

// "I should see 'Teapot' with quantity 2 in my cart" (Sylius/Sylius) said the other ways a tester
// says it: the Teapot's Quantity holds 2.
describe("an item's quantity in the cart", () => {
  const read = actions;
  it.each([
    ["Then 'Teapot' with quantity 2 should be in my cart", 'cart'],
    ["And 'Teapot' with quantity 2 is in the cart", 'cart'],
    ["Then the cart contains 'Teapot' with quantity 2", 'cart'],
    ["Then my basket has 'Teapot' with qty 2", 'basket'],
  ])('%s', (step, place) => {
    expect(read(step)).toEqual(read(`Then I should see 'Teapot' with quantity 2 in my ${place}`));
    expect(read(step)[0]!.target).toMatchObject({
      name: 'Quantity',
      near: 'Teapot',
      region: place,
    });
  });
});
