import { parseAssertion } from '../../assertions.js';
import { one, type Frame, type FrameContext, type Reading } from './frame.js';
import { DONE_VERBS } from '../checks/words.js';

/**
 * An expected result told as the app's word of success rather than as the words the page shows:
 * "Then I should see a successful confirmation", "the user receives a confirmation message that
 * the item has been successfully added", "Then I get success created", "Then registration is
 * successful". A tester reads each as "the app says it worked": a success message (success_shown,
 * which looks in the page's message regions for words of success, judged with their negation).
 *
 * An outcome told as a thing made or kept ("my profile should be updated", "employee added
 * successfully", "Simple form successfully filled") is the same check, in a Then: the app's word
 * that the step before worked. A thing gone or a form filled only with "successfully": "the item
 * should be removed" may mean the item is no longer listed, which is not a message.
 *
 * Not read here, on purpose:
 * - "User deposit successfully": the deposit is still to be made, then its success — a check
 *   alone would skip the action;
 * - a quoted text (a text to find), a negation (no success proves nothing), an error, a login
 *   (logged_in reads those), an e-mail (not the page's).
 */

const SUCCESS_WORD = /\bsuccess(?:ful(?:ly)?)?\b/i;
const NOT_AN_OUTCOME =
  /\b(?:e-?mails?|mail|sms|text\s+message|not|no|never|nothing|unsuccessful(?:ly)?|fail(?:s|ed|ure)?|errors?|invalid|logged|log|login|logs|signed|sign|signs|authenticated|logout)\b|n't\b/i;

/** "I get success created", "registration is successful": success said of the outcome. */
function successSaid(text: string): boolean {
  if (text.split(/\s+/).length > 6) return false;
  return (
    /^(?:get|gets|got|receive|receives)\s+(?:a\s+)?success(?:ful)?\b/i.test(text) ||
    /^(?:(?:the|my|your)\s+)?(?:[\w-]+\s+){1,3}(?:is|are|was|were|be)\s+successful$/i.test(text)
  );
}

/** "<a thing> [is|should be|has been …] [successfully] <done> [successfully]": group 1 the verb. */
const DONE_OUTCOME = new RegExp(
  `^(?:(?:the|my|your|a|an|his|her|their|our)\\s+)?(?:[\\w-]+\\s+){0,3}(?:(?:is|are|was|were|be|gets?|got|should\\s+(?:be|get)|must\\s+be|will\\s+be|(?:has|have|should\\s+have)\\s+been)\\s+)?(?:successfully\\s+)?(${DONE_VERBS})(?:\\s+successfully)?$`,
  'i',
);
/** Changes a page shows in the thing itself when the thing is a figure or a view. */
const CHANGED = /^(?:updated|changed|modified)$/i;
const SHOWN_THING =
  /\b(?:cart|basket|bag|total|subtotal|sum|price|prices|count|counter|quantity|badge|balance|page|screen|view|list|table|grid|summary|number|amount|results?|score|status|chart|graph|display|field|value|text)\b/i;

/** Those a tester may check by the thing itself (gone, or a form's fields holding values): a
 *  done-check only with "successfully". */
const GONE = /^(?:deleted|removed|filled)$/i;

/** "employee added successfully", "the user is successfully registered", "my profile should be
 *  updated", "Simple form successfully filled": the outcome of the step before, told as done. */
function doneSaid(text: string, step: string): boolean {
  if (text.split(/\s+/).length > 7) return false;
  const m = DONE_OUTCOME.exec(text);
  if (!m) return false;
  // The reader may have dropped the adverb from the text: the step as written says it.
  const successfully = /\bsuccessfully\b/i.test(step);
  if (successfully) return true;
  // "the cart should be updated", "the total is changed": the thing itself changed (a count, a
  // sum), which most pages show without a word of success.
  if (CHANGED.test(m[1]) && SHOWN_THING.test(text)) return false;
  return !GONE.test(m[1]);
}

function readOutcome(ctx: FrameContext): Reading | undefined {
  const { text, step } = ctx;
  if (ctx.quotes.length > 0 || NOT_AN_OUTCOME.test(text) || NOT_AN_OUTCOME.test(step))
    return undefined;
  // A message of success, as the check table reads one (checks/errors.ts), wherever it is said:
  // here it outranks "see" (which would look for the words) and "receive" (a dialog).
  const message = parseAssertion(text, ctx.quotes);
  if (message?.assertion.kind === 'success_shown' && !message.target)
    return one(ctx, 'assert', message);
  // Success said of the outcome only where the step says what should be true (a Then, "should").
  return ctx.mood === 'expect' &&
    ((SUCCESS_WORD.test(step) && successSaid(text)) || doneSaid(text, step))
    ? one(ctx, 'assert', { assertion: { kind: 'success_shown' } })
    : undefined;
}

export const OUTCOME_FRAMES: Frame[] = [
  {
    id: 'check.success-outcome',
    verbs: [],
    patterns: ['REST'],
    // Above "verify"/"see" (30): "I should see a successful confirmation" is this check, where
    // "see" would look for the words "a successful confirmation".
    priority: 35,
    read: (_s, ctx) => readOutcome(ctx),
    form: 'a successful confirmation is shown; registration is successful; my profile should be updated',
    examples: [
      'Then I should see a successful confirmation',
      'the user receives a confirmation message that the item has been successfully added',
      'Then I get success created',
      'Then registration is successful',
      'Then employee added successfully',
      'Then my profile should be updated',
    ],
  },
];
