import type { Assertion, Target } from '@scout/shared';
import { literal } from '../../quotes.js';
import { parseTarget } from '../../targets.js';
import type { ParsedAssertion } from './check-frame.js';

/**
 * What the check frames share: the words for numbers and for the things a count counts, the parts
 * of a page a check may name, and the readings most checks end in (a text shown or missing, an
 * element on show or hidden, a count, an element's state).
 */

export const NUMBER_WORDS: Record<string, number> = {
  no: 0,
  zero: 0,
  none: 0,
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
// Plural nouns a count may use, with the role they count.
export const COUNT_ROLES: Record<string, string> = {
  button: 'button',
  link: 'link',
  row: 'row',
  'list item': 'listitem',
  heading: 'heading',
  image: 'img',
  checkbox: 'checkbox',
  'check box': 'checkbox',
  field: 'textbox',
  textbox: 'textbox',
  input: 'textbox',
  option: 'option',
  tab: 'tab',
  card: 'article',
  article: 'article',
  radio: 'radio',
  'radio button': 'radio',
  cell: 'cell',
  'menu item': 'menuitem',
};
// Nouns for the things a list, table or grid holds: counted as its rows, list items or cards.
export const ITEM_NOUNS = new Set([
  'item',
  'entry',
  'result',
  'record',
  'product',
  'task',
  'todo',
  'to-do',
  'to do',
  'line',
  'line item',
  'order',
  'user',
  'member',
  'person',
  'people',
  'customer',
  'contact',
  'message',
  'comment',
  'post',
  'notification',
  'file',
  'document',
  'invoice',
  'project',
  'ticket',
  'issue',
  'event',
  'booking',
  'reservation',
  'element',
  'thing',
  'article',
  'story',
  'review',
  'course',
  'job',
  'listing',
  'match',
  'hit',
  'note',
  'photo',
  'video',
  // "Then user should see 26 test cases": a test-management page's list of cases.
  'test case',
]);
export const PAGE_SUBJECT =
  '(?:(?:the\\s+)?(?:page|screen|app|site|website|application|it|dashboard|list|table|cart|grid|results)\\s+)?';
// A subject that is a part of the page ("the cart shows 3 items") scopes a count to it.
export const COUNT_SUBJECT =
  '(?:(?:the\\s+|my\\s+)?(page|screen|app|site|website|application|it|dashboard|list|table|cart|basket|grid|results|inbox|⟦\\d+⟧(?:\\s+(?:list|table|section|panel))?)\\s+)?';
// Parts of the page a text check may be scoped to by its subject ("the account menu says …"). Not a
// dropdown: what a dropdown shows is its chosen value, another check.
export const PART_NOUN =
  '(?:menu|header|footer|sidebar|side bar|navbar|nav bar|navigation bar|navigation|toolbar|tool bar|top bar|menu bar)';
// Where that part is, as a person would point it out: "at the top", "in the top right corner".
export const POSITION =
  '(?:(?:at|in|on|near|along)\\s+(?:the\\s+)?(?:very\\s+)?(?:top|bottom|left|right|(?:top|bottom|upper|lower)\\s+(?:right|left))(?:\\s+(?:corner|side|hand side|of the page|of the screen))?|up top)';
/** The verbs of a thing the app made or kept, as an outcome tells it ("the item has been added",
 *  "employee added successfully"): the check table's confirmation clauses and the outcome frame
 *  read the same ones. */
export const DONE_VERBS =
  'added|saved|created|updated|submitted|completed|placed|booked|confirmed|registered|published|uploaded|edited|changed|modified|filled|stored|recorded|posted|sent|transferred|deposited|paid|purchased|ordered|scheduled|accepted|approved|deleted|removed';

export const HAS_CLAUSE = /\b(?:has|have|is|are|holds|equals|reads)\b/i;
export const SHOW_VERB =
  '(?:shows?|displays?|contains?|includes?|has|have|says?|reads?|lists?|sees?|see|renders?)';

export function toNumber(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word.toLowerCase()];
}

