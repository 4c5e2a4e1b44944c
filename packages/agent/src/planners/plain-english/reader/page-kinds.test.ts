import { describe, expect, it } from 'vitest';
import { readStep } from '../read-step.js';
import { readTestCase } from '../test-case.js';

const START = 'https://app.example.test/';

function actions(step: string) {
  const reading = readStep(step, START);
  if (!reading.ok) throw new Error(`not read: ${step} (${reading.refusal.message})`);
  return reading.actions.map(({ description: _d, ...rest }) => rest);
}

// Checks and actions about the page that had no kind before (issue 25: a sentence about the page
// is read, not refused). page-kinds.chromium.test.ts runs them on Bootstrap markup.
describe('no dialog open', () => {
  it.each([
    'Given a alertbox is not opened',
    'Given a confirmbox is not opened',
    'Then no dialog should be open',
    'Then there should be no modal open',
    'And no popup is displayed',
    'Verify that an alert is not opened',
  ])('%s', (step) => {
    expect(actions(step)).toEqual([{ kind: 'assert', assertion: { kind: 'no_dialog' } }]);
  });

  it('leaves a named dialog, and an alert that may be a message on the page, to their own checks', () => {
    // One dialog named: that dialog is hidden.
    expect(actions('Then the modal should be closed')).toEqual([
      {
        kind: 'assert',
        assertion: { kind: 'hidden' },
        target: expect.objectContaining({ role: 'dialog' }),
      },
    ]);
    // "an alert is not shown" may be an error banner (role alert), not a dialog.
    expect(JSON.stringify(readStep('Then an alert is not shown', START))).not.toContain(
      'no_dialog',
    );
  });
});

describe('no part of the page on show', () => {
  // Read as a text or an element, "no alert" became an alert named "no" and "no spinner" the
  // words "no spinner" to find: the opposite of the step. Refused until Scout has such a check.
  it.each([
    'Then no alert is shown',
    'And no alert is displayed',
    'no spinner is visible',
    'Then no toast is shown',
    'And no loading indicator is visible',
    'no notification is displayed',
    'Then there is no banner shown',
    'I should see no warning message',
  ])('%s is refused, never read as the thing it says is absent', (step) => {
    const reading = readStep(step, START);
    expect(reading.ok, JSON.stringify(reading)).toBe(false);
  });

  it('leaves errors, dialogs and a quoted text to their own checks', () => {
    expect(actions('Then no error message is shown')).toEqual([
      { kind: 'assert', assertion: { kind: 'no_error' } },
    ]);
    expect(actions('no popup is shown')).toEqual([
      { kind: 'assert', assertion: { kind: 'no_dialog' } },
    ]);
    expect(actions('no "Warning" is shown')).toEqual([
      { kind: 'assert', assertion: { kind: 'text_absent', expected: 'Warning' } },
    ]);
  });
});

describe('tabs and windows', () => {
  it.each([
    'Then  I expect a new window has been opened',
    'Then a new tab should open',
    'And a new browser window is opened',
  ])('%s', (step) => {
    expect(actions(step)).toEqual([{ kind: 'assert', assertion: { kind: 'tab_opened' } }]);
  });

  it.each([
    'Given I have closed all but the first tab',
    'When I close all tabs except the first one',
    'And I close the other windows',
  ])('%s', (step) => {
    expect(actions(step)).toEqual([{ kind: 'close_other_tabs' }]);
  });

  it('still reads a Given about what the user has as data', () => {
    expect(readStep('Given I have 3 items in my cart', START)).toMatchObject({
      ok: false,
      refusal: { kind: 'not_a_ui_step' },
    });
  });
});

describe('the option at a position of a list', () => {
  it.each([
    [
      'When I select the 2nd option for element "#selectElementTest"',
      { selector: '#selectElementTest', description: '#selectElementTest' },
      '2',
    ],
    [
      'Select the third option from the Size dropdown',
      { name: 'Size', role: 'combobox', description: 'the Size dropdown' },
      '3',
    ],
    [
      "Choose the last option in the 'Country' list",
      { name: 'Country', role: 'listbox', description: 'the Country list' },
      'last',
    ],
  ])('%s', (step, target, value) => {
    expect(actions(step)).toEqual([{ kind: 'select_nth', target, value }]);
  });
});

describe('text crossed out', () => {
  it.each([
    ["'Pay rent' should be crossed out", 'Pay rent'],
    ["And 'Milk' is struck through", 'Milk'],
    ['Then "Call mum" should be shown crossed out', 'Call mum'],
  ])('%s', (step, expected) => {
    expect(actions(step)).toEqual([
      { kind: 'assert', assertion: { kind: 'crossed_out', expected } },
    ]);
  });
});

