import { describe, expect, it } from 'vitest';
import { readStep } from '../read-step.js';

const START = 'https://app.example.test/';

function actions(step: string) {
  const reading = readStep(step, START);
  if (!reading.ok) throw new Error(`not read: ${step} (${reading.refusal.message})`);
  return reading.actions.map(({ description: _d, ...rest }) => rest);
}

// Checks testers write everywhere of the address, the title, the page's parts and fields: each read
// as the one check it means, executable as it is (page-checks.chromium.test.ts runs them).
describe('checks of the page itself', () => {
  it.each([
    // ckan/ckanext-datagovau-style smoke tests
    ['Then I should see "Welcome -" displayed in the page title', 'title', 'Welcome -'],
    ['Then I should see "About" in the title', 'title', 'About'],
    ['Then I should see the "/dataset" URL in the address bar', 'url', '/dataset'],
    ['Then I should see "q=qu" in the Datasets URL query string', 'url', 'q=qu'],
    ['And I should see "sort=name" in the URL', 'url', 'sort=name'],
  ])('%s', (step, kind, expected) => {
    expect(actions(step)).toEqual([
      { kind: 'assert', assertion: { kind, expected, match: 'contains' } },
    ]);
  });

  it('reads a Given about the address, the title or an element named by selector as a check', () => {
    expect(actions('Given the page url is "http://localhost:8080/"')).toMatchObject([
      { kind: 'assert', assertion: { kind: 'url', expected: 'http://localhost:8080/' } },
    ]);
    expect(actions('Given the element "#makeVisible" is not displayed')).toEqual([
      {
        kind: 'assert',
        assertion: { kind: 'hidden' },
        target: { selector: '#makeVisible', description: '#makeVisible' },
      },
    ]);
    // …but a Given about the app's data is still not about the page.
    expect(readStep('Given a user "Alice" exists', START)).toMatchObject({
      ok: false,
      refusal: { kind: 'not_a_ui_step' },
    });
  });

  it('reads "becomes displayed" as shown, "not contains any text" and "nothing selected" as empty', () => {
    expect(actions('Then I expect that element "#makeVisible" becomes displayed')).toMatchObject([
      { kind: 'assert', assertion: { kind: 'visible' }, target: { selector: '#makeVisible' } },
    ]);
    expect(actions('Then I expect that inputfield "#testInput" not contains any text')).toEqual([
      {
        kind: 'assert',
        assertion: { kind: 'value', expected: '', match: 'equals' },
        target: expect.objectContaining({ selector: '#testInput' }),
      },
    ]);
    expect(actions('Then nothing should be selected for "Select control"')).toEqual([
      {
        kind: 'assert',
        assertion: { kind: 'value', expected: '', match: 'equals' },
        target: expect.objectContaining({ name: 'Select control' }),
      },
    ]);
    // "contains any text": the field holds something (its value is not empty); never the words
    // "any text", and never its opposite.
    const notEmpty = (target: Record<string, string>) => [
      {
        kind: 'assert',
        assertion: { kind: 'value_absent', expected: '', match: 'equals' },
        target: expect.objectContaining(target),
      },
    ];
    expect(actions('Then I expect that inputfield "#testInput" contains any text')).toEqual(
      notEmpty({ selector: '#testInput' }),
    );
    expect(actions('Then the "Email" field should not be empty')).toEqual(
      notEmpty({ role: 'textbox', name: 'Email' }),
    );
    expect(actions('And the Email field is not empty')).toEqual(
      notEmpty({ role: 'textbox', name: 'Email' }),
    );
    // Not a field: refused rather than a look for the words "any text"; a cart stays as it was.
    expect(readStep('Then I expect that element "h1" contains any text', START).ok).toBe(false);
    expect(readStep('Then the cart is not empty', START).ok).toBe(false);
  });

  it('reads two quoted texts after "should see" as two checks, and a dialog opening', () => {
    expect(actions('Then I should see "I am eating a yogurt" and "And cornflakes also"')).toEqual([
      { kind: 'assert', assertion: { kind: 'text_visible', expected: 'I am eating a yogurt' } },
      { kind: 'assert', assertion: { kind: 'text_visible', expected: 'And cornflakes also' } },
    ]);
    expect(actions('Then a dialog should open')).toEqual([
      {
        kind: 'assert',
        assertion: { kind: 'visible' },
        target: expect.objectContaining({ role: 'dialog' }),
      },
    ]);
    expect(actions('Then I should see a flash message containing "Hey, some name!"')).toEqual([
      {
        kind: 'assert',
        assertion: { kind: 'text_visible', expected: 'Hey, some name!', match: 'contains' },
      },
    ]);
  });

  it('reads a field’s own error, with or without its words, and its absence', () => {
    expect(actions('Then the "A" field should have the error "is invalid"')).toEqual([
      {
        kind: 'assert',
        assertion: { kind: 'error_shown', expected: 'is invalid' },
        target: { name: 'A', description: 'A field' },
      },
    ]);
    expect(actions('Then the "A" field should have an error')).toMatchObject([
      { assertion: { kind: 'error_shown' }, target: { name: 'A' } },
    ]);
    for (const step of [
      'Then the "C" field should not have an error',
      'Then the "C" field should have no error',
    ])
      expect(actions(step)).toMatchObject([
        { assertion: { kind: 'no_error' }, target: { name: 'C' } },
      ]);
    // Not one error among others: refused rather than read as no error at all.
    expect(readStep('Then the "C" field should not have the error "x"', START).ok).toBe(false);
  });

  it('reads a text within a table, or within the row that shows another text', () => {
    expect(actions('Then I should see "Permissions" within a table')).toMatchObject([
      { assertion: { kind: 'text_visible', expected: 'Permissions' }, target: { region: 'table' } },
    ]);
    expect(actions('Then I should see "All" within the table row containing "Admin"')).toEqual([
      {
        kind: 'assert',
        assertion: { kind: 'text_visible', expected: 'All' },
        target: { near: 'Admin', description: 'the row with “Admin”' },
      },
    ]);
    expect(
      actions('And I should not see "All" within the table row containing "Editor"'),
    ).toMatchObject([
      { assertion: { kind: 'text_absent', expected: 'All' }, target: { near: 'Editor' } },
    ]);
  });

  it('reads webdriverio’s "set … to the inputfield" and "the option with the text …", and a page known by its title', () => {
    expect(actions('When  I set "test" to the inputfield "#testInput"')).toMatchObject([
      { kind: 'fill', value: 'test', target: { selector: '#testInput' } },
    ]);
    expect(
      actions(
        'When I select the option with the text "Option #4" for element "#selectElementTest"',
      ),
    ).toMatchObject([
      { kind: 'select', value: 'Option #4', target: { selector: '#selectElementTest' } },
    ]);
    // An option's value attribute: the option chosen by it (choose-option.ts), not by its text.
    expect(
      actions('When I select the option with the value "second" for element "#sel"'),
    ).toMatchObject([{ kind: 'select', value: 'second', target: { selector: '#sel' } }]);
    expect(
      actions(
        'Then the user should be redirected to a webUI page with the title "Files - ownCloud"',
      ),
    ).toEqual([
      {
        kind: 'assert',
        assertion: { kind: 'title', expected: 'Files - ownCloud', match: 'equals' },
      },
    ]);
  });

  it('reads "I should see X displayed" as X on show, in the part of the page it names', () => {
    expect(actions('Then I should see "Welcome" displayed')).toEqual([
      { kind: 'assert', assertion: { kind: 'text_visible', expected: 'Welcome' } },
    ]);
    expect(actions('Then I should see the Save button displayed')).toMatchObject([
      { assertion: { kind: 'visible' }, target: { role: 'button', name: 'Save' } },
    ]);
    expect(
      actions('Then I should see the heading "Tags" displayed in the page sidebar'),
    ).toMatchObject([
      {
        assertion: { kind: 'visible' },
        target: { role: 'heading', name: 'Tags', region: 'sidebar' },
      },
    ]);
    expect(actions('Then I see "Sign Out" in navigation panel')).toMatchObject([
      {
        assertion: { kind: 'text_visible', expected: 'Sign Out' },
        target: { region: 'navigation panel' },
      },
    ]);
  });

  it('reads a step of a checkout as a page by its name, but not "the next step"', () => {
    expect(actions('Then I should be on the checkout shipping step')).toEqual([
      { kind: 'assert', assertion: { kind: 'on_page', expected: 'checkout shipping' } },
    ]);
    expect(actions('And I am at the checkout addressing step')).toEqual([
      {
        kind: 'assert',
        assertion: { kind: 'on_page', expected: 'checkout addressing', reach: true },
      },
    ]);
    expect(readStep('Then I should be on the next step', START).ok).toBe(false);
  });

  it('reads "visible todos count is 2" as a count of those items, and leaves a badge’s count alone', () => {
    expect(actions('Then visible todos count is 2')).toEqual([
      {
        kind: 'assert',
        assertion: { kind: 'count', expected: 2 },
        target: { description: 'todos' },
      },
    ]);
    expect(actions('Then the cart count is 2')).not.toMatchObject([
      { assertion: { kind: 'count' } },
    ]);
  });

  it('reads a yes-or-no question about the page as the check it asks for, and no other question', () => {
    expect(actions("Does the error message contain 'Invalid credentials'?")).toEqual([
      { kind: 'assert', assertion: { kind: 'error_shown', expected: 'Invalid credentials' } },
    ]);
    expect(actions('Is the error message absent from the screen?')).toEqual([
      { kind: 'assert', assertion: { kind: 'no_error' } },
    ]);
    expect(actions('Is the account balance displayed as $1,250.00?')).toEqual([
      { kind: 'assert', assertion: { kind: 'text_visible', expected: '$1,250.00' } },
    ]);
    for (const step of ['Is everything correct on the page?', 'Is the amount correct?'])
      expect(readStep(step, START).ok).toBe(false);
  });

  it('reads the app named before "home page" as the starting page', () => {
    expect(actions('Given I navigate to the CKAN Home page')).toEqual([
      { kind: 'navigate', value: START },
    ]);
  });

  it('reads a text check in a named section, the cart or my feed as made in that part of the page', () => {
    const inRegion = (
      expected: string,
      region: string,
      description: string,
      kind = 'text_visible',
    ) => [{ kind: 'assert', assertion: { kind, expected }, target: { description, region } }];
    expect(actions('Then I should see "Paid" in the Billing section')).toEqual(
      inRegion('Paid', 'Billing', 'the Billing'),
    );
    expect(actions('And I should not see "Paid" in the "Billing" section')).toEqual(
      inRegion('Paid', 'Billing', 'the Billing', 'text_absent'),
    );
    expect(actions('Then I should see "Total: $42.00" in the order summary panel')).toEqual(
      inRegion('Total: $42.00', 'order summary', 'the order summary'),
    );
    expect(actions('Then I should see "Teapot" in my cart')).toEqual(
      inRegion('Teapot', 'cart', 'the cart'),
    );
    expect(actions('Then I should see "Hello World" in my feed')).toEqual(
      inRegion('Hello World', 'feed', 'the feed'),
    );
    // An element check keeps its element, scoped to the section.
    expect(actions('Then the "Save" button should be visible in the "Billing" section')).toEqual([
      {
        kind: 'assert',
        assertion: { kind: 'visible' },
        target: {
          role: 'button',
          name: 'Save',
          description: expect.any(String),
          region: 'Billing',
        },
      },
    ]);
    // A value with no field is not put into the section: it is read as before, or not at all.
    expect(actions('Type "Ada" in the "Billing" section')).not.toMatchObject([
      { target: { region: 'Billing' } },
    ]);
  });

  it('reads the location or url being a page by its name, with or without "the", as that page', () => {
    expect(actions('Then the current location should be results page')).toEqual([
      { kind: 'assert', assertion: { kind: 'on_page', expected: 'results' } },
    ]);
    expect(actions('Then the url should be the checkout page')).toEqual([
      { kind: 'assert', assertion: { kind: 'on_page', expected: 'checkout' } },
    ]);
    // An address stays an address.
    expect(actions('Then the current location should be "/results"')).toEqual([
      { kind: 'assert', assertion: { kind: 'url', expected: '/results', match: 'equals' } },
    ]);
  });
});
