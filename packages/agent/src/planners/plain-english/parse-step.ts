import { SECRET_PLACEHOLDERS, type ResolvedAction, type Target } from '@scout/shared';
import { parseAssertion } from './assertions.js';
import { DIALOG_AND_TAB_FORMS, parseDialogOrTabStep } from './dialogs-and-tabs.js';
import { toKeyName } from './keys.js';
import { literal, maskQuotes, type MaskedText } from './quotes.js';
import { parseTarget } from './targets.js';

/** `statement` marks a step read as a bare statement ("the page shows …") rather than an instruction. */
export type ParsedStep = { ok: true; action: ResolvedAction; statement?: true } | { ok: false };

// "The user clicks", "I click", "we type": the subject goes and the verb returns to its base form.
const THIRD_PERSON: Record<string, string> = {
  clicks: 'click', goes: 'go', opens: 'open', visits: 'visit', navigates: 'navigate', types: 'type',
  enters: 'enter', fills: 'fill', selects: 'select', chooses: 'choose', picks: 'pick', checks: 'check',
  unchecks: 'uncheck', presses: 'press', hovers: 'hover', scrolls: 'scroll', uploads: 'upload',
  waits: 'wait', logs: 'log', signs: 'sign', sees: 'see', taps: 'tap', clears: 'clear', reloads: 'reload',
  submits: 'submit', verifies: 'verify', confirms: 'confirm', ensures: 'ensure', expects: 'expect',
  accepts: 'accept', dismisses: 'dismiss', cancels: 'cancel', switches: 'switch', closes: 'close',
};

function stripSubject(step: string): string {
  const m = /^(?:(?:i|we|you|they|the user|user|the visitor|the customer|the testing user)\s+(?:should\s+|can\s+|will\s+|then\s+)?)?(\S+)(.*)$/i.exec(step);
  if (!m) return step;
  const verb = THIRD_PERSON[m[1].toLowerCase()] ?? m[1];
  return `${verb}${m[2]}`;
}