describe('scrolled down', () => {
  it.each(['And I should have scrolled down', 'Then the page should be scrolled down'])(
    '%s',
    (step) => {
      expect(actions(step)).toEqual([{ kind: 'assert', assertion: { kind: 'scrolled_down' } }]);
    },
  );
});

describe('logged in', () => {
  it.each([
    'Then I should be logged in',
    'Then I am logged in',
    'Then I should get logged in',
    'Then User should be logged in successfully',
    'Then user is successfully logged in',
    'Then the user should be signed in',
  ])('%s', (step) => {
    expect(actions(step)).toEqual([{ kind: 'assert', assertion: { kind: 'logged_in' } }]);
  });

  it('leaves a Given or a When in these words the login itself', () => {
    expect(actions('Given I am logged in')).toEqual([{ kind: 'login' }]);
    expect(actions('When I am signed in')).toEqual([{ kind: 'login' }]);
  });
});

describe('a CSS property of an element', () => {
  it.each([
    [
      'check that property of "background-color" of "my-div" is equal to "rgba(0,0,0,1)"',
      { name: 'my-div' },
      'background-color',
      'rgba(0,0,0,1)',
    ],
    ['check that property "color" of "Save" is equal to "red"', { name: 'Save' }, 'color', 'red'],
    [
      'Then the "color" css property of the "Save" button should be "rgb(255, 0, 0)"',
      { name: 'Save', role: 'button' },
      'color',
      'rgb(255, 0, 0)',
    ],
    [
      'Then "Approved" should have css property "background-color" equal to "#198754"',
      { name: 'Approved' },
      'background-color',
      '#198754',
    ],
  ])('%s', (step, target, property, expected) => {
    expect(actions(step)).toEqual([
      {
        kind: 'assert',
        target: expect.objectContaining(target),
        assertion: { kind: 'style', property, expected },
      },
    ]);
  });

  it('leaves an item’s field ("the price of …") to its own check', () => {
    expect(
      JSON.stringify(readStep('Then the price of "Teapot" should be "$5"', START)),
    ).not.toContain('"style"');
  });
});

describe('a file downloaded', () => {
  it.each([
    [
      'Then I should get a download with filename "test - example (today).ods"',
      'test - example (today).ods',
    ],
    ['Then the file "report.csv" should be downloaded', 'report.csv'],
    ['"report.csv" is downloaded', 'report.csv'],
  ])('%s', (step, expected) => {
    expect(actions(step)).toEqual([
      { kind: 'assert', assertion: { kind: 'downloaded', expected } },
    ]);
  });

  it.each(['And a file should be downloaded', 'Then I should get a download'])('%s', (step) => {
    expect(actions(step)).toEqual([{ kind: 'assert', assertion: { kind: 'downloaded' } }]);
  });

  it('leaves downloading a file, an action, to its click', () => {
    expect(actions('When I download "report.csv"')).toEqual([
      expect.objectContaining({ kind: 'click' }),
    ]);
  });
});

describe('a screenshot', () => {
  it.each([
    'And I take a screenshot',
    'Take a screenshot of the page',
    'When I capture a full-page screenshot',
  ])('%s', (step) => {
    expect(actions(step)).toEqual([{ kind: 'screenshot' }]);
  });

  it('is a step of a whole test case, no longer skipped as a note', () => {
    const read = readTestCase(
      'Scenario: x\n  Given I visit the site\n  And I take a screenshot\n  Then I should see "A"',
      START,
    );
    expect(read.assumed).toEqual([]);
    expect(read.actions.map((a) => a.kind)).toEqual(['navigate', 'screenshot', 'assert']);
  });
});

describe('the option with a value', () => {
  it('selects the option of that value in the list named by a selector', () => {
    expect(
      actions(
        `When I select the option with the value "second" for element "//select[@id='selectElementTest']"`,
      ),
    ).toEqual([
      {
        kind: 'select',
        target: expect.objectContaining({ selector: "//select[@id='selectElementTest']" }),
        value: 'second',
      },
    ]);
  });

  it('selects the option of that value in the list named by its label', () => {
    expect(actions('Select the option with the value "L" of the Size dropdown')).toEqual([
      {
        kind: 'select',
        target: expect.objectContaining({ name: 'Size', role: 'combobox' }),
        value: 'L',
      },
    ]);
  });
});
