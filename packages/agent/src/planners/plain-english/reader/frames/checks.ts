import { parseAssertion } from '../../assertions.js';
import { literal, maskQuotes } from '../../quotes.js';
import { target } from '../slots.js';
import { act, one, type Frame, type FrameContext, type Reading } from './frame.js';

/**
 * The check frames of the action table: "verify …" and a statement of what should be true ("the
 * cart shows 2 items"), each read by parseAssertion (assertions.ts). The first comes before the key
 * and click frames, the second last of the verb frames; the index keeps both places.
 */

// Checks of a shape, a pattern or a value kept from earlier: not something Scout checks.
const UNCHECKABLE = /\b(?:template|regex|regular expression|stored value|saved value|variable)\b/i;

// A CSS property of an element, every name in quotes: testRigor's "check that property
// 'background-color' of 'my-div' is equal to 'rgba(0,0,0,1)'", "the 'color' css property of the
// 'Save' button should be 'red'", "'Save' should have css property 'color' equal to 'red'".
const LEAD = String.raw`^(?:(?:then|and|but|\*)\s+)?(?:(?:check|verify|assert|expect|ensure|confirm)\s+(?:that\s+)?)?(?:the\s+)?`;
const Q = String.raw`(⟦\d+⟧)`;
const IS = String.raw`(?:is\s+equal\s+to|is\s+set\s+to|is|equals|should\s+(?:be(?:\s+equal\s+to|\s+set\s+to)?|equal)|must\s+be)`;
const ELEMENT = String.raw`(?:the\s+)?(?:element\s+)?(⟦\d+⟧(?:\s+(?:button|link|heading|element|badge|label|text))?)`;
const END = String.raw`[.!]?$`;
/** Each form, and which of its groups are the property, the element and the value. */
const STYLE_FORMS: Array<{ re: RegExp; property: number; element: number; value: number }> = [
  {
    re: new RegExp(
      String.raw`${LEAD}(?:css\s+)?property\s+(?:of\s+)?${Q}\s+of\s+${ELEMENT}\s+${IS}\s+${Q}${END}`,
      'i',
    ),
    property: 1,
    element: 2,
    value: 3,
  },
  {
    re: new RegExp(
      String.raw`${LEAD}${Q}\s+(?:css\s+)?(?:property|style)\s+of\s+${ELEMENT}\s+${IS}\s+${Q}${END}`,
      'i',
    ),
    property: 1,
    element: 2,
    value: 3,
  },
  {
    re: new RegExp(
      String.raw`${LEAD}${ELEMENT}\s+(?:should\s+have|has)\s+(?:the\s+|a\s+)?(?:css\s+)?(?:property|style)\s+${Q}\s+(?:(?:equal|set)\s+to\s+|of\s+|with\s+(?:the\s+)?value\s+|=\s*|:\s*)?${Q}${END}`,
      'i',
    ),
    property: 2,
    element: 1,
    value: 3,
  },
];

function readStyle(ctx: FrameContext): Reading | undefined {
  const { text, quotes } = maskQuotes(ctx.step.trim());
  for (const form of STYLE_FORMS) {
    const m = form.re.exec(text);
    if (!m) continue;
    const property = literal(m[form.property]!, quotes).text.trim().toLowerCase();
    const expected = literal(m[form.value]!, quotes).text.trim();
    // A property's name is one word of letters and hyphens ("background-color", "--brand").
    if (!/^-{0,2}[a-z][a-z-]*$/.test(property) || !expected) return undefined;
    return one(ctx, 'assert', {
      target: target(m[form.element]!, quotes),
      assertion: { kind: 'style', property, expected },
    });
  }
  return undefined;
}

export const VERIFY_FRAMES: Frame[] = [
  {
    id: 'check.css-property',
    verbs: [],
    patterns: ['REST'],
    priority: 90,
    read: (_s, ctx) => readStyle(ctx),
    form: "check that property 'color' of 'Save' is equal to 'red'",
    examples: [
      'check that property of "background-color" of "my-div" is equal to "rgba(0,0,0,1)"',
      'Then the "color" css property of the "Save" button should be "rgb(255, 0, 0)"',
      'Then "Approved" should have css property "background-color" equal to "#198754"',
    ],
  },
  {
    id: 'verify',
    verbs: [
      'verify',
      'expect',
      'assert',
      'ensure',
      'make sure',
      'confirm',
      'validate',
      'see',
      'observe',
      'notice',
      'check',
    ],
    patterns: [
      '(verify|expect|assert|ensure|make sure|confirm|validate|see|observe|notice|double-check|double check) REST',
    ],
    priority: 30,
    read: (s, ctx) => {
      if (UNCHECKABLE.test(s.REST))
        return {
          refuse: 'no_frame',
          message:
            'a check Scout cannot make (templates, patterns and stored values are not supported)',
        };
      // "I should see 25 contacts": what is seen is what the page shows.
      const seen = /^(?:see|observe|notice)\b/i.test(ctx.text)
        ? parseAssertion(`see ${s.REST}`, ctx.quotes)
        : undefined;
      const parsed = seen ?? parseAssertion(s.REST, ctx.quotes);
      return parsed
        ? one(ctx, 'assert', parsed)
        : { refuse: 'no_frame', message: 'a check the planner cannot make concrete' };
    },
    form: "check that 'Save' is visible / hidden / enabled / disabled / checked; 'Email' holds 'a@b.c'",
    examples: ['verify that "Save" is disabled', "Then I should see 'Welcome'"],
  },
];

export const CHECK_STATEMENT_FRAMES: Frame[] = [
  {
    id: 'check.statement',
    verbs: [],
    patterns: ['REST'],
    priority: 10,
    read: (s, ctx) => {
      // A Given states what is true before the test ("Given a user 'Alice' has been created"), and a
      // sentence whose subject was a person ("I have 3 items") speaks of that person: neither is a
      // check of the page.
      if (/^(?:have|has|had|am|is|are|was|were|be|been)\b/i.test(s.REST)) return undefined;
      // "And a draft publication 'X' exists" states data unless the sentence is a Then.
      if (/\bexists?$/i.test(s.REST) && ctx.mood !== 'expect') return undefined;
      const parsed = parseAssertion(s.REST, ctx.quotes);
      // A Given about the page itself ("Given the page url is '…'", "Given the element '#menu' is
      // not displayed") is checked like a Then; about anything else, it states data.
      if (
        ctx.keyword === 'given' &&
        !(
          parsed &&
          (['url', 'title', 'no_dialog'].includes(parsed.assertion.kind) ||
            /^(?:the\s+)?(?:element|selector)\s+⟦\d+⟧/i.test(s.REST))
        )
      )
        return undefined;
      return parsed ? { actions: [act(ctx, 'assert', parsed)], statement: true } : undefined;
    },
    form: "the title is / contains 'Home'; the URL ends with '/orders'; there are 3 items in the cart; the account menu says 'Ada'; no error message is displayed",
    examples: ["the page shows 'Saved'", 'there are 3 items in the cart'],
  },
];