/** The testing user's email or password, named in words, as its placeholder. */
function secretValue(phrase: string): string | undefined {
  const p = phrase.toLowerCase().replace(/[’]/g, "'");
  if (!/(?:testing|test)\s+user|\bthe user's\b|\bmy\b/.test(p)) return undefined;
  if (/password|passcode/.test(p)) return SECRET_PLACEHOLDERS.password;
  if (/e-?mail|username|user name|login/.test(p)) return SECRET_PLACEHOLDERS.email;
  return undefined;
}

function valueOf(phrase: string, quotes: string[]): string {
  const raw = literal(phrase, quotes);
  if (raw.quoted) return raw.text;
  return secretValue(raw.text) ?? raw.text;
}

/** Resolves a URL or a path against the starting URL; undefined when the words are not a URL. */
function toUrl(words: string, startingUrl: string): string | undefined {
  const w = words.trim();
  if (/^(?:the\s+)?(?:start(?:ing)?\s+(?:page|url)|home\s*page|app|site|website|application)$/i.test(w)) return startingUrl;
  if (/^https?:\/\//i.test(w)) return w;
  if (/^(?:\/|\.\.?\/|\?|#)/.test(w)) return new URL(w, startingUrl).toString();
  if (/^(?:localhost|[\w-]+(?:\.[\w-]+)+)(?::\d+)?(?:[/?#]\S*)?$/i.test(w) && !/\s/.test(w)) {
    return `${new URL(startingUrl).protocol}//${w}`;
  }
  // Any other address with a scheme (file:///…, data:…) is an address too; the executor refuses it.
  if (/^(?:[a-z][a-z\d+.-]*:\/\/|(?:data|javascript|about|view-source|blob|mailto|file|chrome):)\S*$/i.test(w)) return w;
  return undefined;
}

const SAMPLE_FILES: Array<[RegExp, string]> = [
  [/image|picture|photo|png|avatar/i, 'sample.png'], [/pdf/i, 'sample.pdf'], [/csv|spreadsheet/i, 'sample.csv'],
  [/jpe?g/i, 'sample.jpg'],
];

function fileName(phrase: string, quotes: string[]): string {
  const raw = literal(phrase, quotes);
  if (raw.quoted || /^[\w.-]+\.\w{1,5}$/.test(raw.text)) return raw.text;
  return SAMPLE_FILES.find(([pattern]) => pattern.test(raw.text))?.[1] ?? 'sample.txt';
}

function act(kind: ResolvedAction['kind'], description: string, extra: Partial<ResolvedAction> = {}): ParsedStep {
  return { ok: true, action: { kind, description, ...extra } };
}

function target(phrase: string, quotes: string[]): Target {
  return parseTarget(phrase, quotes);
}

// A verb outside quotes makes a phrase a statement ("the price is correct"), not an element's name.
const CLAUSE = /\b(?:is|are|was|were|be|has|have|had|shows?|displays?|contains?|equals?|matches|works?|looks?|appears?|exists?|says|reads|gets|got|does|did|can|cannot|should|must|will)\b/i;

/** Reads one step written in plain English as an action; `{ ok: false }` when it is not a form
 *  the planner understands (the caller lists the forms). */
export function parseStep(step: string, startingUrl: string): ParsedStep {
  const masked: MaskedText = maskQuotes(step.trim());
  const q = masked.quotes;
  // "Click 'Add to cart' again": the repetition is not part of the element's name.
  const s = stripSubject(masked.text.replace(/[.!;]+$/, '').replace(/\s+/g, ' ').trim().replace(/\s+(?:again|once more|one more time)$/i, ''));
  const d = step.trim();
  let m: RegExpExecArray | null;

  // Native dialogs and tabs: their own module, read first.
  const dialogOrTab = parseDialogOrTabStep(s, q, d);
  if (dialogOrTab) return dialogOrTab;

  if (/^(?:log ?in|sign ?in|login|signin|authenticate)(?:\s+(?:as|with|using)\s+(?:the\s+|a\s+)?(?:testing|test)\s+user(?:'s)?(?:\s+(?:credentials|account|details))?)?$/i.test(s)) {
    return act('login', d);
  }
  if (/^(?:go|navigate|browse)\s+back(?:\s+to the previous page)?$|^back$/i.test(s)) return act('back', d);
  if (/^(?:reload|refresh)(?:\s+the\s+page)?$/i.test(s)) return act('reload', d);
  if ((m = /^(?:go|navigate|browse|head)\s+to\s+(.+)$|^(?:open|visit|load)\s+(.+)$/i.exec(s))) {
    const words = literal(m[1] ?? m[2], q).text;
    const url = toUrl(words, startingUrl);
    if (url) return act('navigate', d, { value: url });
    // "Go to the login page" names a page, not an element: follow a link to it, or say there is none.
    // "Open 'Details'" opens what it names (a menu, a panel) by clicking it.
    const named = m[1] ?? m[2];
    const isPage = m[1] !== undefined || /\s+(?:page|screen)$/i.test(named) || /^visit$/i.test(s.split(' ')[0]);
    const page = named.replace(/\s+(?:page|screen|tab|section)$/i, '');
    return act(isPage ? 'navigate' : 'click', d, { target: target(page, q) });
  }
  if ((m = /^(?:double[- ]?click|dblclick)\s+(?:on\s+)?(.+)$/i.exec(s))) return act('dblclick', d, { target: target(m[1], q) });
  if ((m = /^(?:upload|attach)\s+(.+?)\s+(?:to|into|in|using|with|on|via)\s+(.+)$/i.exec(s))) {
    return act('upload', d, { value: fileName(m[1], q), target: target(m[2], q) });
  }
  if ((m = /^(?:upload|attach)\s+(.+)$/i.exec(s))) return act('upload', d, { value: fileName(m[1], q) });
  if ((m = /^(?:fill\s+in|fill\s+out|fill|complete|populate)\s+(.+?)\s+with\s+(.+)$|^set\s+(.+?)\s+to\s+(.+)$/i.exec(s))) {
    return act('fill', d, { target: target(m[1] ?? m[3], q), value: valueOf(m[2] ?? m[4], q) });
  }
  // "Enter 'ada' as the username", "type Ada for the first name": the field is named after "as"/"for".
  if ((m = /^(?:type|enter|input|write|fill\s+in|put|use)\s+(.+?)\s+(?:as|for)\s+(?:the\s+|your\s+|my\s+|a\s+)?(.+)$/i.exec(s))) {
    return act('fill', d, { value: valueOf(m[1], q), target: target(m[2], q) });
  }
  if ((m = /^(?:type|enter|input|write|fill\s+in|fill|put)\s+(.+?)\s+(?:into|in to|in|inside|on)\s+(.+)$/i.exec(s))) {
    return act('fill', d, { value: valueOf(m[1], q), target: target(m[2], q) });
  }
  if ((m = /^(?:type|enter|input|write|fill\s+in)\s+(.+)$/i.exec(s)) && !toKeyName(literal(m[1], q).text)) {
    const value = valueOf(m[1], q);
    // "enter the testing user's password" names its field implicitly.
    if (value === SECRET_PLACEHOLDERS.password) return act('fill', d, { value, target: { description: 'Password', name: 'Password' } });
    if (value === SECRET_PLACEHOLDERS.email) return act('fill', d, { value, target: { description: 'Email', name: 'Email' } });
    return act('fill', d, { value });
  }
  if ((m = /^(?:clear|empty|erase)\s+(?:the\s+(?:text|contents?|value)\s+(?:in|of)\s+)?(.+)$/i.exec(s))) {
    return act('clear', d, { target: target(m[1], q) });
  }
  if ((m = /^(?:select|choose|pick)\s+(?:the\s+)?(.+?)(?:\s+option)?\s+(?:from|in|on|for)\s+(.+)$/i.exec(s))) {
    return act('select', d, { value: literal(m[1], q).text, target: target(m[2], q) });
  }
  if ((m = /^(?:uncheck|untick|deselect|un-check|un-tick)\s+(.+)$/i.exec(s))) return act('uncheck', d, { target: target(m[1], q) });
  if ((m = /^(?:check|tick|mark)\s+(that|whether|if)?\s*(.+)$/i.exec(s))) {
    // "check 'I agree'" ticks a box; "check that 'Saved' …" or "check the title is …" asserts.
    const onlyNamed = /^(?:the\s+)?⟦\d+⟧(?:\s+(?:checkbox|check box|box|option|radio(?: button)?|switch|toggle))?$/i.test(m[2]);
    const parsed = m[1] || !onlyNamed ? parseAssertion(m[2], q) : undefined;
    if (parsed) return act('assert', d, parsed);
    // "Check the price is correct" states something to verify that the planner cannot read; it is
    // not a checkbox called "the price is correct".
    if (m[1] || CLAUSE.test(m[2].replace(/\b(?:that|which)\s+(?:says|reads|shows)\b/gi, ''))) return { ok: false };
    return act('check', d, { target: target(m[2], q) });
  }
  if ((m = /^(?:verify|expect|assert|ensure|make sure|confirm|validate|see|observe)\s+(.+)$/i.exec(s))) {
    const parsed = parseAssertion(m[1], q);
    return parsed ? act('assert', d, parsed) : { ok: false };
  }
  if ((m = /^(?:press|hit|push|tap)\s+(.+?)(?:\s+(?:in|on|into|inside)\s+(.+))?$/i.exec(s))) {
    const key = toKeyName(literal(m[1], q).text);
    if (key) return act('press', d, { value: key, ...(m[2] ? { target: target(m[2], q) } : {}) });
  }
  if ((m = /^(?:click|press|tap|hit|push|choose|select|pick|activate|follow|submit|open)\s+(?:on\s+)?(.+)$/i.exec(s))) {
    return act('click', d, { target: target(m[1], q) });
  }
  if ((m = /^(?:hover|mouse|move the mouse|move the pointer)\s+(?:over|on|onto|to|above)?\s*(.+)$/i.exec(s))) {
    return act('hover', d, { target: target(m[1], q) });
  }
  if ((m = /^scroll(?:\s+(down|up))?(?:\s+to\s+the\s+(bottom|top|end|start)(?:\s+of\s+the\s+page)?)?$/i.exec(s))) {
    const where = (m[2] ?? m[1] ?? 'down').toLowerCase();
    return act('scroll', d, { value: where === 'end' ? 'bottom' : where === 'start' ? 'top' : where });
  }
  if ((m = /^scroll\s+(?:down\s+|up\s+)?(?:to|until)\s+(.+?)(?:\s+is\s+visible)?$/i.exec(s))) return act('scroll', d, { target: target(m[1], q) });
  if ((m = /^wait\s+(?:for\s+)?(\d+(?:\.\d+)?)\s*(seconds?|secs?|s|milliseconds?|ms)$/i.exec(s))) {
    const ms = /^m/i.test(m[2]) ? Number(m[1]) : Number(m[1]) * 1000;
    return act('wait_for', d, { value: `${Math.round(ms)}ms` });
  }
  if (/^wait\s+(?:for|until)\s+the\s+page\s+(?:to\s+)?(?:load|loads|finish(?:es)? loading|is loaded)$/i.test(s)) return act('wait_for', d, { value: 'load' });
  // "wait for the page to show 'Done'", "wait until the page shows 'Done'": a wait for that text.
  if ((m = /^wait\s+(?:for|until)\s+the\s+(?:page|screen)\s+(?:to\s+)?(?:show|shows|display|displays|contain|contains)\s+(.+)$/i.exec(s))) {
    return act('wait_for', d, { target: waitTarget(m[1], q) });
  }
  if ((m = /^wait\s+(?:for|until)\s+(.+?)\s+(?:to\s+)?(?:disappear|disappears|vanish|vanishes|go away|goes away|is gone|be gone|be hidden|is hidden|is removed|be removed|close|closes|is closed|is no longer (?:shown|visible))$/i.exec(s))) {
    return act('wait_gone', d, { target: waitTarget(m[1], q) });
  }
  if ((m = /^wait\s+(?:for|until)\s+(.+?)(?:\s+(?:to\s+)?(?:appear|appears|be shown|is shown|show up|shows up|is visible|be visible|load|loads|is displayed|be displayed|is loaded))?$/i.exec(s))) {
    return act('wait_for', d, { target: waitTarget(m[1], q) });
  }
  const bare = parseAssertion(s, q);
  if (bare) return { ok: true, action: { kind: 'assert', description: d, ...bare }, statement: true };
  return { ok: false };
}

/** "wait for 'Saved'" waits for text; "wait for the Save button" for an element. */
function waitTarget(phrase: string, quotes: string[]): Target {
  const parsed = parseTarget(phrase.replace(/^(?:the\s+)?(?:text|message)\s+(?=⟦)/i, ''), quotes);
  if (!parsed.role && !parsed.label && !parsed.placeholder && parsed.name) {
    return { description: parsed.description, text: parsed.name };
  }
  return parsed;
}

/** The forms the plain-English planner understands, for the error shown when a step is not one. */
export const UNDERSTOOD_FORMS = [
  "go to /path (or open / visit a URL); go to the Pricing page (follows a link to it); go back; reload the page",
  "click 'Sign in' (press, tap, choose); click 'Shipping' then 'Payment'; double-click 'Row 1'",
  "type 'hello' into 'Search' (enter, fill 'Search' with 'hello', set 'Search' to 'hello', enter 'ada' as the username); clear 'Search'",
  "type the testing user's email into 'Email'; type the testing user's password into 'Password'",
  "select 'Red' from the 'Colour' dropdown; check / uncheck 'Remember me'",
  "press Enter (Tab, Escape, Ctrl+A); hover over 'Menu'; scroll down / to the bottom / to 'Footer'",
  "upload a file to 'Attachment'; wait for 'Saved' to appear / disappear",
  "log in as the testing user",
  "check that the page shows 'Welcome' (whole words; 'contains' for any part of the text); … does not show 'Error'",
  "check that 'Save' is visible / hidden / enabled / disabled / checked; 'Email' holds 'a@b.c'",
  "check that no error message is displayed; an error message is displayed",
  "check that the title is / contains 'Home'; the URL is / contains / ends with / matches '/orders/*'",
  "check that there are 3 items in the cart (items, rows, buttons, products, tasks … in a part of the page)",
  ...DIALOG_AND_TAB_FORMS,
];
