import { literal } from '../../quotes.js';
import { orRefuse, REFUSE, type CheckFrame } from './check-frame.js';
import { namesElement, PART_NOUN, POSITION, textOrTarget, verbMatch } from './words.js';

/** Check frames for what a message, a part of the page or a value says, and for a dialog that
 *  opens: "the message says 'Saved'", "the total should be $67.00", "a dialog should open". */

// "the account balance is displayed as $1,250.00": the page shows that value.
export const displayedAs: CheckFrame = {
  id: 'text.displayed-as',
  examples: ['the account balance is displayed as $1,250.00'],
  patterns: [
    /^(?:the|a|an|my)\s+(?:[\w-]+\s+){0,3}?(?:is|are)\s+(?:displayed|shown|listed)\s+as\s+(⟦\d+⟧|[-+]?[$€£]?\d[\d.,]*\s*[$€£%]?)$/i,
  ],
  read: (m, { quotes }) => ({
    assertion: { kind: 'text_visible', expected: literal(m[1], quotes).text },
  }),
};

// "the message says 'Saved'", "the success banner reads 'Saved'": the page shows that text.
export const messageSays: CheckFrame = {
  id: 'message.says',
  examples: ["the message says 'Saved'"],
  patterns: [
    /^(?:the|a|an)\s+(?:(?:success|error|warning|info|confirmation|status|flash|validation)\s+)?(?:message|alert|notification|toast|banner|notice|snackbar)\s+(says|reads|shows|is|displays|contains?|includes?)\s+(⟦\d+⟧)$/i,
  ],
  read: (m, { quotes }) => orRefuse(textOrTarget(m[2], quotes, true, verbMatch(m[1]))),
};

// "The account menu at the top should now say 'Countess Ada'", "the sidebar shows 'Inbox'": the
// text shows in that part of the page (where on the page it is only helps a person find it).
export const partSays: CheckFrame = {
  id: 'part.says',
  examples: ["the account menu at the top should now say 'Countess Ada'"],
  patterns: [
    new RegExp(
      `^(?:the|a|an|my)\\s+((?:[a-z-]+\\s+){0,3}?${PART_NOUN})(?:\\s+${POSITION})?\\s+(says?|reads?|shows?|displays?|mentions?|contains?|includes?)\\s+(⟦\\d+⟧)$`,
      'i',
    ),
  ],
  read: (m, { quotes }) => {
    const region = m[1].replace(/\s+/g, ' ');
    return {
      assertion: {
        kind: 'text_visible',
        expected: literal(m[3], quotes).text,
        ...(verbMatch(m[2]) ? { match: verbMatch(m[2]) } : {}),
      },
      target: { description: `the ${region}`, region },
    };
  },
};

// "The total should be $67.00", "the counter should now say '2 items left'": the page shows it.
export const totalIs: CheckFrame = {
  id: 'value.shown',
  examples: ['the total should be $67.00'],
  patterns: [
    /^(?:the|a|an|my)\s+(?:\w+\s+)?(?:total|subtotal|price|counter|count|summary|balance|status|badge|amount|message|notification|toast|banner|confirmation|heading|title text|greeting)\s+(?:is|says?|reads?|shows?|displays?|lists?|contains?|mentions?|equals?|(?:is\s+)?(?:updated|changed|set|updates|changes|increased|increases|decreased|decreases|goes|go)\s+to|becomes?)\s+(⟦\d+⟧|[-+]?[$€£]?\d[\d.,]*\s*[$€£%]?)$/i,
  ],
  read: (m, { quotes, s }) => ({
    assertion: {
      kind: 'text_visible',
      expected: literal(m[1], quotes).text,
      ...(/\bcontains\b/i.test(s) ? { match: 'contains' as const } : {}),
    },
  }),
};

// "the patient registration should be 'successful'", "the payment is 'Declined'": how an
// operation came out, as the page says it.
export const outcomeIs: CheckFrame = {
  id: 'outcome.is',
  examples: ["the payment is 'Declined'"],
  patterns: [
    /^(?:the|my)\s+(?:[a-z]+\s+)?(?:registration|login|log in|sign ?up|payment|order|submission|upload|transaction|booking|request|operation|checkout|transfer|import|export)\s+(?:is|was)\s+(⟦\d+⟧)$/i,
  ],
  read: (m, { quotes }) => ({
    assertion: { kind: 'text_visible', expected: literal(m[1], quotes).text },
  }),
};