export function singular(noun: string): string {
  return noun
    .replace(/(?:ies)$/i, 'y')
    .replace(/(?:ches|shes|xes|sses)$/i, (m) => m.slice(0, -2))
    .replace(/s$/i, '');
}

/**
 * "3 items in the cart", "two 'Remove' buttons", "4 rows": the count, the kind of thing and the part
 * of the page it is in. Undefined for a noun it cannot map ("3 happy customers"), so that the step is
 * refused rather than counted as something else.
 */
export function countAssertion(
  count: number,
  nounPhrase: string,
  quotes: string[],
  subjectRegion?: string,
): ParsedAssertion | undefined {
  const where =
    /^(.+?)\s+(?:in|on|inside|within|under|from)\s+(?:the\s+|my\s+|your\s+)?(.+)$/i.exec(
      nounPhrase,
    );
  const phrase = (where ? where[1] : nounPhrase).trim();
  const regionWords =
    where && !/^(?:page|screen|site|website|app|application)$/i.test(where[2].trim())
      ? literal(where[2], quotes).text
      : subjectRegion;
  const quoted = /^(?:(.*?)\s*)?⟦(\d+)⟧\s*(.*)$/.exec(phrase);
  const noun = singular(
    (quoted ? `${quoted[1] ?? ''} ${quoted[3]}` : phrase).trim().toLowerCase(),
  ).replace(/^(?:the|a|an)\s+/, '');
  const role = COUNT_ROLES[noun];
  const item = ITEM_NOUNS.has(noun) || noun === 'people';
  if (!role && !item) return undefined;
  const target: Target = { description: literal(nounPhrase, quotes).text };
  if (role) target.role = role;
  if (quoted) {
    if (role) target.name = quotes[Number(quoted[2])];
    else target.text = quotes[Number(quoted[2])];
  }
  if (regionWords) target.region = regionWords.replace(/\s+(?:section|area|panel|region)$/i, '');
  return { assertion: { kind: 'count', expected: count }, target };
}

/** Whether a phrase names an element by role ("the Save button") rather than only text. */
export function namesElement(phrase: string, quotes: string[]): boolean {
  const target = parseTarget(phrase, quotes);
  return Boolean(target.role || target.label || target.placeholder);
}

