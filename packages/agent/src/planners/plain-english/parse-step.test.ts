import { SECRET_PLACEHOLDERS, type ResolvedAction } from '@scout/shared';
import { describe, expect, it } from 'vitest';
import { parseObjective } from './parse-objective.js';
import { parseStep } from './parse-step.js';

const START = 'http://shop.test:3000/app/home';

function parse(step: string): ResolvedAction {
  const parsed = parseStep(step, START);
  if (!parsed.ok) throw new Error(`not understood: ${step}`);
  return parsed.action;
}

describe('navigation', () => {
  it.each([
    ['go to /login', 'http://shop.test:3000/login'],
    ['Open https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['visit "/cart"', 'http://shop.test:3000/cart'],
    ['navigate to ../settings', 'http://shop.test:3000/settings'],
    ['go to the starting page', START],
    ['The user goes to /pricing', 'http://shop.test:3000/pricing'],
    ['open localhost:4000/x', 'http://localhost:4000/x'],
  ])('%s', (step, url) => {
    expect(parse(step)).toMatchObject({ kind: 'navigate', value: url, description: step });
  });
  it('reads back and reload', () => {
    expect(parse('go back').kind).toBe('back');
    expect(parse('Reload the page').kind).toBe('reload');
    expect(parse('refresh').kind).toBe('reload');
  });
  it('reads "go to the Pricing page" as following a link to that page, never as a click on any "Pricing"', () => {
    expect(parse('go to the Pricing page')).toMatchObject({
      kind: 'navigate',
      target: { name: 'Pricing' },
    });
    expect(parse('Navigate to the login page')).toMatchObject({
      kind: 'navigate',
      target: { name: 'login' },
    });
    expect(parse('go to the login page')).not.toHaveProperty('value');
    expect(parse("open 'Details'")).toMatchObject({ kind: 'click', target: { name: 'Details' } });
  });
});

describe('clicks', () => {
  it.each([
    ['click Sign in', { name: 'Sign in' }],
    ['Click on the "Sign in" button', { name: 'Sign in', role: 'button' }],
    ['press the Submit button', { name: 'Submit', role: 'button' }],
    ['tap the Docs link', { name: 'Docs', role: 'link' }],
    ['click the link "Read more"', { name: 'Read more', role: 'link' }],
    ['click the second Add to cart button', { name: 'Add to cart', role: 'button', nth: 1 }],
    ['I click "Next"', { name: 'Next' }],
    ["click 'Pay' in the 'Checkout' frame", { name: 'Pay', frames: ['Checkout'] }],
    ['click the button labelled "Close"', { label: 'Close', role: 'button' }],
  ])('%s', (step, target) => {
    expect(parse(step)).toMatchObject({ kind: 'click', target });
  });
  it.each([
    ['click Remove next to "Grace Hopper"', { name: 'Remove', near: 'Grace Hopper' }],
    [
      'Click the Edit button in the row for Grace Hopper',
      { name: 'Edit', role: 'button', near: 'Grace Hopper' },
    ],
    ["click Remove in the 'Grace Hopper' row", { name: 'Remove', near: 'Grace Hopper' }],
    ["click Remove for 'Grace Hopper'", { name: 'Remove', near: 'Grace Hopper' }],
    ['click Add to cart beside the "Teapot" card', { name: 'Add to cart', near: 'Teapot' }],
    [
      'click the second Remove button next to "Member"',
      { name: 'Remove', role: 'button', nth: 1, near: 'Member' },
    ],
    [
      "click 'Pay' in the card with 'Visa' in the 'Checkout' frame",
      { name: 'Pay', near: 'Visa', frames: ['Checkout'] },
    ],
  ])('%s names the element by the text beside it', (step, target) => {
    expect(parse(step)).toMatchObject({ kind: 'click', target });
  });
  it.each([
    'click the button in the first row',
    'click Sort by name',
    'click the link near the bottom',
    'click the Docs link',
  ])('%s has no "near"', (step) => {
    const action = parse(step);
    expect(action.kind).toBe('click');
    expect(action.target?.near).toBeUndefined();
  });
  it('reads double clicks', () => {
    expect(parse('double-click the "Row 1" cell')).toMatchObject({
      kind: 'dblclick',
      target: { name: 'Row 1', role: 'cell' },
    });
    expect(parse('double click Title')).toMatchObject({
      kind: 'dblclick',
      target: { name: 'Title' },
    });
  });
});

describe('typing', () => {
  it.each([
    [
      "type 'hello world' into the Search field",
      'hello world',
      { name: 'Search', role: 'textbox' },
    ],
    ['enter "Ada" in Name', 'Ada', { name: 'Name' }],
    ['fill Email with a@b.c', 'a@b.c', { name: 'Email' }],
    ['fill in the "Full name" field with "Ada Lovelace"', 'Ada Lovelace', { name: 'Full name' }],
    ["set Quantity to '3'", '3', { name: 'Quantity' }],
    ['type "then and" into Notes', 'then and', { name: 'Notes' }],
    ['type "x" into the field with placeholder "Search…"', 'x', { placeholder: 'Search…' }],
  ])('%s', (step, value, target) => {
    expect(parse(step)).toMatchObject({ kind: 'fill', value, target });
  });
  it("writes the testing user's secrets as placeholders", () => {
    expect(parse("type the testing user's email into Email")).toMatchObject({
      value: SECRET_PLACEHOLDERS.email,
    });
    expect(parse("enter the test user's password in the Password field")).toMatchObject({
      value: SECRET_PLACEHOLDERS.password,
      target: { name: 'Password' },
    });
    expect(parse("enter the testing user's password")).toMatchObject({
      value: SECRET_PLACEHOLDERS.password,
      target: { name: 'Password' },
    });
  });
  it('reads clear', () => {
    expect(parse('clear the Search field')).toMatchObject({
      kind: 'clear',
      target: { name: 'Search' },
    });
  });
});

describe('choices and keys', () => {
  it('reads select from a dropdown', () => {
    expect(parse("select 'Blue' from the Colour dropdown")).toMatchObject({
      kind: 'select',
      value: 'Blue',
      target: { name: 'Colour', role: 'combobox' },
    });
    expect(parse('choose Canada from Country')).toMatchObject({
      kind: 'select',
      value: 'Canada',
      target: { name: 'Country' },
    });
    expect(parse('pick the "Large" option in Size')).toMatchObject({
      kind: 'select',
      value: 'Large',
    });
  });
  it('reads check and uncheck', () => {
    expect(parse('check Remember me')).toMatchObject({
      kind: 'check',
      target: { name: 'Remember me' },
    });
    expect(parse("check 'I agree to the terms'")).toMatchObject({
      kind: 'check',
      target: { name: 'I agree to the terms' },
    });
    expect(parse('tick the Newsletter checkbox')).toMatchObject({
      kind: 'check',
      target: { name: 'Newsletter', role: 'checkbox' },
    });
    expect(parse('uncheck "Send me emails"')).toMatchObject({
      kind: 'uncheck',
      target: { name: 'Send me emails' },
    });
  });
  it.each([
    ['press Enter', 'Enter'],
    ['hit the Escape key', 'Escape'],
    ['press Tab', 'Tab'],
    ['press ctrl+a', 'Control+a'],
    ['press the down arrow', 'ArrowDown'],
  ])('%s', (step, key) => {
    expect(parse(step)).toMatchObject({ kind: 'press', value: key });
  });
  it('reads a verb in the third person without its subject', () => {
    expect(parse('presses Enter')).toMatchObject({ kind: 'press', value: 'Enter' });
    expect(parse('clicks "Save"')).toMatchObject({ kind: 'click', target: { name: 'Save' } });
  });
  it('reads press in a field', () => {
    expect(parse('press Enter in the Search field')).toMatchObject({
      kind: 'press',
      value: 'Enter',
      target: { name: 'Search' },
    });
  });
  it('reads hover, scroll and upload', () => {
    expect(parse('hover over the Account menu')).toMatchObject({
      kind: 'hover',
      target: { name: 'Account' },
    });
    expect(parse('scroll down')).toMatchObject({ kind: 'scroll', value: 'down' });
    expect(parse('scroll to the bottom of the page')).toMatchObject({
      kind: 'scroll',
      value: 'bottom',
    });
    expect(parse('scroll to "Footer links"')).toMatchObject({
      kind: 'scroll',
      target: { name: 'Footer links' },
    });
    expect(parse('upload a file to Attachment')).toMatchObject({
      kind: 'upload',
      value: 'sample.txt',
      target: { name: 'Attachment' },
    });
    expect(parse("upload an image to the 'Avatar' field")).toMatchObject({
      kind: 'upload',
      value: 'sample.png',
    });
    expect(parse("attach 'report.csv' to Files")).toMatchObject({
      kind: 'upload',
      value: 'report.csv',
    });
  });
  it('reads waits', () => {
    expect(parse("wait for 'Saved' to appear")).toMatchObject({
      kind: 'wait_for',
      target: { text: 'Saved' },
    });
    expect(parse('wait for the page to show "Done"')).toMatchObject({
      kind: 'wait_for',
      target: { text: 'Done' },
    });
    expect(parse("wait until the page shows 'Order placed'")).toMatchObject({
      kind: 'wait_for',
      target: { text: 'Order placed' },
    });
    expect(parse('wait until the Results table is visible')).toMatchObject({
      kind: 'wait_for',
      target: { name: 'Results' },
    });
    expect(parse('wait for "Loading…" to disappear')).toMatchObject({
      kind: 'wait_gone',
      target: { text: 'Loading…' },
    });
    expect(parse('wait 2 seconds')).toMatchObject({ kind: 'wait_for', value: '2000ms' });
  });
  it('reads log in', () => {
    for (const step of [
      'log in as the testing user',
      'Sign in as the test user',
      'login',
      'sign in with the testing user credentials',
    ]) {
      expect(parse(step).kind).toBe('login');
    }
  });
});

describe('a negated check is read with its negation', () => {
  it.each([
    ['Verify the message does not say "could not"', 'could not'],
    ["Verify the banner doesn't show 'Error'", 'Error'],
    ['Verify the toast does not read "Failed"', 'Failed'],
    ['the status should not say "Failed"', 'Failed'],
  ])('%s: the text is absent', (step, text) => {
    expect(parse(step).assertion).toEqual({ kind: 'text_absent', expected: text });
  });
  it.each([
    'Verify the alert does not show "could not"',
    'Verify the header does not contain "Sign in"',
    'Verify the heading does not display "Oops"',
    'the alert should never show "x"',
  ])('%s: absent, or not understood, never "shown"', (step) => {
    const parsed = parseStep(step, START);
    if (parsed.ok)
      expect(parsed.action.assertion?.kind).not.toMatch(/^(?:text_visible|visible|dialog)$/);
  });
});

describe('assertions', () => {
  it.each([
    [
      "check that the page shows 'Welcome back'",
      { kind: 'text_visible', expected: 'Welcome back' },
    ],
    ['verify "Order placed" is shown', { kind: 'text_visible', expected: 'Order placed' }],
    ['expect to see "Thanks"', { kind: 'text_visible', expected: 'Thanks' }],
    ['I should see "Thanks"', { kind: 'text_visible', expected: 'Thanks' }],
    ['The page displays "Cart (1)"', { kind: 'text_visible', expected: 'Cart (1)' }],
    ["make sure the page does not show 'Error'", { kind: 'text_absent', expected: 'Error' }],
    [
      "ensure 'Invalid password' is not displayed",
      { kind: 'text_absent', expected: 'Invalid password' },
    ],
    ["confirm there is no 'Out of stock'", { kind: 'text_absent', expected: 'Out of stock' }],
    ["assert the page shouldn't contain 'Oops'", { kind: 'text_absent', expected: 'Oops' }],
    [
      "check that the error message 'Required' is shown",
      { kind: 'text_visible', expected: 'Required' },
    ],
    [
      "verify the title is 'Shop – Home'",
      { kind: 'title', expected: 'Shop – Home', match: 'equals' },
    ],
    [
      'check the page title contains "Cart"',
      { kind: 'title', expected: 'Cart', match: 'contains' },
    ],
    [
      "verify the URL contains '/dashboard'",
      { kind: 'url', expected: '/dashboard', match: 'contains' },
    ],
    [
      'expect the url to be "http://x.test/a"',
      { kind: 'url', expected: 'http://x.test/a', match: 'equals' },
    ],
    [
      "check that the URL is 'http://x.test/a'",
      { kind: 'url', expected: 'http://x.test/a', match: 'equals' },
    ],
    ['verify there are 3 items in the cart', { kind: 'count', expected: 3 }],
    ['check that there are two "Remove" buttons', { kind: 'count', expected: 2 }],
    ['verify the list shows 4 rows', { kind: 'count', expected: 4 }],
  ])('%s', (step, assertion) => {
    const parsed = parseStep(step, START);
    if (!assertion) return expect(parsed.ok).toBe(false);
    expect(parsed).toMatchObject({ ok: true, action: { kind: 'assert', assertion } });
  });
  it('reads element states', () => {
    expect(parse('verify the Submit button is disabled')).toMatchObject({
      assertion: { kind: 'disabled' },
      target: { name: 'Submit', role: 'button' },
    });
    expect(parse("check that 'Save' button is enabled")).toMatchObject({
      assertion: { kind: 'enabled' },
    });
    expect(parse('make sure Remember me is checked')).toMatchObject({
      assertion: { kind: 'checked' },
      target: { name: 'Remember me' },
    });
    expect(parse('ensure the Terms checkbox is not checked')).toMatchObject({
      assertion: { kind: 'unchecked' },
    });
    expect(parse('verify the Delete button is not enabled')).toMatchObject({
      assertion: { kind: 'disabled' },
    });
    expect(parse('expect the Logout link to be visible')).toMatchObject({ kind: 'assert' });
    expect(parse('verify the Logout link is visible')).toMatchObject({
      assertion: { kind: 'visible' },
      target: { role: 'link', name: 'Logout' },
    });
    expect(parse('check that the Spinner image is hidden')).toMatchObject({
      assertion: { kind: 'hidden' },
      target: { role: 'img' },
    });
  });
  it('reads field values', () => {
    expect(parse("check that the Email field holds 'a@b.c'")).toMatchObject({
      assertion: { kind: 'value', expected: 'a@b.c', match: 'equals' },
      target: { name: 'Email' },
    });
    expect(parse("verify the value of Quantity is '2'")).toMatchObject({
      assertion: { kind: 'value', expected: '2' },
      target: { name: 'Quantity' },
    });
    expect(parse("check that Notes contains 'draft'")).toMatchObject({
      assertion: { kind: 'value', match: 'contains' },
    });
  });
  it('reads assertion sentences with no verb in front', () => {
    expect(parse("The page shows 'Welcome'")).toMatchObject({
      kind: 'assert',
      assertion: { kind: 'text_visible' },
    });
    expect(parse("'Welcome' appears")).toMatchObject({
      kind: 'assert',
      assertion: { kind: 'text_visible' },
    });
  });
});

describe('steps it does not understand', () => {
  it.each(['do a barrel roll', 'make sure everything works', 'verify it'])('%s', (step) => {
    expect(parseStep(step, START).ok).toBe(false);
  });
});

describe('no silent misreads', () => {
  it('reads "Enter X as the FIELD" as filling that field, never typing "X as the FIELD"', () => {
    expect(parse("Enter 'ada' as the username")).toEqual({
      kind: 'fill',
      description: "Enter 'ada' as the username",
      value: 'ada',
      target: expect.objectContaining({ name: 'username' }),
    });
    expect(parse('type Ada for the first name')).toMatchObject({
      kind: 'fill',
      value: 'Ada',
      target: { name: 'first name' },
    });
    expect(parse("enter the testing user's password as the Password")).toMatchObject({
      kind: 'fill',
      value: SECRET_PLACEHOLDERS.password,
    });
  });
  it('reads "Display name has the value X" as a value check, not a text check', () => {
    expect(parse("verify that Display name has the value 'Ada Lovelace'")).toMatchObject({
      assertion: { kind: 'value', expected: 'Ada Lovelace' },
      target: { name: 'Display name' },
    });
  });
  it('leaves "again" out of the name of what is clicked again', () => {
    expect(parse("click 'Add Blue Mug to cart' again")).toMatchObject({
      kind: 'click',
      target: { name: 'Add Blue Mug to cart' },
    });
  });
  it('leaves a fill with no field without a target, for the runner to refuse unless a field has focus', () => {
    expect(parse("type 'hello'")).toEqual({
      kind: 'fill',
      description: "type 'hello'",
      value: 'hello',
    });
  });
  it('does not read "Check the price is correct" as a checkbox', () => {
    expect(parseStep('Check the price is correct', START).ok).toBe(false);
    expect(parseStep('check the order looks right', START).ok).toBe(false);
    expect(parse("check the 'I agree' box")).toMatchObject({
      kind: 'check',
      target: { name: 'I agree' },
    });
    expect(parse('check Remember me')).toMatchObject({
      kind: 'check',
      target: { name: 'Remember me' },
    });
    expect(parse("check the box that says 'I agree'")).toMatchObject({ kind: 'check' });
  });
});

describe('what a check means', () => {
  it.each([
    ["verify the URL ends with '/cart'", { kind: 'url', expected: '/cart', match: 'ends_with' }],
    ["the URL should end with '/cart'", { kind: 'url', expected: '/cart', match: 'ends_with' }],
    [
      "verify the URL matches '/orders/*'",
      { kind: 'url', expected: '/orders/*', match: 'matches' },
    ],
    [
      "check the url starts with 'https://'",
      { kind: 'url', expected: 'https://', match: 'starts_with' },
    ],
    [
      "check the title ends with '– Shop'",
      { kind: 'title', expected: '– Shop', match: 'ends_with' },
    ],
    [
      "verify the page contains 'Total'",
      { kind: 'text_visible', expected: 'Total', match: 'contains' },
    ],
    ["verify the page shows 'Total: $2'", { kind: 'text_visible', expected: 'Total: $2' }],
    ["the success message says 'Saved'", { kind: 'text_visible', expected: 'Saved' }],
    ['Verify no error message is displayed', { kind: 'no_error' }],
    ['Verify there are no errors', { kind: 'no_error' }],
    ['make sure the page does not show any errors', { kind: 'no_error' }],
    ['check that no errors appear', { kind: 'no_error' }],
    ['Verify an error message is displayed', { kind: 'error_shown' }],
    ['check that an error appears', { kind: 'error_shown' }],
    ['the page shows an error message', { kind: 'error_shown' }],
    ['verify the errors are fixed', undefined],
    ['verify there are 3 happy customers', undefined],
    ['verify there are 3 things to fix in the report', undefined],
    ["verify there are 3 products in the 'Featured' section", { kind: 'count', expected: 3 }],
  ])('%s', (step, assertion) => {
    const parsed = parseStep(step, START);
    if (!assertion) return expect(parsed.ok).toBe(false);
    expect(parsed).toMatchObject({ ok: true, action: { kind: 'assert', assertion } });
    if (parsed.ok && assertion.kind === 'text_visible' && !('match' in assertion))
      expect(parsed.action.assertion).not.toHaveProperty('match');
  });
  it('scopes a count to the noun and the part of the page it names', () => {
    expect(parse('verify there are 3 items in the cart')).toMatchObject({
      assertion: { kind: 'count', expected: 3 },
      target: { region: 'cart' },
    });
    expect(parse('verify there are 3 items in the cart').target).not.toHaveProperty('role');
    expect(parse('the cart shows 2 products')).toMatchObject({
      assertion: { kind: 'count', expected: 2 },
      target: { region: 'cart' },
    });
    expect(parse("the 'Done' list shows 2 tasks")).toMatchObject({ target: { region: 'Done' } });
    expect(parse('check that there are two "Remove" buttons')).toMatchObject({
      target: { role: 'button', name: 'Remove' },
    });
    expect(parse('check that there are two "Remove" buttons').target).not.toHaveProperty('region');
    expect(parse('the page shows 4 rows').target).not.toHaveProperty('region');
    expect(parse('there are 2 "Milk" items')).toMatchObject({ target: { text: 'Milk' } });
  });
  it('reads "check it mentions …" after opening a section as that text in that section, and only there', () => {
    const read = parseStep(
      "Expand 'Do you have parking?' in the FAQ and check it mentions the garage",
      START,
    );
    expect(read).toMatchObject({
      ok: true,
      actions: [
        { kind: 'click', target: { collapsed: true } },
        {
          kind: 'assert',
          assertion: { kind: 'text_visible', expected: 'garage' },
          target: { region: 'Do you have parking?' },
        },
      ],
    });
    expect(parseStep("Expand 'Shipping' and check it says 'Free over €50'", START)).toMatchObject({
      ok: true,
      actions: [{}, { assertion: { kind: 'text_visible', expected: 'Free over €50' } }],
    });
    // "it" with no section opened before, or words that are a clause rather than the text to find.
    expect(parseStep("Click 'Shipping' and check it mentions the garage", START).ok).toBe(false);
    expect(parseStep("Expand 'Shipping' and check it mentions that it is free", START).ok).toBe(
      false,
    );
    expect(parseStep('check it mentions the garage', START).ok).toBe(false);
    // The same across the test's lines, as the planner reads them.
    expect(
      parseObjective(
        'Parking',
        "Expand 'Do you have parking?'\nCheck it mentions the garage",
        START,
      ),
    ).toMatchObject({
      ok: true,
      actions: [{ kind: 'click' }, { kind: 'assert', target: { region: 'Do you have parking?' } }],
    });
  });
  it('scopes a text check to the part of the page its subject or its "in the …" names', () => {
    const menu = parse("The account menu at the top should now say 'Countess Ada'");
    expect(menu).toMatchObject({
      kind: 'assert',
      assertion: { kind: 'text_visible', expected: 'Countess Ada' },
      target: { region: 'account menu' },
    });
    expect(menu.assertion).not.toHaveProperty('match');
    expect(parse("the user menu in the top right corner shows 'Ada'")).toMatchObject({
      assertion: { kind: 'text_visible', expected: 'Ada' },
      target: { region: 'user menu' },
    });
    expect(parse("The header should display 'Welcome'")).toMatchObject({
      assertion: { kind: 'text_visible', expected: 'Welcome' },
      target: { region: 'header' },
    });
    expect(parse("I should see 'Countess Ada' in the header")).toMatchObject({
      assertion: { kind: 'text_visible', expected: 'Countess Ada' },
      target: { region: 'header' },
    });
    expect(parse("Then I should not see 'Sign in' in the navbar")).toMatchObject({
      assertion: { kind: 'text_absent', expected: 'Sign in' },
      target: { region: 'navbar' },
    });
    // What a dropdown shows is its chosen value, not text somewhere in a part of the page.
    expect(parseStep("the Country dropdown should say 'Norway'", START)).not.toMatchObject({
      action: { target: { region: expect.anything() } },
    });
    expect(parse("The counter should now say '2 items left'")).not.toHaveProperty('target');
  });
});
