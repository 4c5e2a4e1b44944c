import { describe, expect, it } from 'vitest';
import { readStep } from '../read-step.js';
import { readTestCase } from '../test-case.js';
import { readWithFrames } from './read.js';

const START = 'http://shop.test/app/';

function actions(step: string) {
  const read = readWithFrames(step, START);
  if (!read.ok) throw new Error(`refused: ${read.refusal.message}`);
  return read.actions.map(({ description: _d, ...rest }) => rest);
}

describe('the words around a field named before its value are not its name', () => {
  it.each([
    ['When I type in a valid username of "john_doe"', 'username', 'john_doe'],
    ['And I type in an invalid password as "x1"', 'password', 'x1'],
    ['I enter a new email address: "ada@example.com"', 'email address', 'ada@example.com'],
    ['Enter the username as "ada"', 'username', 'ada'],
  ])('%s', (step, name, value) => {
    expect(actions(step)).toEqual([{ kind: 'fill', value, target: { name, description: name } }]);
  });
  it('"type in" a quoted value types that value where the cursor is', () => {
    expect(actions('I type in "hello"')).toEqual([{ kind: 'fill', value: 'hello' }]);
  });
});

describe('an upload sends the file the step names', () => {
  it.each([
    [
      'When I attach the file "features/support/test.doc" to "white paper"',
      'features/support/test.doc',
      'white paper',
    ],
    ["upload the 'cv.pdf' file to 'Resume'", 'cv.pdf', 'Resume'],
    ['upload a photo called "me.png" to "Avatar"', 'me.png', 'Avatar'],
    ['attach an image to "Avatar"', 'sample.png', 'Avatar'],
  ])('%s', (step, file, name) => {
    expect(actions(step)).toEqual([
      { kind: 'upload', value: file, target: { name, description: name } },
    ]);
  });
});

describe('a heading named in a check is a heading, not any text', () => {
  it.each([
    ['Then I see header "Cucumber"', 'visible', 'Cucumber'],
    ['I should see the heading "About"', 'visible', 'About'],
    ['Then I should not see the "About" heading', 'hidden', 'About'],
  ])('%s', (step, kind, name) => {
    expect(actions(step)).toEqual([
      {
        kind: 'assert',
        assertion: { kind },
        target: { role: 'heading', name, description: `the “${name}” heading` },
      },
    ]);
  });
});

describe('a debugging step is a note to whoever runs the test, not about the application', () => {
  it.each([
    'Then show me the page in the browser',
    'And I save and open page',
    'And I save and open a screenshot',
    'When I pause',
  ])('%s', (step) => {
    const read = readStep(step, START);
    expect(read.ok ? read.actions : read.refusal.kind).toBe('not_a_ui_step');
  });
  it('is skipped in a whole test case and reported with what was taken as given', () => {
    const read = readTestCase(
      'Scenario: x\n  Given I visit the site\n  Then show me the page in the browser\n  And I fill in "Title" with "A"',
      START,
    );
    expect(read.unread).toEqual([]);
    expect(read.assumed).toEqual(['show me the page in the browser']);
    expect(read.actions.map((a) => a.kind)).toEqual(['navigate', 'fill']);
  });
});

describe('credentials described in words are not typed as text', () => {
  it.each([
    'When the user enters valid credentials',
    'When I enter invalid credentials',
    'When I type a wrong password',
  ])('%s is not read as typing those words', (step) => {
    expect(readWithFrames(step, START).ok).toBe(false);
  });
  it('"log in with credentials X and Y" types X and Y, not "credentials X"', () => {
    expect(actions('When I log in with credentials "admin" and "secret"')).toMatchObject([
      { kind: 'fill', value: 'admin' },
      { kind: 'fill', value: 'secret', target: { name: 'Password' } },
      { kind: 'submit' },
    ]);
  });
});

describe('a control whose label has "and" in it', () => {
  it.each([
    ['Click the Save and Continue button', 'click', 'button', 'Save and Continue'],
    ['Click the Terms and Conditions link', 'click', 'link', 'Terms and Conditions'],
    [
      'Click the I agree to the Terms of use and privacy checkbox.',
      'check',
      'checkbox',
      'I agree to the Terms of use and privacy',
    ],
  ])('%s', (step, kind, role, name) => {
    expect(actions(step)).toMatchObject([{ kind, target: { role, name } }]);
  });
  it('still refuses lower-case words joined by "and", which may be two things', () => {
    expect(readWithFrames('Click the red and blue button', START).ok).toBe(false);
    expect(readWithFrames('click the first and second checkbox', START).ok).toBe(false);
  });
});

describe('a dropdown list is the dropdown', () => {
  it.each([
    ['Select "Norway" from the Country dropdown list', 'Country'],
    ['When user choose "Monday" on day dropdown list', 'day'],
  ])('%s', (step, name) => {
    expect(actions(step)).toMatchObject([{ kind: 'select', target: { role: 'combobox', name } }]);
  });
  it('refuses a choice "on" a list that may be radio buttons, rather than a click on "Female on sex"', () => {
    expect(readWithFrames('When user choose "Female" on sex list', START)).toMatchObject({
      ok: false,
      refusal: { kind: 'ambiguous' },
    });
  });
});
