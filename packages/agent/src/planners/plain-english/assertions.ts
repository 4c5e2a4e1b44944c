import type { Assertion, Target } from '@scout/shared';
import { hasQuote, literal } from './quotes.js';
import { parseTarget } from './targets.js';

export interface ParsedAssertion {
  assertion: Assertion;
  target?: Target;
}

const NUMBER_WORDS: Record<string, number> = {
  no: 0, zero: 0, none: 0, a: 1, an: 1, one: 1, single: 1, two: 2, three: 3, four: 4, five: 5, six: 6,
  seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
};
// Plural nouns a count may use, with the role they count; other nouns count list items or rows.
const COUNT_ROLES: Record<string, string> = {
  button: 'button', link: 'link', row: 'row', 'list item': 'listitem', item: 'listitem', heading: 'heading',
  image: 'img', checkbox: 'checkbox', 'check box': 'checkbox', field: 'textbox', textbox: 'textbox',
  input: 'textbox', option: 'option', tab: 'tab', card: 'article', article: 'article', radio: 'radio',
  'radio button': 'radio', cell: 'cell', 'menu item': 'menuitem',
};
const PAGE_SUBJECT = '(?:(?:the\\s+)?(?:page|screen|app|site|website|application|it|dashboard|list|table|cart|grid|results)\\s+)?';
const SHOW_VERB = '(?:shows?|displays?|contains?|includes?|has|have|says|reads|lists?|sees?|see|renders?)';

function toNumber(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word.toLowerCase()];
}

function singular(noun: string): string {
  return noun.replace(/(?:ies)$/i, 'y').replace(/(?:ches|shes|xes|sses)$/i, (m) => m.slice(0, -2)).replace(/s$/i, '');
}

function countAssertion(count: number, nounPhrase: string, quotes: string[]): ParsedAssertion {
  const phrase = nounPhrase.replace(/\s+(?:in|on|inside|within|under)\s+.+$/i, '').trim();
  const description = literal(nounPhrase, quotes).text;
  const quoted = /^(?:(.*?)\s*)?⟦(\d+)⟧\s*(.*)$/.exec(phrase);
  const noun = singular((quoted ? `${quoted[1] ?? ''} ${quoted[3]}` : phrase).trim().toLowerCase());
  const target: Target = { description };
  const role = COUNT_ROLES[noun];
  if (role) target.role = role;
  if (quoted) target.name = quotes[Number(quoted[2])];
  else if (!role) target.text = noun;
  return { assertion: { kind: 'count', expected: count }, target };
}

