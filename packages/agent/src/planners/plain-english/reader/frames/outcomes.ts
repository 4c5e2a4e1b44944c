import { one, type Frame, type FrameContext, type Reading } from './frame.js';

/**
 * An expected result told as the app's word of success rather than as the words the page shows:
 * "Then I should see a successful confirmation", "the user receives a confirmation message that
 * the item has been successfully added", "Then I get success created", "Then registration is
 * successful". A tester reads each as "the app says it worked": a success message (success_shown,
 * which looks in the page's message regions for words of success, judged with their negation).
 *
 * Not read here, on purpose:
 * - an outcome told as a thing made or changed ("my profile should be updated", "employee added
 *   successfully"): a check of a message where the tester may look at the thing itself; read so,
 *   such lines turned whole cases into misreads on the corpus;
 * - "User deposit successfully": the deposit is still to be made, then its success — a check
 *   alone would skip the action;
 * - a quoted text (a text to find), a negation (no success proves nothing), an error, a login
 *   (logged_in reads those), an e-mail (not the page's).
 */

const SUCCESS_WORD = /\bsuccess(?:ful(?:ly)?)?\b/i;
const NOT_AN_OUTCOME =
  /\b(?:e-?mails?|mail|sms|text\s+message|not|no|never|nothing|unsuccessful(?:ly)?|fail(?:s|ed|ure)?|errors?|invalid|logged|log|login|logs|signed|sign|signs|authenticated|logout)\b|n't\b/i;

/** A message that tells of success: "a successful confirmation", "a success notification", "a
 *  confirmation message [that …]", shown or not said. */
const SUCCESS_MESSAGE = new RegExp(
  String.raw`^(?:see|get|receive|be\s+shown|be\s+given|have)?\s*(?:(?:a|an|the|some)\s+)?(?:` +
    String.raw`(?:successful|success)\s+(?:confirmation|message|notification|notice|toast|banner|alert|pop-?up|snackbar)(?:\s+message)?` +
    String.raw`|confirmation\s+(?:message|notification|notice|toast|banner|snackbar)(?:\s+that\s+.+)?` +
    String.raw`)(?:\s+(?:is\s+|are\s+)?(?:shown|displayed|visible|present|showing|appears?|pops?\s+up|shows?\s+up))?$`,
  'i',
);

/** What "a confirmation message that …" says is done, as success: "… has been successfully added",
 *  "… was saved". Any other clause ("that the password is incorrect", "that the card was
 *  declined") tells of a message that may be a refusal: not read here. */
const DONE_CLAUSE =
  /\b(?:success(?:ful(?:ly)?)?|(?:has|have|was|were|is|are)\s+(?:been\s+)?(?:added|saved|created|updated|submitted|completed|deleted|removed|placed|booked|confirmed|sent|registered|published|uploaded)\b)/i;

/** "I get success created", "registration is successful": success said of the outcome. */
function successSaid(text: string): boolean {
  if (text.split(/\s+/).length > 6) return false;
  return (
    /^(?:get|gets|got|receive|receives)\s+(?:a\s+)?success(?:ful)?\b/i.test(text) ||
    /^(?:(?:the|my|your)\s+)?(?:[\w-]+\s+){1,3}(?:is|are|was|were|be)\s+successful$/i.test(text)
  );
}

function readOutcome(ctx: FrameContext): Reading | undefined {
  const { text, step } = ctx;
  if (ctx.quotes.length > 0 || NOT_AN_OUTCOME.test(text) || NOT_AN_OUTCOME.test(step))
    return undefined;
  const success = one(ctx, 'assert', { assertion: { kind: 'success_shown' } });
  // A message of success is one wherever it is said; success said of the outcome only where the
  // step says what should be true (a Then, "should").
  if (SUCCESS_MESSAGE.test(text)) {
    const clause = /\bthat\s+(.+)$/i.exec(text)?.[1];
    return clause === undefined || DONE_CLAUSE.test(clause) ? success : undefined;
  }
  return ctx.mood === 'expect' && SUCCESS_WORD.test(step) && successSaid(text)
    ? success
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
    form: 'a successful confirmation is shown; registration is successful',
    examples: [
      'Then I should see a successful confirmation',
      'the user receives a confirmation message that the item has been successfully added',
      'Then I get success created',
      'Then registration is successful',
    ],
  },
];
