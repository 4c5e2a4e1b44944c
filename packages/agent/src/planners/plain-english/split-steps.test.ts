import { describe, expect, it } from 'vitest';
import { splitSteps } from './split-steps.js';
import { parseObjective } from './parse-objective.js';

describe('splitSteps', () => {
  it('reads numbered and bulleted lines', () => {
    expect(
      splitSteps('1. go to /login\n2) click Sign in\n- press Enter\n* reload\nStep 5: go back'),
    ).toEqual(['go to /login', 'click Sign in', 'press Enter', 'reload', 'go back']);
  });
  it('splits sentences and clauses joined by then, and, commas', () => {
    expect(
      splitSteps(
        'Go to /login. Type "a" into Email, then click Sign in and check that the page shows "Hi".',
      ),
    ).toEqual([
      'Go to /login',
      'Type "a" into Email',
      'click Sign in',
      'check that the page shows "Hi"',
    ]);
    expect(splitSteps('open /, click Pricing, verify the title contains "Pricing"')).toEqual([
      'open /',
      'click Pricing',
      'verify the title contains "Pricing"',
    ]);
  });
  it('never splits inside quotes or on "and" that does not start a step', () => {
    expect(
      splitSteps('click "Terms and conditions" then verify the page shows "Cats, then dogs"'),
    ).toEqual(['click "Terms and conditions"', 'verify the page shows "Cats, then dogs"']);
    expect(splitSteps('click Black and white')).toEqual(['click Black and white']);
    expect(splitSteps('The user types "milk" into New task and presses Enter')).toEqual([
      'The user types "milk" into New task',
      'presses Enter',
    ]);
    expect(splitSteps("type the testing user's email into Email and press Enter")).toEqual([
      "type the testing user's email into Email",
      'press Enter',
    ]);
  });
  it('reads a name listed after "then" or "and" as another step with the same verb', () => {
    expect(splitSteps("Click 'Shipping' then 'Payment'")).toEqual([
      'Click "Shipping"',
      'Click "Payment"',
    ]);
    expect(splitSteps("Click 'Shipping' and 'Payment'")).toEqual([
      'Click "Shipping"',
      'Click "Payment"',
    ]);
    expect(splitSteps('tick "Red", "Green" and "Blue"')).toEqual([
      'tick "Red"',
      'tick "Green"',
      'tick "Blue"',
    ]);
    expect(splitSteps("check that 'Shipping' and 'Payment' are shown")).toEqual([
      'check that "Shipping" and "Payment" are shown',
    ]);
    expect(splitSteps("verify 'Saved' is shown then 'Done'")).toEqual([
      'verify "Saved" is shown',
      '"Done"',
    ]);
  });
  it('ends a sentence at a full stop inside a quote', () => {
    expect(
      splitSteps('Check that the page shows "Saved." Check that the page shows "Done!" Click Next'),
    ).toEqual([
      'Check that the page shows "Saved."',
      'Check that the page shows "Done!"',
      'Click Next',
    ]);
    expect(splitSteps('Type "Hi. there" into Name')).toEqual(['Type "Hi. there" into Name']);
  });
  it('does not end a sentence at a title or an abbreviation', () => {
    expect(splitSteps('Type Mr. Smith into Name')).toEqual(['Type Mr. Smith into Name']);
    expect(splitSteps('Type Dr. Who into Name. Click Save.')).toEqual([
      'Type Dr. Who into Name',
      'Click Save',
    ]);
  });
  it('keeps URLs with dots whole', () => {
    expect(splitSteps('go to https://example.com/a.html. Then click Next.')).toEqual([
      'go to https://example.com/a.html',
      'click Next',
    ]);
  });
});

describe('parseObjective', () => {
  it('reads the objective and the description as one list', () => {
    const parsed = parseObjective('go to /a', 'click Next', 'http://x.test/');
    expect(parsed.ok && parsed.actions.map((a) => a.kind)).toEqual(['navigate', 'click']);
  });
  it('skips a description written as prose', () => {
    const parsed = parseObjective(
      'go to /a',
      'This test covers the happy path of our store.',
      'http://x.test/',
    );
    expect(parsed.ok && parsed.actions).toHaveLength(1);
  });
  it('takes a one-line title as the objective and the steps from the description', () => {
    const parsed = parseObjective(
      'Signing in through the form shows the dashboard',
      'go to /login\nclick Sign in',
      'http://x.test/',
    );
    expect(parsed.ok && parsed.actions.map((a) => a.kind)).toEqual(['navigate', 'click']);
    const prose = parseObjective(
      'The testing user can sign in and lands on the dashboard',
      'Log in as the testing user.',
      'http://x.test/',
    );
    expect(prose.ok && prose.actions.map((a) => a.kind)).toEqual(['login']);
  });
  it('names a step of the description it cannot read', () => {
    const parsed = parseObjective('A title', 'go to /a\nfrobnicate the widget', 'http://x.test/');
    expect(!parsed.ok && parsed.error).toContain('"frobnicate the widget"');
  });
  it('names the step it cannot read and lists the forms it can', () => {
    const parsed = parseObjective('go to /a\ndo a barrel roll', undefined, 'http://x.test/');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error).toContain('"do a barrel roll"');
      expect(parsed.error).toContain('log in as the testing user');
    }
  });
});
