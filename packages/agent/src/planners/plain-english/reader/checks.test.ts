import { describe, expect, it } from 'vitest';
import { readAssertion } from '../assertions.js';
import { maskQuotes } from '../quotes.js';
import { CHECK_FRAMES } from './checks.js';
import type { CheckFrame } from './checks/check-frame.js';
import * as errors from './checks/errors.js';
import * as fields from './checks/fields.js';
import * as lists from './checks/lists.js';
import * as messages from './checks/messages.js';
import * as pages from './checks/pages.js';
import * as text from './checks/text.js';

function frameOf(check: string): string | undefined {
  const { text: masked, quotes } = maskQuotes(check);
  return readAssertion(masked, quotes).frame;
}

describe('the check table', () => {
  it('holds every check frame of its families once, each with its own name', () => {
    const families = [errors, fields, lists, messages, pages, text].flatMap(
      (family) => Object.values(family) as CheckFrame[],
    );
    expect(new Set(CHECK_FRAMES)).toEqual(new Set(families));
    expect(CHECK_FRAMES).toHaveLength(families.length);
    const ids = CHECK_FRAMES.map((frame) => frame.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  const cases = CHECK_FRAMES.flatMap((frame) =>
    frame.examples.map((example) => [frame.id, example] as const),
  );
  it.each(cases)('%s reads its own example: %s', (id, example) => {
    expect(frameOf(example)).toBe(id);
  });

  it('tries the frames in order: a narrower phrasing before the wider one', () => {
    // "the error message contains …" is also a message that says something.
    expect(frameOf("the error message contains 'Invalid credentials'")).toBe('error.message-says');
    // "'Pay rent' is gone" is also something hidden.
    expect(frameOf("'Pay rent' is gone")).toBe('text.gone');
    // Read by its own frame (the option by that name is chosen), not by a later one as text.
    // Before: refused, as if a tester could not tell a dropdown's option from a box.
    expect(readAssertion(maskQuotes("'Option 3' is selected").text, ['Option 3'])).toEqual({
      frame: 'select.which',
      parsed: { assertion: { kind: 'value', expected: 'Option 3' } },
    });
  });
});
