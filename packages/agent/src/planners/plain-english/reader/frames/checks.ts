import { parseAssertion } from '../../assertions.js';
import { act, one, type Frame } from './frame.js';

/**
 * The check frames of the action table: "verify …" and a statement of what should be true ("the
 * cart shows 2 items"), each read by parseAssertion (assertions.ts). The first comes before the key
 * and click frames, the second last of the verb frames; the index keeps both places.
 */

// Checks of a shape, a pattern or a value kept from earlier: not something Scout checks.
const UNCHECKABLE = /\b(?:template|regex|regular expression|stored value|saved value|variable)\b/i;

export const VERIFY_FRAMES: Frame[] = [
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
