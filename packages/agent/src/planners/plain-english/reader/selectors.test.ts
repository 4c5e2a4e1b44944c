import { describe, expect, it } from 'vitest';
import { readWithFrames } from './read.js';

const START = 'https://app.example.test/';

function actions(step: string) {
  const read = readWithFrames(step, START);
  if (!read.ok) throw new Error(read.refusal.message);
  return read.actions;
}

// Steps that name elements by CSS selector or XPath are read as those selectors: precise targets.
describe('selectors in a step', () => {
  it.each([
    // github:patheard/cucumber-puppeteer:features/Test.feature
    [
      'And   I expect the element ".visible" is visible',
      [{ kind: 'assert', assertion: { kind: 'visible' }, target: { selector: '.visible' } }],
    ],
    [
      'Then  I expect the element ".hidden" is not visible',
      [{ kind: 'assert', assertion: { kind: 'hidden' }, target: { selector: '.hidden' } }],
    ],
    [
      'Then  I expect the element ".wizard" contains text "Harry"',
      [
        {
          kind: 'assert',
          assertion: { kind: 'value', expected: 'Harry', match: 'contains' },
          target: { selector: '.wizard' },
        },
      ],
    ],
    // github:ggozad/behaving:src/behaving/tests/features/basic.feature
    [
      'And I should see an element with the css selector "div#content"',
      [{ kind: 'assert', assertion: { kind: 'visible' }, target: { selector: 'div#content' } }],
    ],
    [
      'And I should not see an element with id "foo"',
      [{ kind: 'assert', assertion: { kind: 'hidden' }, target: { selector: '#foo' } }],
    ],
    [
      `And I should see an element with xpath "//div[@id='content']"`,
      [
        {
          kind: 'assert',
          assertion: { kind: 'visible' },
          target: { selector: "//div[@id='content']" },
        },
      ],
    ],
    // A region named by a selector, Capybara's "within" (github:diaspora/diaspora features).
    [
      'Then I should see "Bob Jones" within "#contact_list"',
      [
        {
          kind: 'assert',
          assertion: { kind: 'text_visible', expected: 'Bob Jones' },
          target: { region: '#contact_list' },
        },
      ],
    ],
    [
      'And I press "Hide" within ".stream-element"',
      [{ kind: 'click', target: { name: 'Hide', region: '.stream-element' } }],
    ],
    // Unquoted, as testers write in manual steps.
    [
      'Click the element .navbar-toggler',
      [{ kind: 'click', target: { selector: '.navbar-toggler' } }],
    ],
    [
      "Type 'qa@example.org' into #login-email",
      [{ kind: 'fill', value: 'qa@example.org', target: { selector: '#login-email' } }],
    ],
    [
      `click on "//a[@title='Next page']"`,
      [{ kind: 'click', target: { selector: "//a[@title='Next page']" } }],
    ],
    [
      'And I press the second ".result-row" within "#results"',
      [{ kind: 'click', target: { selector: '.result-row', nth: 1, region: '#results' } }],
    ],
  ] as const)('%s', (step, expected) => {
    expect(actions(step)).toMatchObject(expected);
  });

  it('reads a quoted hashtag as the text it is, unless the step says it is an element', () => {
    // github:diaspora/diaspora features tag posts "#rockstar".
    expect(actions('Then I should see "#photography"')).toMatchObject([
      { kind: 'assert', assertion: { kind: 'text_visible', expected: '#photography' } },
    ]);
    expect(actions('Then I expect that element "#photography" is displayed')).toMatchObject([
      { kind: 'assert', assertion: { kind: 'visible' }, target: { selector: '#photography' } },
    ]);
  });

  it('does not read a path as an XPath', () => {
    expect(actions('When I go to "/orders/42"')).toMatchObject([{ kind: 'navigate' }]);
  });

  it('reads the nth option of a list named by a selector as that option of that list', () => {
    expect(actions('When I select the 3rd option for element "#countries"')).toMatchObject([
      { kind: 'select_nth', target: { selector: '#countries' }, value: '3' },
    ]);
  });

  it.each([
    'I press "Save" next to .row-actions',
    // A framework's own locator syntax that is not a CSS selector or XPath.
    'When I click on the button located by `name(save)`',
    'When I click on the button located by `linkText(Save)`',
    // An element by its tag name is not a text to find.
    'Then I should see a "video" within "#player"',
  ])('refuses %s', (step) => {
    const read = readWithFrames(step, START);
    expect(read.ok).toBe(false);
  });
});

// Vividus names elements by its own locators ("located by `id(one)`") and writes values in
// backquotes: read as the CSS they mean and as the values written.
describe('Vividus locators', () => {
  it.each([
    // github:vividus-framework/vividus (steps on a checkboxes and a dropdown page)
    [
      'When I CHECK checkbox located by `id(one)`',
      [{ kind: 'check', target: { selector: '#one', role: 'checkbox' } }],
    ],
    [
      'When I select `Green` in dropdown located by `id(colors)`',
      [{ kind: 'select', value: 'Green', target: { selector: '#colors' } }],
    ],
    [
      'Then dropdown located by `id(colors)` exists and selected option is `Green`',
      [
        {
          kind: 'assert',
          assertion: { kind: 'value', expected: 'Green' },
          target: { selector: '#colors' },
        },
      ],
    ],
    [
      "Then a [SELECTED] checkbox with the name 'One' exists",
      [
        {
          kind: 'assert',
          assertion: { kind: 'checked' },
          target: { role: 'checkbox', name: 'One' },
        },
      ],
    ],
    [
      "Then a [NOT_SELECTED] checkbox with the name 'Two' exists",
      [
        {
          kind: 'assert',
          assertion: { kind: 'unchecked' },
          target: { role: 'checkbox', name: 'Two' },
        },
      ],
    ],
    [
      'When I click on element located by `className(navbar-toggler)`',
      [{ kind: 'click', target: { selector: '.navbar-toggler' } }],
    ],
    [
      "When I click on element located by `xpath(//button[text()='Save'])`",
      [{ kind: 'click', target: { selector: "//button[text()='Save']" } }],
    ],
  ] as const)('%s', (step, expected) => {
    expect(actions(step)).toMatchObject(expected);
  });

  it('keeps the role the step gives a selector', () => {
    expect(actions("Click the button '#save'")).toMatchObject([
      { kind: 'click', target: { selector: '#save', role: 'button' } },
    ]);
  });
});

// A quote in a text check is the text the page shows unless the step says it is an element or the
// quote can only be a selector: "[Shipping][Payment]" is a log line, ".NET" a word.
describe('a quoted text that looks like a selector', () => {
  it.each([
    ["Verify the page shows '[Shipping][Payment]'", '[Shipping][Payment]'],
    ["Check that the page shows '[draft]'", '[draft]'],
    ['Then I should see ".NET"', '.NET'],
  ])('%s is a text check', (step, expected) => {
    expect(actions(step)).toMatchObject([
      { kind: 'assert', assertion: { kind: 'text_visible', expected } },
    ]);
  });

  it.each([
    ["Then I should see 'div.alert'", 'div.alert'],
    ["Then I should see '[data-test=error]'", '[data-test=error]'],
    ["Then I should see an element '.panel'", '.panel'],
  ])('%s is the element the selector matches', (step, selector) => {
    expect(actions(step)).toMatchObject([
      { kind: 'assert', assertion: { kind: 'visible' }, target: { selector } },
    ]);
  });
});
