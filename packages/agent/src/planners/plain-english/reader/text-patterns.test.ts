import { describe, expect, it } from 'vitest';
import { stepReader } from '../../../testing/read-steps.js';

// Text checks whose words are a pattern, as testers write them in public suites: spreewald's
// "Then I should see /Shared Text/", testRigor's "check that page has regex '…'" and "check that
// page contains simple template '###-###-####'" (# is one digit). Each is a text check that
// compares by the pattern; the values are our own.

const { actions, refused } = stepReader('http://harbour.test/shop/');

describe('a text check written as a pattern', () => {
  it.each([
    ['Then I should see /Order #\\d+ placed/', 'text_visible', '/Order #\\d+ placed/'],
    ['And I should not see /out of stock/i', 'text_absent', '/out of stock/i'],
    ['check that page has regex "[0-9]{5}"', 'text_visible', '/[0-9]{5}/'],
    [
      'Verify the page contains text matching the regex "Total: \\$\\d+"',
      'text_visible',
      '/Total: \\$\\d+/',
    ],
    [
      'Then I should see text matching the regular expression "/Order #\\d+/"',
      'text_visible',
      '/Order #\\d+/',
    ],
    [
      'check that page contains simple template "###-###-####"',
      'text_visible',
      '/[0-9]{3}-[0-9]{3}-[0-9]{4}/',
    ],
    [
      'check that page contains template "(###) ###-####"',
      'text_visible',
      '/\\([0-9]{3}\\) [0-9]{3}-[0-9]{4}/',
    ],
  ])('reads %j as a check by that pattern', (step, kind, expected) => {
    expect(actions(step)).toEqual([
      { kind: 'assert', assertion: { kind, expected, match: 'matches' } },
    ]);
  });

  it('keeps the part of the page the check names', () => {
    expect(actions('Then I should see /Order #\\d+/ in the header')).toMatchObject([
      { assertion: { kind: 'text_visible', match: 'matches' }, target: { region: 'header' } },
    ]);
  });

  it.each([
    // Not a valid regular expression: nothing to compare by.
    'check that page has regex "[0-9"',
    // A template with letters: what a letter stands for is not plain.
    'check that page contains template "AB-####"',
    // A stored value is not on the page's words.
    'check that page contains text from stored value "var1"',
    // Two patterns in one check.
    'Then I should see /Order/ and /placed/',
    // A pattern an empty text matches is found on every page (and in every empty field): the
    // check would pass, or fail, without looking.
    'Then I should see /a*/',
    'Then I should not see /(Error)?/',
    'check that page has regex ".*"',
    'check that page has regex "^$"',
    // A pattern that is not the check's text: a path is not read as a text to see.
    'When I go to /login/',
  ])('still refuses %j', (step) => {
    expect(refused(step)).toBe(true);
  });
});
