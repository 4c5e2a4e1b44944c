import { hasQuote, literal } from '../../quotes.js';
import { parseTarget } from '../../targets.js';
import { REFUSE, type CheckFrame, type CheckContext } from './check-frame.js';
import { DONE_VERBS, PAGE_SUBJECT, SHOW_VERB } from './words.js';

/**
 * Check frames for errors and success: whether the page shows an error at all ("No error message is
 * displayed", "there are no errors", "an error is shown"), a field's own error, a success message.
 * Any other unquoted sentence about errors ("the errors are fixed") is refused: read as text it
 * would search for the word "error", often the opposite of what was meant.
 */

const ERR =
  '(?:any\\s+|an?\\s+|the\\s+)?(?:validation\\s+|form\\s+)?(?:errors?|error\\s+messages?|errors?\\s+messages?)';
const SHOWN =
  '(?:is|are)\\s+(?:shown|displayed|visible|present|on the page|on screen|showing)|(?:appears?|shows?|shows up|exists?|pops? up)';
const SAYS =
  '(?:see|get|(?:the\\s+)?(?:system|app|application|page|site|form)\\s+(?:throws|shows|displays|gives|raises))';

/** The frames about errors in general read only an unquoted sentence that names an error. */
function aboutErrors({ s }: CheckContext): boolean {
  return !hasQuote(s) && /\berrors?\b/i.test(s);
}

export const errorNone: CheckFrame = {
  id: 'error.none',
  examples: ['no error message is displayed', 'there are no errors'],
  patterns: [
    new RegExp(`^(?:there\\s+(?:is|are)\\s+)?no\\s+${ERR}(?:\\s+(?:${SHOWN}))?$`, 'i'),
    new RegExp(`^there\\s+(?:is|are)\\s+not\\s+${ERR}(?:\\s+(?:${SHOWN}))?$`, 'i'),
    new RegExp(`^${PAGE_SUBJECT}(?:is\\s+)?not\\s+${SHOW_VERB}\\s+${ERR}$`, 'i'),
    new RegExp(`^${ERR}\\s+(?:is|are)\\s+not\\s+(?:shown|displayed|visible|present|there)$`, 'i'),
    new RegExp(
      `^${ERR}\\s+(?:is|are)\\s+(?:absent|gone)(?:\\s+from\\s+the\\s+(?:screen|page))?$`,
      'i',
    ),
    new RegExp(`^${ERR}\\s+not\\s+(?:appear|show|exist|show up|pop up)$`, 'i'),
  ],
  read: (_m, ctx) => (aboutErrors(ctx) ? { assertion: { kind: 'no_error' } } : undefined),
};

export const errorShown: CheckFrame = {
  id: 'error.shown',
  examples: ['an error message is shown'],
  patterns: [
    new RegExp(`^(?:there\\s+(?:is|are)\\s+)${ERR}(?:\\s+(?:${SHOWN}))?$`, 'i'),
    new RegExp(`^${ERR}\\s+(?:${SHOWN})$`, 'i'),
    new RegExp(`^${PAGE_SUBJECT}${SHOW_VERB}\\s+${ERR}$`, 'i'),
  ],
  read: (_m, ctx) => (aboutErrors(ctx) ? { assertion: { kind: 'error_shown' } } : undefined),
};

// "I see a validation error for uploading attachments", "the system throws validation error on
// the password input field": an error is shown, by that field when one is named.
export const errorOnField: CheckFrame = {
  id: 'error.on-field',
  examples: ['the system throws validation error on the password input field'],
  patterns: [
    new RegExp(
      `^${SAYS}\\s+${ERR}\\s+(?:on|for|at|under|below|beside|next to|by)\\s+(?:the\\s+)?([a-z][a-z ]{0,30}?)\\s+(?:input\\s+field|text\\s+field|field|input|box)$`,
      'i',
    ),
  ],
  read: (m, ctx) => {
    if (!aboutErrors(ctx)) return undefined;
    const name = m[1].trim();
    return {
      assertion: { kind: 'error_shown' },
      target: { name, description: `the ${name} field` },
    };
  },
};

export const errorSeen: CheckFrame = {
  id: 'error.seen',
  examples: ['see a validation error for uploading attachments'],
  patterns: [
    new RegExp(`^${SAYS}\\s+${ERR}(?:\\s+(?:for|about|when|while)\\s+[a-z][a-z ]*)?$`, 'i'),
  ],
  read: (_m, ctx) => (aboutErrors(ctx) ? { assertion: { kind: 'error_shown' } } : undefined),
};

/** Any other unquoted sentence about errors: refused (see above). */
export const errorOther: CheckFrame = {
  id: 'error.other',
  examples: ['the errors are fixed'],
  patterns: [/\berrors?\b/i],
  read: (_m, ctx) => (aboutErrors(ctx) ? REFUSE : undefined),
};