/** Normalizes modal verbs so "should not be", "isn't" and "doesn't show" read as one form. */
function normalizeModals(text: string): string {
  return text
    .replace(/^to\s+(?=see\b)/i, '')
    .replace(/\bnot\s+to\s+be\b/gi, 'is not')
    .replace(/\bto\s+be\b/gi, 'is')
    .replace(/\b(?:should|must|will|shall)\s+not\s+be\b|\b(?:shouldn't|mustn't|won't)\s+be\b/gi, 'is not')
    .replace(/\b(?:should|must|will|shall)\s+be\b/gi, 'is')
    .replace(/\b(?:should|must|will|shall)\s+not\b|\b(?:shouldn't|mustn't|won't|doesn't|don't|does not|do not)\b/gi, 'not')
    .replace(/\bisn't\b/gi, 'is not')
    .replace(/\baren't\b/gi, 'are not')
    .replace(/\b(?:should|must|will|shall)\s+/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a phrase names an element by role ("the Save button") rather than only text. */
function namesElement(phrase: string, quotes: string[]): boolean {
  const target = parseTarget(phrase, quotes);
  return Boolean(target.role || target.label || target.placeholder);
}

function textOrTarget(phrase: string, quotes: string[], visible: boolean): ParsedAssertion {
  const cleaned = phrase.replace(/^(?:the\s+)?(?:text|message|words?|heading text)\s+(?=⟦)/i, '');
  if (!namesElement(cleaned, quotes)) {
    const quote = /⟦(\d+)⟧/.exec(cleaned);
    const text = quote ? quotes[Number(quote[1])] : literal(cleaned, quotes).text;
    return { assertion: { kind: visible ? 'text_visible' : 'text_absent', expected: text } };
  }
  return { assertion: { kind: visible ? 'visible' : 'hidden' }, target: parseTarget(cleaned, quotes) };
}

/** Reads what a check says should be true: shown or missing text, an element's state, a field's
 *  value, the title, the URL, or how many of something there are. Undefined when it is none. */
export function parseAssertion(body: string, quotes: string[]): ParsedAssertion | undefined {
  const s = normalizeModals(body.replace(/^(?:that|whether|if)\s+/i, '').replace(/[.!]+$/, ''));
  let m: RegExpExecArray | null;

  if ((m = /^(?:the\s+)?(?:page\s+|tab\s+|window\s+|browser\s+|document\s+)?title\s+(is|equals|reads|=|contains|includes|has|mentions|starts with)\s+(.+)$/i.exec(s))) {
    const contains = !/^(is|equals|reads|=)$/i.test(m[1]);
    return { assertion: { kind: 'title', expected: literal(m[2], quotes).text, match: contains ? 'contains' : 'equals' } };
  }
  if ((m = /^(?:the\s+)?page\s+is\s+titled\s+(.+)$/i.exec(s))) {
    return { assertion: { kind: 'title', expected: literal(m[1], quotes).text, match: 'equals' } };
  }
  if ((m = /^(?:the\s+)?(?:current\s+|page\s+|browser\s+)?(?:url|address|location|path)\s+(is|equals|=|contains|includes|has|ends with|matches)\s+(.+)$/i.exec(s))) {
    const contains = !/^(is|equals|=)$/i.test(m[1]);
    return { assertion: { kind: 'url', expected: literal(m[2], quotes).text, match: contains ? 'contains' : 'equals' } };
  }
  if ((m = /^(?:we|i|you|the user|user)\s+(?:are|am|is)\s+(?:now\s+)?(?:on|at)\s+(.+)$/i.exec(s))) {
    const where = literal(m[1], quotes).text;
    if (/^(?:https?:\/\/|\/)/i.test(where)) return { assertion: { kind: 'url', expected: where, match: 'contains' } };
  }
  if ((m = /^there\s+(?:are|is)\s+(?:exactly\s+|only\s+)?(\d+|\w+)\s+(.+?)(?:\s+(?:shown|visible|displayed|listed|on the page|left|remaining))?$/i.exec(s))) {
    const count = toNumber(m[1]);
    if (count === 0 && hasQuote(m[2]) && !namesElement(m[2], quotes)) return textOrTarget(m[2], quotes, false);
    if (count !== undefined) return countAssertion(count, m[2], quotes);
  }
  if ((m = new RegExp(`^${PAGE_SUBJECT}${SHOW_VERB}\\s+(?:exactly\\s+)?(\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\\s+(.+)$`, 'i').exec(s))) {
    return countAssertion(toNumber(m[1]) ?? 0, m[2], quotes);
  }
  if ((m = /^(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(.+?)\s+(?:are|is)\s+(?:shown|visible|displayed|listed)$/i.exec(s))) {
    return countAssertion(toNumber(m[1]) ?? 0, m[2], quotes);
  }
  if ((m = new RegExp(`^${PAGE_SUBJECT}(?:is\\s+)?not\\s+${SHOW_VERB}\\s+(.+)$`, 'i').exec(s))) {
    return textOrTarget(m[1], quotes, false);
  }
  if ((m = new RegExp(`^${PAGE_SUBJECT}${SHOW_VERB}\\s+(.+)$`, 'i').exec(s))) {
    return textOrTarget(m[1], quotes, true);
  }
  if ((m = /^(.+?)\s+(?:is|are)\s+not\s+(?:shown|displayed|visible|present|there|on the page|on screen)$/i.exec(s))
    || (m = /^(.+?)\s+(?:is|are)\s+(?:hidden|gone|invisible|absent|not there)$/i.exec(s))
    || (m = /^(.+?)\s+not\s+(?:appear|exist|show)$/i.exec(s))
    || (m = /^(?:there is\s+)?no\s+(⟦\d+⟧.*)$/i.exec(s))) {
    return textOrTarget(m[1], quotes, false);
  }
  if ((m = /^(.+?)\s+(?:is|are)\s+(?:shown|displayed|visible|present|there|on the page|on screen)$/i.exec(s))
    || (m = /^(.+?)\s+(?:appears|appear|exists|exist|is showing)$/i.exec(s))) {
    return textOrTarget(m[1], quotes, true);
  }
  if ((m = /^(.+?)\s+(?:is|are)\s+(not\s+)?(enabled|disabled|checked|unchecked|selected|unselected|ticked|unticked|greyed out|grayed out|active|clickable)$/i.exec(s))) {
    return { assertion: { kind: stateKind(m[3].toLowerCase(), Boolean(m[2])) }, target: parseTarget(m[1], quotes) };
  }
  if ((m = /^(?:the\s+)?value\s+of\s+(.+?)\s+(is|equals|=|contains|includes)\s+(.+)$/i.exec(s))) {
    const match = /^(contains|includes)$/i.test(m[2]) ? 'contains' : 'equals';
    return { assertion: { kind: 'value', expected: literal(m[3], quotes).text, match }, target: parseTarget(m[1], quotes) };
  }
  if ((m = /^(.+?)\s+(holds|has the value|has value|value is|equals|reads|is set to|is filled with|contains|includes|shows|has the text|has text)\s+(.+)$/i.exec(s))) {
    const match = /^(contains|includes|shows|has the text|has text)$/i.test(m[2]) ? 'contains' : 'equals';
    return { assertion: { kind: 'value', expected: literal(m[3], quotes).text, match }, target: parseTarget(m[1], quotes) };
  }
  if ((m = /^(?:the\s+(?:text|message)\s+)?(⟦\d+⟧)$/i.exec(s))) return textOrTarget(m[1], quotes, true);
  return undefined;
}

function stateKind(state: string, negated: boolean): Assertion['kind'] {
  const positive: Record<string, Assertion['kind']> = {
    enabled: 'enabled', active: 'enabled', clickable: 'enabled', disabled: 'disabled', 'greyed out': 'disabled',
    'grayed out': 'disabled', checked: 'checked', selected: 'checked', ticked: 'checked',
    unchecked: 'unchecked', unselected: 'unchecked', unticked: 'unchecked',
  };
  const opposite: Record<string, Assertion['kind']> = {
    enabled: 'disabled', disabled: 'enabled', checked: 'unchecked', unchecked: 'checked',
  };
  const kind = positive[state];
  return negated ? opposite[kind] : kind;
}