export function textOrTarget(
  phrase: string,
  quotes: string[],
  visible: boolean,
  match?: Assertion['match'],
): ParsedAssertion | undefined {
  // "I should see 'Welcome' displayed", "… the Save button shown": what is seen is on show.
  phrase = phrase.replace(
    /\s+(?:is\s+|being\s+)?(?:displayed|shown|visible|on (?:the )?(?:page|screen))$/i,
    '',
  );
  // "header 'Cucumber'", "the heading 'About'", "the 'About' heading": a heading so named.
  const heading =
    /^(?:the\s+|a\s+|an\s+)?(?:(?:page|main|section)\s+)?(?:header|heading|headline)\s+(⟦\d+⟧)$/i.exec(
      phrase.trim(),
    ) ?? /^(?:the\s+|a\s+|an\s+)?(⟦\d+⟧)\s+(?:header|heading|headline)$/i.exec(phrase.trim());
  if (heading) {
    const name = literal(heading[1], quotes).text;
    return {
      assertion: { kind: visible ? 'visible' : 'hidden' },
      target: { role: 'heading', name, description: `the “${name}” heading` },
    };
  }
  const cleaned = phrase
    .replace(
      /^(?:the\s+|a\s+|an\s+)?(?:(?:error|success|warning|info|information|confirmation|validation|flash|status)\s+)?(?:text|message|words?|heading(?: text)?|notification|toast|banner|alert|notice|label)\s+(?:saying\s+|that says\s+|reading\s+|containing\s+|that contains\s+|with the text\s+)?(?=⟦)/i,
      '',
    )
    // "I see the text SUBSCRIPTION": a word in capitals after "the text" is that text, as written.
    .replace(/^(?:the\s+)?text\s+(?=[A-Z][A-Z\d-]*(?:\s+[A-Z][A-Z\d-]*){0,3}$)/, '')
    // "the number 2.3", "the amount -60,72 €": the value itself.
    .replace(/^(?:the\s+)?(?:number|amount|price|total|value|sum|figure)\s+(?=[-+]?[\d$€£])/i, '')
    // "the folder 'docs'", "the attachment title 'Q3'", "Ada registered username 'ada'" (whose,
    // by first name): the quoted words are what is shown.
    .replace(
      /^(?:the\s+|a\s+|an\s+|[A-Z][a-z]+(?:'s|')?\s+)?(?:[a-z]+\s+){1,2}(?=⟦\d+⟧$)/,
      (words) =>
        /\b(?:button|link|field|checkbox|tab|heading|image|dropdown|option|radio|input|menu|switch|slider|textbox)\b/i.test(
          words,
        )
          ? words
          : '',
    );
  // "a flash message containing 'Hey'": any part of its text.
  if (
    /^(?:the\s+|a\s+|an\s+)?(?:\w+\s+)?\w+\s+(?:containing|that contains)\s+⟦\d+⟧$/i.test(
      phrase.trim(),
    )
  )
    match ??= 'contains';
  if (!namesElement(cleaned, quotes)) {
    const quote = /⟦(\d+)⟧/.exec(cleaned);
    // A quote with more words about it ("'hello' as the first post in my stream", "'All' within
    // the table row containing 'Admin'") says where or how, which a text check would ignore.
    if (quote && cleaned.trim() !== quote[0]) return undefined;
    const text = quote ? quotes[Number(quote[1])] : literal(cleaned, quotes).text;
    return {
      assertion: {
        kind: visible ? 'text_visible' : 'text_absent',
        expected: text,
        ...(match ? { match } : {}),
      },
    };
  }
  return {
    assertion: { kind: visible ? 'visible' : 'hidden' },
    target: parseTarget(cleaned, quotes),
  };
}

/** "contains" and "includes" are the loose form of a text check; other verbs match whole words. */
export function verbMatch(verb: string): Assertion['match'] | undefined {
  return /^(?:contains?|includes?)$/i.test(verb) ? 'contains' : undefined;
}

export function matchKind(verb: string): NonNullable<Assertion['match']> {
  const v = verb.toLowerCase();
  if (/^(?:is|equals|reads|=)$/.test(v)) return 'equals';
  if (/^(?:starts?|begins?) with$/.test(v)) return 'starts_with';
  if (/^ends? with$/.test(v)) return 'ends_with';
  if (/^match(?:es)?$/.test(v)) return 'matches';
  return 'contains';
}

/** The part of the page a count's subject names: "the cart shows 3 items" counts in the cart. */
export function subjectRegion(subject: string | undefined, quotes: string[]): string | undefined {
  if (!subject || /^(?:page|screen|app|site|website|application|it|dashboard)$/i.test(subject))
    return undefined;
  return literal(subject.replace(/\s+(?:section|panel|list|table)$/i, ''), quotes).text;
}

export function stateKind(state: string, negated: boolean): Assertion['kind'] {
  const positive: Record<string, Assertion['kind']> = {
    enabled: 'enabled',
    active: 'enabled',
    clickable: 'enabled',
    disabled: 'disabled',
    'greyed out': 'disabled',
    'grayed out': 'disabled',
    checked: 'checked',
    selected: 'checked',
    ticked: 'checked',
    unchecked: 'unchecked',
    unselected: 'unchecked',
    unticked: 'unchecked',
  };
  const opposite: Record<string, Assertion['kind']> = {
    enabled: 'disabled',
    disabled: 'enabled',
    checked: 'unchecked',
    unchecked: 'checked',
  };
  const kind = positive[state];
  return negated ? opposite[kind] : kind;
}