// "A 'Settings saved' message should pop up", "an error saying 'X' should appear".
export const messageAppears: CheckFrame = {
  id: 'message.appears',
  examples: ["a 'Settings saved' message should pop up"],
  patterns: [
    /^(?:a|an|the)\s+(?:(⟦\d+⟧)\s+(?:message|notification|toast|alert|banner|error|warning|notice)|(?:(?:error|success|warning|info|confirmation)\s+)?(?:message|notification|toast|alert|banner|error|warning|notice)\s+(?:saying|that says|reading|with the text|with)\s+(⟦\d+⟧))\s+(?:appears?|pops? up|shows? up|is shown|is displayed|opens?)$/i,
  ],
  read: (m, { quotes }) => ({
    assertion: { kind: 'text_visible', expected: literal(m[1] ?? m[2], quotes).text },
  }),
};

// "The 'Confirm your booking' dialog should open".
export const namedDialogOpens: CheckFrame = {
  id: 'dialog.named-opens',
  examples: ["the 'Confirm your booking' dialog should open"],
  patterns: [
    /^(?:the|a|an)\s+(⟦\d+⟧)\s+(?:dialog|modal|popup|pop-up|window)\s+(?:opens?|appears?|pops? up|is open|is shown|is displayed|shows? up)$/i,
  ],
  read: (m, { quotes }) => {
    const name = literal(m[1], quotes).text;
    return {
      assertion: { kind: 'visible' },
      target: { role: 'dialog', name, description: `the “${name}” dialog` },
    };
  },
};

// "Given a alertbox is not opened", "no dialog is open", "there is no alert open": no dialog at all
// is open, the browser's own (alert, confirm, prompt) or one the page draws. Only "a"/"an"/"no"/
// "there is no": "the modal is not shown" names one dialog and is read as it hidden (text.hidden).
// A bare "alert", "confirmation" or "prompt" may be a message on the page ("no alert is shown" of
// an error banner): it is a dialog only when said to be open.
const DIALOG_NOUN =
  '(?:(?:alert|confirm|confirmation|prompt)\\s*(?:box|dialog|window)|dialog|dialog box|dialogue|modal|modal dialog|modal window|popup|pop-up)';
const DIALOG_STATE = '(?:opened|open|shown|displayed|present|visible)';
const BARE_DIALOG = '(?:alert|confirm|confirmation|prompt)';
export const noDialog: CheckFrame = {
  id: 'dialog.none-open',
  examples: ['a alertbox is not opened', 'no dialog is open', 'there is no alert open'],
  patterns: [
    new RegExp(
      `^(?:a|an)\\s+(?:${DIALOG_NOUN}\\s+is\\s+not\\s+${DIALOG_STATE}|${BARE_DIALOG}\\s+is\\s+not\\s+(?:opened|open))$`,
      'i',
    ),
    new RegExp(
      `^no\\s+(?:${DIALOG_NOUN}\\s+(?:is|are)\\s+${DIALOG_STATE}|${BARE_DIALOG}\\s+(?:is|are)\\s+(?:opened|open))$`,
      'i',
    ),
    new RegExp(
      `^there\\s+(?:is|are)\\s+no\\s+(?:${DIALOG_NOUN}\\s+${DIALOG_STATE}|${BARE_DIALOG}\\s+(?:opened|open))$`,
      'i',
    ),
  ],
  read: () => ({ assertion: { kind: 'no_dialog' } }),
};

// "No alert is shown", "no spinner is visible", "no toast is displayed": that no such part of the
// page is on show. Scout has no check of "none of these" for them: read as a text or an element,
// "no alert" became an alert named "no" and "no spinner" the words "no spinner", the opposite of
// what the tester meant. Refused (the closest phrasing tells how to name a text that should be
// gone); a dialog, an error or a message of success is read by the frames before this one.
const PART_ON_SHOW =
  '(?:alert|alert message|alert box|spinner|loading spinner|loader|loading indicator|progress bar|toast|toast message|snackbar|notification|notification message|banner|warning|warning message|tooltip|badge|message|popover)s?';
