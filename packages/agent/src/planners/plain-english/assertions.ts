import type { Assertion, Target } from '@scout/shared';
import { hasQuote, literal } from './quotes.js';
import { parseTarget } from './targets.js';
import { toUrl } from './reader/slots.js';

export interface ParsedAssertion {
  assertion: Assertion;
  target?: Target;
}

const NUMBER_WORDS: Record<string, number> = {
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
const COUNT_ROLES: Record<string, string> = {
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
const ITEM_NOUNS = new Set([
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
]);
const PAGE_SUBJECT =
  '(?:(?:the\\s+)?(?:page|screen|app|site|website|application|it|dashboard|list|table|cart|grid|results)\\s+)?';
// A subject that is a part of the page ("the cart shows 3 items") scopes a count to it.
const COUNT_SUBJECT =
  '(?:(?:the\\s+|my\\s+)?(page|screen|app|site|website|application|it|dashboard|list|table|cart|basket|grid|results|inbox|⟦\\d+⟧(?:\\s+(?:list|table|section|panel))?)\\s+)?';
// Parts of the page a text check may be scoped to by its subject ("the account menu says …"). Not a
// dropdown: what a dropdown shows is its chosen value, another check.
const PART_NOUN =
  '(?:menu|header|footer|sidebar|side bar|navbar|nav bar|navigation bar|navigation|toolbar|tool bar|top bar|menu bar)';
// Where that part is, as a person would point it out: "at the top", "in the top right corner".
const POSITION =
  '(?:(?:at|in|on|near|along)\\s+(?:the\\s+)?(?:very\\s+)?(?:top|bottom|left|right|(?:top|bottom|upper|lower)\\s+(?:right|left))(?:\\s+(?:corner|side|hand side|of the page|of the screen))?|up top)';
const HAS_CLAUSE = /\b(?:has|have|is|are|holds|equals|reads)\b/i;
const SHOW_VERB =
  '(?:shows?|displays?|contains?|includes?|has|have|says?|reads?|lists?|sees?|see|renders?)';

function toNumber(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word.toLowerCase()];
}

function singular(noun: string): string {
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
function countAssertion(
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

/** Normalizes modal verbs so "should not be", "isn't" and "doesn't show" read as one form. */
function normalizeModals(text: string): string {
  return (
    text
      .replace(
        /\b(?:now|still|then)\s+(?=(?:be|is|are|say|says|show|shows|display|displays|read|reads|contain|contains|list|lists|appear|appears|in|there|visible|shown|listed|displayed|present|on)\b)/gi,
        '',
      )
      .replace(/^to\s+(?=see\b)/i, '')
      .replace(/\bnot\s+to\s+be\b/gi, 'is not')
      // "the url to contain 'x'": as "the url contains 'x'".
      .replace(
        /\bto\s+(contain|include|equal|match|start with|end with|show|display|read|have)\b/gi,
        (_w, verb: string) =>
          verb.toLowerCase() === 'have'
            ? 'has'
            : verb.toLowerCase() === 'match'
              ? 'matches'
              : verb.replace(/^(\w+)/, '$1s'),
      )
      .replace(/\bto\s+be\b/gi, 'is')
      .replace(
        /\b(?:should|must|will|shall)\s+not\s+be\b|\b(?:shouldn't|mustn't|won't)\s+be\b/gi,
        'is not',
      )
      .replace(/\b(?:should|must|will|shall)\s+be\b/gi, 'is')
      .replace(
        /\b(?:should|must|will|shall)\s+not\b|\b(?:shouldn't|mustn't|won't|doesn't|don't|does not|do not)\b/gi,
        'not',
      )
      .replace(/\bisn't\b/gi, 'is not')
      .replace(/\baren't\b/gi, 'are not')
      .replace(/\b(?:should|must|will|shall)\s+/gi, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Whether a phrase names an element by role ("the Save button") rather than only text. */
function namesElement(phrase: string, quotes: string[]): boolean {
  const target = parseTarget(phrase, quotes);
  return Boolean(target.role || target.label || target.placeholder);
}

function textOrTarget(
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
    // "the number 2.3", "the amount -60,72 €": the value itself.
    .replace(/^(?:the\s+)?(?:number|amount|price|total|value|sum|figure)\s+(?=[-+]?[\d$€£])/i, '')
    // "the folder 'docs'", "the attachment title 'Q3'": the quoted words are what is shown.
    .replace(/^(?:the\s+|a\s+|an\s+)?(?:[a-z]+\s+){1,2}(?=⟦\d+⟧$)/, (words) =>
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

/** Reads what a check says should be true: shown or missing text, an element's state, a field's
 *  value, the title, the URL, or how many of something there are. Undefined when it is none. */
export function parseAssertion(body: string, quotes: string[]): ParsedAssertion | undefined {
  const s = normalizeModals(body.replace(/^(?:that|whether|if)\s+/i, '').replace(/[.!]+$/, ''))
    // "the app shows me the cart", "the page displays us 'Saved'": whom it is shown to is no part
    // of what is shown ("me the cart" is no text of the page).
    .replace(
      /\b(shows?|displays?|lists?|gives?|presents?)\s+(?:me|us|you|him|her|them)\s+(?=\S)/gi,
      '$1 ',
    );
  let m: RegExpExecArray | null;

  if (!hasQuote(s) && /\berrors?\b/i.test(s)) return errorCheck(s);
  // "the 'A' field should have an error", "… should have the error 'is invalid'", "… should not
  // have an error" (makandra/spreewald): that field's own error, not the page's.
  if (
    (m =
      /^(?:the\s+)?(⟦\d+⟧(?:\s+(?:field|input|text field|textbox|box|dropdown|select|checkbox))?)\s+(not\s+)?(?:has|have|shows?)\s+(an?\s+|the\s+|any\s+|no\s+)?(?:validation\s+)?(?:errors?|error message)(?:\s+(⟦\d+⟧))?$/i.exec(
        s,
      ))
  ) {
    const none = Boolean(m[2]) || /^no\b/i.test(m[3] ?? '');
    // "should not have the error 'x'" would pass on any other error: not read.
    if (none && m[4]) return undefined;
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
  }
  if (!hasQuote(s) && /\b(?:success|successful|confirmation)\b/i.test(s)) {
    // "No success message is shown" is refused: a success Scout did not recognise is no proof.
    if (/\b(?:no|not|never)\b/i.test(s)) return undefined;
    const success = successCheck(s);
    if (success) return success;
  }
  // "I should see 'All' within the table row containing 'Admin'" (makandra/spreewald): the text in
  // the row (list item, card) that shows the other text.
  if (
    (m =
      /^(not\s+)?(?:see\s+)?(⟦\d+⟧)\s+(?:in|within|inside|on)\s+(?:the|a|its)\s+(?:same\s+)?(?:table\s+)?(?:row|line|list item|item|entry|card)\s+(?:containing|that contains|with|which contains|for|of|as)\s+(⟦\d+⟧)$/i.exec(
        s,
      ))
  ) {
    const near = literal(m[3], quotes).text;
    return {
      assertion: {
        kind: m[1] ? 'text_absent' : 'text_visible',
        expected: literal(m[2], quotes).text,
      },
      target: { near, description: `the row with “${near}”` },
    };
  }
  const listed = listCheck(s, quotes);
  if (listed) return listed;
  if (
    (m =
      /^(?:the\s+)?(?:page\s+|tab\s+|window\s+|browser\s+|document\s+)?title\s+(is|equals|reads|=|contains?|includes?|has|mentions|starts? with|begins? with|ends? with|match(?:es)?)\s+(.+)$/i.exec(
        s,
      ))
  ) {
    return {
      assertion: { kind: 'title', expected: literal(m[2], quotes).text, match: matchKind(m[1]) },
    };
  }
  if ((m = /^(?:see\s+)?in\s+(?:the\s+)?(?:page\s+)?title\s+(⟦\d+⟧)$/i.exec(s))) {
    return {
      assertion: { kind: 'title', expected: literal(m[1], quotes).text, match: 'contains' },
    };
  }
  // "I should see 'Welcome -' displayed in the page title" (ckan/ckanext-datagovau): the title has
  // those words.
  if (
    (m =
      /^(?:see\s+)?(⟦\d+⟧)\s+(?:(?:is\s+)?(?:displayed|shown|written)\s+)?(?:in|as)\s+(?:the\s+)?(?:page\s+|window\s+|tab\s+|browser\s+)?title(?:\s+bar)?$/i.exec(
        s,
      ))
  ) {
    return {
      assertion: { kind: 'title', expected: literal(m[1], quotes).text, match: 'contains' },
    };
  }
  // "I should see the '/dataset' URL in the address bar", "I should see 'q=qu' in the Datasets URL
  // query string": the address holds those characters.
  if (
    (m =
      /^(?:see\s+)?(?:the\s+)?(⟦\d+⟧)\s+(?:url|address|path)\s+(?:in|on)\s+(?:the\s+)?(?:browser(?:'s)?\s+)?(?:address|url|location)\s+bar$/i.exec(
        s,
      )) ||
    (m =
      /^(?:see\s+)?(⟦\d+⟧)\s+in\s+(?:the\s+)?(?:[\p{L}\p{N}-]+\s+)?(?:page\s+|current\s+|browser\s+)?(?:url|address bar|url bar|location bar|url query string|query string|url's query string)$/iu.exec(
        s,
      ))
  ) {
    return { assertion: { kind: 'url', expected: literal(m[1], quotes).text, match: 'contains' } };
  }
  if ((m = /^(?:the\s+)?(?:page|window|tab)\s+is\s+titled\s+(.+)$/i.exec(s))) {
    return { assertion: { kind: 'title', expected: literal(m[1], quotes).text, match: 'equals' } };
  }
  if (
    (m =
      /^(?:the\s+)?(?:current\s+|page\s+|browser\s+)?(?:url|address|location|path)(?:\s+host)?\s+(is|equals|=|contains?|includes?|has|starts? with|begins? with|ends? with|match(?:es)?)\s+(.+)$/i.exec(
        s,
      ))
  ) {
    // "the current url is the home page": a page by its name, not an address.
    if (!/^⟦\d+⟧$/.test(m[2].trim()) && /^(?:the|a)\s.+\s(?:page|screen)$/i.test(m[2].trim())) {
      const name = pageName(m[2], quotes);
      return name ? { assertion: { kind: 'on_page', expected: name } } : undefined;
    }
    // "the url host is x": the host is part of the address.
    const host = /\bhost\b/i.test(s.slice(0, m.index + m[0].length - m[2].length));
    return {
      assertion: {
        kind: 'url',
        expected: literal(m[2], quotes).text,
        match: host ? 'contains' : matchKind(m[1]),
      },
    };
  }
  // "I am on /orders", "the user is redirected to the home page": where the browser now is.
  if (
    (m =
      /^(?:we|i|you|the user|user)\s+(?:are|am|is|gets?)\s+(?:now\s+)?(?:on|at|(?:redirected|taken|sent|navigated|brought)\s+(?:back\s+)?to)\s+(.+)$/i.exec(
        s,
      ))
  ) {
    const where = literal(m[1], quotes).text;
    if (/^(?:https?:\/\/|\/)\S*$/i.test(where))
      return { assertion: { kind: 'url', expected: where, match: 'contains' } };
    // "verify user is on home page": a page by its name.
    const name = pageName(m[1], quotes);
    if (name) return { assertion: { kind: 'on_page', expected: name } };
  }
  // "the error message contains 'Invalid credentials'": an error is shown, with those words.
  if (
    (m =
      /^(?:the|an?)\s+error\s+(?:message|alert|notification|banner|notice)\s+(?:says|reads|shows|displays|contains?|includes?)\s+(⟦\d+⟧)$/i.exec(
        s,
      ))
  ) {
    return { assertion: { kind: 'error_shown', expected: literal(m[1], quotes).text } };
  }
  // "the account balance is displayed as $1,250.00": the page shows that value.
  if (
    (m =
      /^(?:the|a|an|my)\s+(?:[\w-]+\s+){0,3}?(?:is|are)\s+(?:displayed|shown|listed)\s+as\s+(⟦\d+⟧|[-+]?[$€£]?\d[\d.,]*\s*[$€£%]?)$/i.exec(
        s,
      ))
  ) {
    return { assertion: { kind: 'text_visible', expected: literal(m[1], quotes).text } };
  }
  // "the message says 'Saved'", "the success banner reads 'Saved'": the page shows that text.
  if (
    (m =
      /^(?:the|a|an)\s+(?:(?:success|error|warning|info|confirmation|status|flash|validation)\s+)?(?:message|alert|notification|toast|banner|notice|snackbar)\s+(says|reads|shows|is|displays|contains?|includes?)\s+(⟦\d+⟧)$/i.exec(
        s,
      ))
  ) {
    return textOrTarget(m[2], quotes, true, verbMatch(m[1]));
  }
  if (
    (m =
      /^there\s+(?:are|is)\s+(?:exactly\s+|only\s+)?(\d+|\w+)\s+(.+?)(?:\s+(?:shown|visible|displayed|listed|on the page|left|remaining))?$/i.exec(
        s,
      ))
  ) {
    const count = toNumber(m[1]);
    if (count === 0 && hasQuote(m[2]) && !namesElement(m[2], quotes))
      return textOrTarget(m[2], quotes, false);
    if (count !== undefined) return countAssertion(count, m[2], quotes);
  }
  if (
    (m = new RegExp(
      `^${COUNT_SUBJECT}${SHOW_VERB}\\s+(?:exactly\\s+)?(\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\\s+(.+)$`,
      'i',
    ).exec(s))
  ) {
    return countAssertion(toNumber(m[2]) ?? 0, m[3], quotes, subjectRegion(m[1], quotes));
  }
  // "Then visible todos count is 2" (vitalets/playwright-bdd): how many of those items show.
  if (
    (m =
      /^(?:the\s+)?(?:(?:visible|displayed|shown|listed)\s+)?([a-z][a-z -]*?)\s+count\s+(?:is|equals|=)\s+(\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/i.exec(
        s,
      ))
  ) {
    const counted = countAssertion(toNumber(m[2]) ?? 0, m[1], quotes);
    if (counted) return counted;
  }
  if (
    (m =
      /^(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(.+?)\s+(?:are|is)\s+(?:shown|visible|displayed|listed)$/i.exec(
        s,
      ))
  ) {
    return countAssertion(toNumber(m[1]) ?? 0, m[2], quotes);
  }
  // "Display name has the value 'Ada'" starts with a word that is also a verb: a clause after the
  // verb means the sentence is about an element, read below.
  if (
    (m = new RegExp(`^${PAGE_SUBJECT}(?:is\\s+)?not\\s+(${SHOW_VERB})\\s+(.+)$`, 'i').exec(s)) &&
    !HAS_CLAUSE.test(m[2])
  ) {
    return textOrTarget(m[2], quotes, false, verbMatch(m[1]));
  }
  if (
    (m = new RegExp(`^${PAGE_SUBJECT}(${SHOW_VERB})\\s+(.+)$`, 'i').exec(s)) &&
    !HAS_CLAUSE.test(m[2])
  ) {
    return textOrTarget(m[2], quotes, true, verbMatch(m[1]));
  }
  // "the product 'Teapot' should show a Remove button": that control in the item's own row or card.
  if (
    (m =
      /^(?:the\s+|a\s+)?(?:[a-z-]+\s+)?(⟦\d+⟧)(?:\s+(?!not\b)[a-z-]+)?\s+(not\s+)?(?:shows?|displays?|has|have|offers?|contains?|includes?)\s+(?:a|an|the|its)\s+(⟦\d+⟧|[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?)\s+(button|link|checkbox|check box)$/i.exec(
        s,
      ))
  ) {
    const item = literal(m[1], quotes).text;
    const name = literal(m[3], quotes).text;
    const role = m[4].toLowerCase() === 'check box' ? 'checkbox' : m[4].toLowerCase();
    return {
      assertion: { kind: m[2] ? 'hidden' : 'visible' },
      target: { role, name, near: item, description: `the ${name} ${role} of “${item}”` },
    };
  }
  // "'Buy milk' should still be there", "… is still in the list".
  if ((m = /^(⟦\d+⟧)\s+(?:is|are)\s+(?:there|in the \w+|listed|on the page|on screen)$/i.exec(s)))
    return textOrTarget(m[1], quotes, true);
  // "'Pay rent' should be gone from the list", "… is no longer visible", "… should disappear".
  if (
    (m =
      /^(⟦\d+⟧)\s+(?:is|are)\s+(?:gone|removed|deleted|no longer (?:visible|shown|displayed|there|listed|present|on the page|in the \w+))(?:\s+from\s+(?:the\s+)?\w+)?$/i.exec(
        s,
      )) ||
    (m =
      /^(⟦\d+⟧)\s+(?:disappears?|vanish(?:es)?|goes away|go away)(?:\s+from\s+(?:the\s+)?\w+)?$/i.exec(
        s,
      ))
  ) {
    return textOrTarget(m[1], quotes, false);
  }
  // "The account menu at the top should now say 'Countess Ada'", "the sidebar shows 'Inbox'": the
  // text shows in that part of the page (where on the page it is only helps a person find it).
  if (
    (m = new RegExp(
      `^(?:the|a|an|my)\\s+((?:[a-z-]+\\s+){0,3}?${PART_NOUN})(?:\\s+${POSITION})?\\s+(says?|reads?|shows?|displays?|mentions?|contains?|includes?)\\s+(⟦\\d+⟧)$`,
      'i',
    ).exec(s))
  ) {
    const region = m[1].replace(/\s+/g, ' ');
    return {
      assertion: {
        kind: 'text_visible',
        expected: literal(m[3], quotes).text,
        ...(verbMatch(m[2]) ? { match: verbMatch(m[2]) } : {}),
      },
      target: { description: `the ${region}`, region },
    };
  }
  // "The total should be $67.00", "the counter should now say '2 items left'": the page shows it.
  if (
    (m =
      /^(?:the|a|an|my)\s+(?:\w+\s+)?(?:total|subtotal|price|counter|count|summary|balance|status|badge|amount|message|notification|toast|banner|confirmation|heading|title text|greeting)\s+(?:is|says?|reads?|shows?|displays?|lists?|contains?|mentions?|equals?|(?:is\s+)?(?:updated|changed|set|updates|changes|increased|increases|decreased|decreases|goes|go)\s+to|becomes?)\s+(⟦\d+⟧|[-+]?[$€£]?\d[\d.,]*\s*[$€£%]?)$/i.exec(
        s,
      ))
  ) {
    const expected = literal(m[1], quotes).text;
    return {
      assertion: {
        kind: 'text_visible',
        expected,
        ...(/\bcontains\b/i.test(s) ? { match: 'contains' as const } : {}),
      },
    };
  }
  // "A 'Settings saved' message should pop up", "an error saying 'X' should appear".
  if (
    (m =
      /^(?:a|an|the)\s+(?:(⟦\d+⟧)\s+(?:message|notification|toast|alert|banner|error|warning|notice)|(?:(?:error|success|warning|info|confirmation)\s+)?(?:message|notification|toast|alert|banner|error|warning|notice)\s+(?:saying|that says|reading|with the text|with)\s+(⟦\d+⟧))\s+(?:appears?|pops? up|shows? up|is shown|is displayed|opens?)$/i.exec(
        s,
      ))
  ) {
    return { assertion: { kind: 'text_visible', expected: literal(m[1] ?? m[2], quotes).text } };
  }
  // "The 'Confirm your booking' dialog should open".
  if (
    (m =
      /^(?:the|a|an)\s+(⟦\d+⟧)\s+(?:dialog|modal|popup|pop-up|window)\s+(?:opens?|appears?|pops? up|is open|is shown|is displayed|shows? up)$/i.exec(
        s,
      ))
  ) {
    const name = literal(m[1], quotes).text;
    return {
      assertion: { kind: 'visible' },
      target: { role: 'dialog', name, description: `the “${name}” dialog` },
    };
  }
  // "Then a dialog should open", "a modal window appears": a dialog is on show (the one there is).
  if (
    (m =
      /^(?:a|an|the)\s+(dialog|modal|modal window|modal dialog|dialog box|popup|pop-up)\s+(?:opens?|appears?|pops? up|is open|is opened|is shown|is displayed|shows? up)$/i.exec(
        s,
      ))
  ) {
    return {
      assertion: { kind: 'visible' },
      target: { role: 'dialog', description: `the ${m[1].toLowerCase()}` },
    };
  }
  // "the confirmation should list 'fragile, express'", "the receipt mentions 'Berlin'".
  // "The alert does not show 'could not'" (read "the alert not show ⟦0⟧"): the negation is the
  // check. It is read page-wide, stricter than the part it names, so it never passes where the
  // sentence would not; its words were once taken as a subject and the check read as "shown".
  if (
    (m =
      /^((?:the|a|an)\s+(?:\w+\s+){0,2}?)(?:(not|never|no longer)\s+)?(?:shows?|displays?|lists?|says?|reads?|mentions?|includes?|contains?)\s+(⟦\d+⟧)$/i.exec(
        s,
      )) &&
    !/^(?:the|a|an)\s+(?:page|screen)\b|\b(?:that|which|box)\s*$/i.test(m[1]) &&
    !/\b(?:not|never|no longer)\b/i.test(m[1]) &&
    !namesElement(m[1], quotes)
  ) {
    const negated = Boolean(m[2]);
    m = [m[0], m[3]] as unknown as RegExpExecArray;
    return {
      assertion: {
        kind: negated ? 'text_absent' : 'text_visible',
        expected: literal(m[1], quotes).text,
        ...(/\b(?:contains?|includes?)\s+⟦/i.test(s) ? { match: 'contains' as const } : {}),
      },
    };
  }
  if (
    (m =
      /^(.+?)\s+(?:is|are)\s+not\s+(?:shown|displayed|visible|present|there|on the page|on screen|listed)$/i.exec(
        s,
      )) ||
    (m = /^(.+?)\s+(?:is|are)\s+(?:hidden|gone|invisible|absent|not there)$/i.exec(s)) ||
    (m = /^(.+?)\s+not\s+(?:appear|exist|show)$/i.exec(s)) ||
    (m = /^(?:there is\s+)?no\s+(⟦\d+⟧.*)$/i.exec(s))
  ) {
    return textOrTarget(m[1], quotes, false);
  }
  if (
    (m =
      /^(.+?)\s+(?:is|are)\s+(?:shown|displayed|visible|present|there|on the page|on screen|listed)$/i.exec(
        s,
      )) ||
    (m =
      /^(.+?)\s+(?:appears|appear|exists|exist|is showing)(?:\s+on\s+(?:the\s+)?(?:page|screen))?$/i.exec(
        s,
      ))
  ) {
    return textOrTarget(m[1], quotes, true);
  }
  // "the list of heroes is displayed with 'Aslaug'": the list is there and shows that text.
  if (
    (m = /^(.+?)\s+(?:is|are)\s+(?:shown|displayed|listed|visible)\s+with\s+(⟦\d+⟧)$/i.exec(s)) &&
    !/^⟦\d+⟧$/.test(m[1].trim()) &&
    !/\b(?:is|are|was|were|be|been)\b/i.test(m[1])
  ) {
    return {
      assertion: { kind: 'value', expected: literal(m[2], quotes).text, match: 'words' },
      target: parseTarget(m[1], quotes),
    };
  }
  // "I expect that element '#makeVisible' becomes displayed" (webdriverio/cucumber-boilerplate):
  // shown, in time.
  if ((m = /^(.+?)\s+(?:becomes?|gets?)\s+(not\s+)?(?:displayed|visible|shown)$/i.exec(s))) {
    return textOrTarget(m[1], quotes, !m[2]);
  }
  // "I expect that inputfield '#testInput' not contains any text": the field is empty.
  if (
    (m =
      /^(.+?)\s+(?:not\s+(?:contains?|has|have|holds?)\s+any\s+(?:text|value)|(?:contains?|has|have|holds?)\s+no\s+(?:text|value))$/i.exec(
        s,
      )) &&
    (namesElement(m[1], quotes) ||
      /\b(?:inputfield|input field|input|field|textbox|text box|textarea|text area|element)\s+⟦\d+⟧$/i.test(
        m[1],
      ))
  ) {
    return {
      assertion: { kind: 'value', expected: '', match: 'equals' },
      target: parseTarget(m[1], quotes),
    };
  }
  // "nothing should be selected for 'Select control'": the dropdown shows its blank option.
  if ((m = /^nothing\s+(?:is|are)\s+selected\s+(?:for|in)\s+(⟦\d+⟧)$/i.exec(s))) {
    return {
      assertion: { kind: 'value', expected: '', match: 'equals' },
      target: parseTarget(m[1], quotes),
    };
  }
  // "'Label 2' should be selected for 'Select control'": the option the dropdown shows.
  if ((m = /^(⟦\d+⟧)\s+(?:is|are)\s+selected\s+(?:for|from|in)\s+(.+)$/i.exec(s))) {
    return {
      assertion: { kind: 'value', expected: literal(m[1], quotes).text, match: 'equals' },
      target: parseTarget(m[2], quotes),
    };
  }
  // "the 'Email' field should be empty".
  if ((m = /^(.+?)\s+(?:is|are)\s+(?:empty|blank)$/i.exec(s)) && namesElement(m[1], quotes)) {
    return {
      assertion: { kind: 'value', expected: '', match: 'equals' },
      target: parseTarget(m[1], quotes),
    };
  }
  // "the 'Pay rent' task should be marked as done": its box is ticked.
  if (
    (m =
      /^(?:the\s+)?(⟦\d+⟧)(?:\s+(?:task|item|todo|to-do|entry))?\s+is\s+(not\s+)?marked\s+as\s+(?:done|complete|completed|finished)$/i.exec(
        s,
      ))
  ) {
    return {
      assertion: { kind: m[2] ? 'unchecked' : 'checked' },
      target: {
        role: 'checkbox',
        near: literal(m[1], quotes).text,
        description: `the checkbox for “${literal(m[1], quotes).text}”`,
      },
    };
  }
  // "'Option 3' is selected" may mean a ticked box or the option a dropdown shows: refused, so that
  // the test says which ("the 'Option 3' checkbox is ticked", "the Colour dropdown shows 'Red'").
  if (
    /^(?:(?:option|the option)\s+)?⟦\d+⟧\s+(?:is|are)\s+(?:not\s+)?(?:selected|unselected)$|^(?:see\s+)?(?:the\s+)?⟦\d+⟧\s+selected$/i.test(
      s,
    )
  )
    return undefined;
  if (
    (m =
      /^(.+?)\s+(?:is|are)\s+(not\s+)?(enabled|disabled|checked|unchecked|selected|unselected|ticked|unticked|greyed out|grayed out|active|clickable)$/i.exec(
        s,
      ))
  ) {
    return {
      assertion: { kind: stateKind(m[3].toLowerCase(), Boolean(m[2])) },
      target: parseTarget(m[1], quotes),
    };
  }
  if ((m = /^(?:the\s+)?value\s+of\s+(.+?)\s+(is|equals|=|contains|includes)\s+(.+)$/i.exec(s))) {
    const match = /^(contains|includes)$/i.test(m[2]) ? 'contains' : 'equals';
    return {
      assertion: { kind: 'value', expected: literal(m[3], quotes).text, match },
      target: parseTarget(m[1], quotes),
    };
  }
  if (
    (m =
      /^(.+?)\s+(holds|has the value|has value|value is|equals|reads|is set to|is filled with|contains|contain|includes|include|shows|has the text|has text)\s+(.+)$/i.exec(
        s,
      ))
  ) {
    // "the heroes list no longer shows 'Aslaug'": a list that must not show it, looked for in
    // that list; a text field, in its value (value_absent). Any other negation Scout would lose: refused,
    // never read as its opposite.
    const negation = /\s+(?:not|never|no longer|no more)$/i.exec(m[1].trim());
    if (negation) {
      const subject = parseTarget(m[1].trim().slice(0, negation.index), quotes);
      const one = /^⟦\d+⟧$/.test(m[3].trim());
      // "the 'Notes' field should not contain 'x'": a text field whose value must not hold it.
      if (
        one &&
        /^(?:contains?|includes?)$/i.test(m[2]) &&
        /^(?:textbox|searchbox|spinbutton)$/.test(subject.role ?? '')
      )
        return {
          assertion: {
            kind: 'value_absent',
            expected: literal(m[3], quotes).text,
            match: 'contains',
          },
          target: subject,
        };
      return one &&
        /^(?:shows|contains|contain|includes|include)$/i.test(m[2]) &&
        (subject.role === 'list' ||
          subject.role === 'table' ||
          subject.role === 'grid' ||
          /^(?:the\s+)?(?:list|table|grid)\s+of\s/i.test(subject.description))
        ? {
            assertion: {
              kind: 'text_absent',
              expected: literal(m[3], quotes).text,
              ...(/^(?:contains?|includes?)$/i.test(m[2]) ? { match: 'contains' as const } : {}),
            },
            target: subject,
          }
        : undefined;
    }
    // "the list contains 'Thor' and 'god of thunder'": two values, each to be there; one value
    // "Thor and god of thunder" is no part of the sentence. Refused, not joined.
    if (/^⟦\d+⟧(?:\s*(?:,|and|,\s*and|as well as|&)\s*⟦\d+⟧)+$/i.test(m[3].trim()))
      return undefined;
    // "contains" is the loose form; "shows" and "has the text" mean those words.
    const match = /^(contains?|includes?)$/i.test(m[2])
      ? 'contains'
      : /^(shows|has the text|has text)$/i.test(m[2])
        ? 'words'
        : 'equals';
    return {
      assertion: { kind: 'value', expected: literal(m[3], quotes).text, match },
      target: parseTarget(m[1], quotes),
    };
  }
  if ((m = /^(?:the\s+(?:text|message)\s+)?(⟦\d+⟧)$/i.exec(s)))
    return textOrTarget(m[1], quotes, true);
  return undefined;
}

/** "contains" and "includes" are the loose form of a text check; other verbs match whole words. */
function verbMatch(verb: string): Assertion['match'] | undefined {
  return /^(?:contains?|includes?)$/i.test(verb) ? 'contains' : undefined;
}

function matchKind(verb: string): NonNullable<Assertion['match']> {
  const v = verb.toLowerCase();
  if (/^(?:is|equals|reads|=)$/.test(v)) return 'equals';
  if (/^(?:starts?|begins?) with$/.test(v)) return 'starts_with';
  if (/^ends? with$/.test(v)) return 'ends_with';
  if (/^match(?:es)?$/.test(v)) return 'matches';
  return 'contains';
}

/** The part of the page a count's subject names: "the cart shows 3 items" counts in the cart. */
function subjectRegion(subject: string | undefined, quotes: string[]): string | undefined {
  if (!subject || /^(?:page|screen|app|site|website|application|it|dashboard)$/i.test(subject))
    return undefined;
  return literal(subject.replace(/\s+(?:section|panel|list|table)$/i, ''), quotes).text;
}

/**
 * "No error message is displayed", "there are no errors", "an error is shown": whether the page
 * shows an error at all. Any other unquoted sentence about errors ("the errors are fixed") is
 * refused: read as text it would search for the word "error", often the opposite of what was meant.
 */
function errorCheck(s: string): ParsedAssertion | undefined {
  const ERR =
    '(?:any\\s+|an?\\s+|the\\s+)?(?:validation\\s+|form\\s+)?(?:errors?|error\\s+messages?|errors?\\s+messages?)';
  const SHOWN =
    '(?:is|are)\\s+(?:shown|displayed|visible|present|on the page|on screen|showing)|(?:appears?|shows?|shows up|exists?|pops? up)';
  const none = [
    new RegExp(`^(?:there\\s+(?:is|are)\\s+)?no\\s+${ERR}(?:\\s+(?:${SHOWN}))?$`, 'i'),
    new RegExp(`^there\\s+(?:is|are)\\s+not\\s+${ERR}(?:\\s+(?:${SHOWN}))?$`, 'i'),
    new RegExp(`^${PAGE_SUBJECT}(?:is\\s+)?not\\s+${SHOW_VERB}\\s+${ERR}$`, 'i'),
    new RegExp(`^${ERR}\\s+(?:is|are)\\s+not\\s+(?:shown|displayed|visible|present|there)$`, 'i'),
    new RegExp(
      `^${ERR}\\s+(?:is|are)\\s+(?:absent|gone)(?:\\s+from\\s+the\\s+(?:screen|page))?$`,
      'i',
    ),
    new RegExp(`^${ERR}\\s+not\\s+(?:appear|show|exist|show up|pop up)$`, 'i'),
  ];
  const shown = [
    new RegExp(`^(?:there\\s+(?:is|are)\\s+)${ERR}(?:\\s+(?:${SHOWN}))?$`, 'i'),
    new RegExp(`^${ERR}\\s+(?:${SHOWN})$`, 'i'),
    new RegExp(`^${PAGE_SUBJECT}${SHOW_VERB}\\s+${ERR}$`, 'i'),
  ];
  if (none.some((re) => re.test(s))) return { assertion: { kind: 'no_error' } };
  if (shown.some((re) => re.test(s))) return { assertion: { kind: 'error_shown' } };
  return undefined;
}

const ORDINALS: Record<string, number> = {
  first: 0,
  '1st': 0,
  second: 1,
  '2nd': 1,
  third: 2,
  '3rd': 2,
  fourth: 3,
  '4th': 3,
  fifth: 4,
  '5th': 4,
  last: -1,
};

/**
 * The page's list: "they will see that the first product is 'Teapot'" (its first item shows those
 * words), "the products are sorted by price from low to high", "the system arranges the products
 * by ascending price" (its items' prices, or names, run in that order).
 */
function listCheck(s: string, quotes: string[]): ParsedAssertion | undefined {
  const text = s.replace(/^(?:see\s+)?(?:that\s+)?/i, '');
  let m =
    /^the\s+(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)\s+([a-z-]+(?:\s+[a-z-]+)?)(?:\s+(?:in|on)\s+the\s+(?:list|page|results|table|grid))?\s+(?:is|reads|says|shows|is named|is called|has the name|has name)\s+(⟦\d+⟧)$/i.exec(
      text,
    );
  if (m && ITEM_NOUNS.has(singular(m[2].toLowerCase()))) {
    return {
      assertion: { kind: 'nth_item', expected: literal(m[3], quotes).text },
      target: { nth: ORDINALS[m[1].toLowerCase()], description: `the ${m[1]} ${m[2]}` },
    };
  }
  const DIRECTION =
    '(ascending|descending|increasing|decreasing|low(?:est)? to high(?:est)?|high(?:est)? to low(?:est)?|a to z|z to a|a-z|z-a|alphabetical)';
  const KEY = '(price|prices|cost|name|names|title|titles|alphabetically)';
  const forms = [
    // "the system arranges the products by ascending price"
    new RegExp(
      `^(?:the\\s+(?:system|page|app|application|site|list|store|shop)\\s+)?(?:arranges?|sorts?|orders?|lists?|shows?|displays?)\\s+the\\s+([a-z-]+)\\s+(?:by|in)\\s+${DIRECTION}\\s+${KEY}(?:\\s+order)?$`,
      'i',
    ),
    // "the products are sorted by price (from) low to high", "… sorted by name in descending order"
    new RegExp(
      `^(?:all\\s+)?(?:the\\s+)?([a-z-]+)\\s+(?:are|is)\\s+(?:now\\s+)?(?:sorted|arranged|ordered|listed|displayed|shown)\\s+(?:by\\s+)?${KEY}\\s*,?\\s+(?:in\\s+|from\\s+)?${DIRECTION}(?:\\s+order)?$`,
      'i',
    ),
    // "the products are sorted in ascending order of price"
    new RegExp(
      `^(?:all\\s+)?(?:the\\s+)?([a-z-]+)\\s+(?:are|is)\\s+(?:now\\s+)?(?:sorted|arranged|ordered|listed|displayed|shown)\\s+(?:in\\s+)?${DIRECTION}\\s+(?:order\\s+)?(?:of|by)\\s+${KEY}$`,
      'i',
    ),
  ];
  for (const [i, re] of forms.entries()) {
    m = re.exec(text);
    if (!m || !ITEM_NOUNS.has(singular(m[1].toLowerCase()))) continue;
    const [direction, key] = i === 1 ? [m[3], m[2]] : [m[2], m[3]];
    const byName = /name|title|alphabetical/i.test(`${key} ${direction}`);
    const descending = /descending|decreasing|^high|^z/i.test(direction);
    return {
      assertion: {
        kind: 'sorted',
        expected: `${byName ? 'name' : 'price'} ${descending ? 'descending' : 'ascending'}`,
      },
      target: { description: `the ${m[1]}` },
    };
  }
  return undefined;
}

/**
 * "A success message should be displayed", "the confirmation message appears", "I see a success
 * notification": the page shows a message of success. A negated one ("no success message") is
 * not read: its absence says nothing a test could rely on.
 */
function successCheck(s: string): ParsedAssertion | undefined {
  const MESSAGE =
    '(?:(?:a|an|the|some)\\s+)?(?:success(?:ful)?|confirmation)\\s+(?:message|notification|toast|banner|alert|notice|snackbar|pop-?up)';
  const SHOWN =
    '(?:is\\s+)?(?:shown|displayed|visible|present|showing)|appears?|pops? up|shows? up|is there|on the page';
  // Where it shows ("under the form") only helps a person find it.
  const WHERE =
    '(?:\\s+(?:under|below|above|beneath|at the top of|on top of|in|on)\\s+(?:the\\s+)?[a-z]+)?';
  const shown = [
    // thuctrung/cucumber: cucumber_DEMO1/target/test-classes/resources/Features/login.feature
    // ("Then success message is displayed"); andzahar-ps/tstauto-practice:
    // src/test/resources/features/authentication/Ajax.feature ("Then a success message is
    // displayed under the form").
    new RegExp(
      `^(?:see\\s+|get\\s+|receive\\s+)?(?:that\\s+)?(?:there\\s+(?:is|are)\\s+)?${MESSAGE}(?:\\s+(?:${SHOWN}))?${WHERE}$`,
      'i',
    ),
    // bandagaurav/java-cucumber-selenium-example: src/test/resources/features/SuccessMessage.feature
    // ("Then the page will provide a success message").
    new RegExp(`^${PAGE_SUBJECT}(?:${SHOW_VERB}|provides?|gives?)\\s+${MESSAGE}$`, 'i'),
  ];
  return shown.some((re) => re.test(s)) ? { assertion: { kind: 'success_shown' } } : undefined;
}

function stateKind(state: string, negated: boolean): Assertion['kind'] {
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

const HOME_PAGE = /^(?:home|homepage|main|landing|start|starting|front|index)$/i;

/**
 * The page a step names: "the login page" → login, "the 'Contact us' page" → Contact us, "my cart
 * summary page" → cart summary, "the main page of the shop" and "the homepage" → home. Undefined
 * for an address (the navigate frame reads those) or words that are not a page's name.
 */
export function pageName(phrase: string, quotes: string[]): string | undefined {
  let p = phrase
    .trim()
    .replace(
      /\s+of\s+(?:the|this|our|my)\s+(?:shop|store|site|web ?site|app|application|portal|system)$/i,
      '',
    )
    .replace(/^(?:the|my|your|our|a|an|this)\s+/i, '');
  // "the checkout shipping step": a step of a wizard is a page of its own, named by its words
  // ("the next step" names none).
  const step =
    /\s+step$/i.test(p) &&
    !/^(?:next|previous|first|last|final|same|current|following|other)\b/i.test(p);
  const named =
    /\s+(?:page|screen|view|web ?page)$/i.test(p) || /^(?:homepage|dashboard)$/i.test(p) || step;
  p = p.replace(/\s+(?:page|screen|view|web ?page|step)$/i, '').trim();
  if (!named || !p) return undefined;
  const written = literal(p, quotes);
  if (
    !written.quoted &&
    toUrl(written.text, 'http://x.test/') &&
    !/^(?:home|main|landing|start)/i.test(written.text)
  )
    return undefined;
  if (
    !written.quoted &&
    (/⟦|'s\b/.test(p) || !/^[\p{L}\p{N}][\p{L}\p{N}' -]*$/u.test(p) || p.split(/\s+/).length > 4)
  )
    return undefined;
  if (!written.quoted && /\b(?:that|which|with|where|and|or|is|are|has|have)\b/i.test(p))
    return undefined;
  return HOME_PAGE.test(written.text.replace(/\s+page$/i, '')) ? 'home' : written.text;
}