// "the 'A' field should have an error", "… should have the error 'is invalid'", "… should not
// have an error" (makandra/spreewald): that field's own error, not the page's.
export const fieldError: CheckFrame = {
  id: 'field.error',
  examples: [
    "the 'Email' field should have an error",
    "the 'Email' field should not have an error",
  ],
  patterns: [
    /^(?:the\s+)?(⟦\d+⟧(?:\s+(?:field|input|text field|textbox|box|dropdown|select|checkbox))?)\s+(not\s+)?(?:has|have|shows?)\s+(an?\s+|the\s+|any\s+|no\s+)?(?:validation\s+)?(?:errors?|error message)(?:\s+(⟦\d+⟧))?$/i,
  ],
  read: (m, { quotes }) => {
    const none = Boolean(m[2]) || /^no\b/i.test(m[3] ?? '');
    // "should not have the error 'x'" would pass on any other error: not read.
    if (none && m[4]) return REFUSE;
    // "the 'A' field" is any kind of field (a text box, a dropdown …): only its name is given.
    const field = parseTarget(m[1], quotes);
    if (/\s+field$/i.test(m[1]) && field.role === 'textbox') delete field.role;
    return {
      assertion: {
        kind: none ? 'no_error' : 'error_shown',
        ...(m[4] ? { expected: literal(m[4], quotes).text } : {}),
      },
      target: field,
    };
  },
};

/** The frames about success read only an unquoted sentence that names one. */
function aboutSuccess({ s }: CheckContext): boolean {
  return !hasQuote(s) && /\b(?:success|successful|confirmation)\b/i.test(s);
}

// "No success message is shown" is refused: a success Scout did not recognise is no proof.
export const successNegated: CheckFrame = {
  id: 'success.negated',
  examples: ['no success message is shown'],
  patterns: [/\b(?:no|not|never)\b/i],
  read: (_m, ctx) => (aboutSuccess(ctx) ? REFUSE : undefined),
};

const MESSAGE =
  '(?:(?:a|an|the|some)\\s+)?(?:(?:success(?:ful)?|confirmation)\\s+(?:message|notification|toast|banner|alert|notice|snackbar|pop-?up)|success(?:ful)?\\s+confirmation(?:\\s+message)?)';

/** What "a confirmation message that …" says is done, as success: "… has been successfully added",
 *  "… was saved". Any other clause ("that the password is incorrect", "that the card was
 *  declined") tells of a message that may be a refusal: not read as a success. */
const DONE_CLAUSE = new RegExp(
  `\\b(?:success(?:ful(?:ly)?)?|(?:has|have|was|were|is|are)\\s+(?:been\\s+)?(?:${DONE_VERBS})\\b)`,
  'i',
);
const SUCCESS_SHOWN =
  '(?:is\\s+)?(?:shown|displayed|visible|present|showing)|appears?|pops? up|shows? up|is there|on the page';
// Where it shows ("under the form") only helps a person find it.
const WHERE =
  '(?:\\s+(?:under|below|above|beneath|at the top of|on top of|in|on)\\s+(?:the\\s+)?[a-z]+)?';

/**
 * "A success message should be displayed", "the confirmation message appears", "I see a success
 * notification": the page shows a message of success.
 */
export const successShown: CheckFrame = {
  id: 'success.shown',
  examples: [
    'a success message is displayed under the form',
    'the page will provide a success message',
    'see a successful confirmation',
    'receive a confirmation message that the item has been successfully added',
  ],
  patterns: [
    // thuctrung/cucumber: cucumber_DEMO1/target/test-classes/resources/Features/login.feature
    // ("Then success message is displayed"); andzahar-ps/tstauto-practice:
    // src/test/resources/features/authentication/Ajax.feature ("Then a success message is
    // displayed under the form").
    new RegExp(
      `^(?:see\\s+|get\\s+|receive\\s+)?(?:that\\s+)?(?:there\\s+(?:is|are)\\s+)?${MESSAGE}(?:\\s+(?:${SUCCESS_SHOWN}))?${WHERE}$`,
      'i',
    ),
    // bandagaurav/java-cucumber-selenium-example: src/test/resources/features/SuccessMessage.feature
    // ("Then the page will provide a success message").
    new RegExp(`^${PAGE_SUBJECT}(?:${SHOW_VERB}|provides?|gives?)\\s+${MESSAGE}$`, 'i'),
    // gymshark/gsauto-training-course: "the user receives a confirmation message that the item
    // has been successfully added": a success only when the clause tells of something done.
    new RegExp(
      `^(?:see\\s+|get\\s+|receive\\s+|be\\s+shown\\s+|be\\s+given\\s+|have\\s+)?${MESSAGE}\\s+that\\s+(.+)$`,
      'i',
    ),
  ],
  read: (m, ctx) =>
    aboutSuccess(ctx) && (m[1] === undefined || DONE_CLAUSE.test(m[1]))
      ? { assertion: { kind: 'success_shown' } }
      : undefined,
};

// "the error message contains 'Invalid credentials'": an error is shown, with those words.
export const errorMessageSays: CheckFrame = {
  id: 'error.message-says',
  examples: ["the error message contains 'Invalid credentials'"],
  patterns: [
    /^(?:the|an?)\s+error\s+(?:message|alert|notification|banner|notice)\s+(?:says|reads|shows|displays|contains?|includes?)\s+(⟦\d+⟧)$/i,
  ],
  read: (m, { quotes }) => ({
    assertion: { kind: 'error_shown', expected: literal(m[1], quotes).text },
  }),
};