export const noPartShown: CheckFrame = {
  id: 'part.none-shown',
  examples: ['no alert is shown', 'no spinner is visible', 'there is no toast displayed'],
  patterns: [
    new RegExp(
      `^(?:no|there\\s+(?:is|are)\\s+no)\\s+${PART_ON_SHOW}(?:\\s+(?:is|are))?\\s+(?:shown|displayed|visible|present|seen|on show|appearing)$`,
      'i',
    ),
    // "I should see no spinner" (and its words after "I should see").
    new RegExp(
      `^(?:(?:(?:i|the user|user)\\s+(?:should\\s+)?)?(?:see|sees)\\s+)?no\\s+${PART_ON_SHOW}$`,
      'i',
    ),
  ],
  read: () => REFUSE,
};

// "Then I expect a new window has been opened", "a new tab opens": another tab or window is open.
export const tabOpened: CheckFrame = {
  id: 'tab.opened',
  examples: ['a new window has been opened', 'a new tab is opened'],
  patterns: [
    /^(?:a|an)\s+new\s+(?:browser\s+)?(?:window|tab)\s+(?:has been opened|was opened|is opened|is open|opens|open|opened|has opened)$/i,
  ],
  read: () => ({ assertion: { kind: 'tab_opened' } }),
};

// "'Pay rent' should be crossed out", "'Milk' is struck through": that text has a line through it.
export const crossedOut: CheckFrame = {
  id: 'text.crossed-out',
  examples: ["'Pay rent' is crossed out", "'Milk' is struck through"],
  patterns: [
    /^(⟦\d+⟧)\s+is\s+(?:crossed out|crossed off|struck through|struck out|strikethrough|shown struck through|shown crossed out)$/i,
  ],
  read: (m, { quotes }) => ({
    assertion: { kind: 'crossed_out', expected: literal(m[1], quotes).text },
  }),
};

// "Then a dialog should open", "a modal window appears": a dialog is on show (the one there is).
export const dialogOpens: CheckFrame = {
  id: 'dialog.opens',
  examples: ['a dialog should open'],
  patterns: [
    /^(?:a|an|the)\s+(dialog|modal|modal window|modal dialog|dialog box|popup|pop-up)\s+(?:opens?|appears?|pops? up|is open|is opened|is shown|is displayed|shows? up)$/i,
  ],
  read: (m) => ({
    assertion: { kind: 'visible' },
    target: { role: 'dialog', description: `the ${m[1].toLowerCase()}` },
  }),
};

// "the confirmation should list 'fragile, express'", "the receipt mentions 'Berlin'".
// "The alert does not show 'could not'" (read "the alert not show ⟦0⟧"): the negation is the
// check. It is read page-wide, stricter than the part it names, so it never passes where the
// sentence would not; its words were once taken as a subject and the check read as "shown".
export const saidBy: CheckFrame = {
  id: 'text.said-by',
  examples: ["the receipt mentions 'Berlin'", "the receipt does not mention 'Berlin'"],
  patterns: [
    /^((?:the|a|an)\s+(?:\w+\s+){0,2}?)(?:(not|never|no longer)\s+)?(?:shows?|displays?|lists?|says?|reads?|mentions?|includes?|contains?)\s+(⟦\d+⟧)$/i,
  ],
  read: (m, { quotes, s }) => {
    if (
      /^(?:the|a|an)\s+(?:page|screen)\b|\b(?:that|which|box)\s*$/i.test(m[1]) ||
      /\b(?:not|never|no longer)\b/i.test(m[1]) ||
      namesElement(m[1], quotes)
    )
      return undefined;
    return {
      assertion: {
        kind: m[2] ? 'text_absent' : 'text_visible',
        expected: literal(m[3], quotes).text,
        ...(/\b(?:contains?|includes?)\s+⟦/i.test(s) ? { match: 'contains' as const } : {}),
      },
    };
  },
};
