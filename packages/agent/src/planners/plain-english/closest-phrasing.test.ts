import { describe, expect, it } from 'vitest';
import { closestPhrasing } from './closest-phrasing.js';
import { maskQuotes } from './quotes.js';
import { readStep } from './read-step.js';

const URL = 'http://shop.test/';

// Lines testers wrote that Scout does not read, and what the suggestion must be like: the line's
// own values, in the places named for them, the same kind of step (a check for a check), and no
// claim or name the line does not make.
describe('the closest phrasing of a line Scout does not read', () => {
  it('keeps the line’s values where they are named: an email as the email', () => {
    expect(
      closestPhrasing(
        'When I insert email "test@test.cz" and password "password123" as login credentials',
        URL,
      ),
    ).toBe('Log in with email "test@test.cz" and password "password123"');
    // Never a username put where the email goes.
    const signUp = closestPhrasing(
      'When a user sign up with username "ada", email "ada@x.com" and password "Secret123"',
      URL,
    );
    expect(signUp ?? '').not.toContain('email "ada"');
  });

  it('suggests a check for a line that says what should be true, never an action', () => {
    const suggestion = closestPhrasing('Check that the board now has a list called "list1"', URL);
    expect(suggestion).toContain('"list1"');
    const read = suggestion ? readStep(suggestion, URL) : undefined;
    expect(read?.ok && read.actions.every((a) => a.kind === 'assert')).toBe(true);
  });

  it('makes no claim the line does not: no "is disabled" for a line about a list', () => {
    const suggestion = closestPhrasing(
      'Verify the heroes are displayed in a grid with "Aslaug" first',
      URL,
    );
    expect(suggestion ?? '').not.toMatch(/disabled|enabled|checked|hidden/);
  });

  it('names no element the line does not name ("the Search field" for Bank Name)', () => {
    const suggestion = closestPhrasing('Type "The" in Bank Name and leave the field', URL);
    expect(suggestion ?? '').not.toContain('Search');
    expect(suggestion ?? '"The"').toContain('"The"');
  });

  it('keeps no value of its own example in place of the line’s', () => {
    for (const line of [
      'Then Login modal is shown',
      'Then Login failed because of empty credentials',
      'Then New board "TEST board" is created',
    ]) {
      const suggestion = closestPhrasing(line, URL);
      if (suggestion === undefined) continue;
      const own = maskQuotes(line).quotes;
      for (const value of maskQuotes(suggestion).quotes) expect(own).toContain(value);
      expect(suggestion).not.toMatch(/\bada\b|secret|Saved/);
    }
  });

  it('still finds the near phrasing of a misspelt step, and none for what Scout cannot do', () => {
    expect(closestPhrasing('Clik on "Orders" tab', URL)).toBe('Switch to the "Orders" tab');
    expect(closestPhrasing('Solve the captcha puzzle', URL)).toBeUndefined();
  });

  it('takes no "the" in common for a verb in common', () => {
    // It was offered "Then the page should be scrolled down": both open with "the".
    expect(
      closestPhrasing('Then the renewals are sent to the library system overnight', URL),
    ).toBeUndefined();
  });
});
