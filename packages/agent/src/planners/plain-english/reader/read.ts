import type { ResolvedAction, Target } from '@scout/shared';
import { isSelector } from '../../../core/selectors.js';
import { maskQuotes, restoreQuotes } from '../quotes.js';
import {
  FRAMES,
  ITEM_VERB_NAME,
  type Frame,
  type FrameContext,
  type Reading,
  type RefusalKind,
} from './frames.js';
import { normalise } from './normalise.js';
import { compilePattern, matchPattern, type CompiledPattern } from './pattern.js';
import { withPatternQuoted } from './text-patterns.js';

const COMPILED: Array<{ frame: Frame; patterns: CompiledPattern[] }> = FRAMES.map((frame) => ({
  frame,
  patterns: frame.patterns.map(compilePattern),
}));

/** Every verb a frame starts with: for third-person forms ("clicks") and for splitting steps. */
export const LEXICON: ReadonlySet<string> = new Set(
  FRAMES.flatMap((f) => f.verbs).flatMap((v) => [v, v.split(' ')[0]]),
);

export type ReaderResult =
  | { ok: true; actions: ResolvedAction[]; statement?: true; frame: string }
  | { ok: false; refusal: { kind: RefusalKind; message: string }; frame?: string };

interface Candidate {
  frame: Frame;
  reading: Reading;
  score: number;
}

function signature(reading: Reading): string {
  if ('refuse' in reading) return `refuse:${reading.refuse}`;
  return JSON.stringify(reading.actions.map(({ description: _d, ...rest }) => rest));
}

function describe(reading: Reading): string {
  if ('refuse' in reading) return 'something Scout cannot check';
  return reading.actions
    .map((a) => {
      const what = a.target
        ? ` ${a.target.role ?? ''} “${a.target.name ?? a.target.label ?? a.target.text ?? a.target.description}”`.replace(
            '  ',
            ' ',
          )
        : '';
      return `${a.kind}${what}${a.value !== undefined ? ` with “${a.value}”` : ''}`;
    })
    .join(' then ');
}

// A Given (or a sentence with no verb Scout knows) that describes data or state.
const STATE =
  /\b(?:has|have|had|exists?|been|there (?:is|are)|belongs? to|owns?|is (?:registered|created|configured|enabled|disabled|set up|available|in stock|assigned|subscribed|defined|installed|running|empty)|are (?:registered|created|configured|available|defined)|with (?:the )?(?:role|permission|status|code|price|stock)|is priced at|costs?)\b/i;

// "Given I create account '1111' with balance of '50'": a record made with the values it starts
// with, which no page was said to make: the data the test starts from.
const MADE_WITH =
  /^(?:create|set up|make)\s+(?:an?\s+|the\s+|new\s+)*[a-z]+(?:\s+[a-z]+)?\s+⟦\d+⟧\s+with\s+(?:an?\s+|the\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:of|as|=|set to)?\s*⟦\d+⟧$/i;

function madeWith(text: string, keyword: FrameContext['keyword']): boolean {
  return keyword === 'given' && MADE_WITH.test(text);
}

function refusal(
  text: string,
  step: string,
  keyword: FrameContext['keyword'],
  mood: FrameContext['mood'],
): ReaderResult {
  const first = text.split(' ')[0]?.toLowerCase() ?? '';
  if (
    (!LEXICON.has(first) && (keyword === 'given' || STATE.test(text))) ||
    madeWith(text, keyword)
  ) {
    return {
      ok: false,
      refusal: {
        kind: 'not_a_ui_step',
        message: `“${step}” describes the application's data or state, not something to do on the page: set it up before the test, or write the steps that do it.`,
      },
    };
  }
  if (LEXICON.has(first)) {
    return {
      ok: false,
      refusal: {
        kind: 'missing_slot',
        message: `“${step}” starts with “${first}”, but not in a form Scout reads.`,
      },
    };
  }
  const what = mood === 'expect' ? 'a check Scout can make concrete' : 'a step Scout reads';
  return { ok: false, refusal: { kind: 'no_frame', message: `“${step}” is not ${what}.` } };
}

// The words before a selector that say only that it is one: "the element .btn-primary", "the
// inputfield '#q'", "the first selector '#account_data a'".
const SELECTOR_NOUN =
  /^(?:(?:the|an?)\s+)?(?:(?:css\s+)?selector|locator|xpath|css|element|node|inputfield|input field|input|field|text field|textbox|button|link|checkbox|check box|radio button|dropdown|select|image|div)\s+/i;

/** "click '#submit'", "the element .btn-primary": a target named by a CSS selector or an XPath,
 *  found by that alone. Undefined when its name is not one. */
function bySelector(t: Target | undefined): Target | undefined {
  const called = t?.name ?? t?.text ?? t?.label;
  // "'.comment' next to 'Ada'": the selector alone is the element; a row beside it is not read.
  if (!t || called === undefined || t.near !== undefined) return undefined;
  const written = called.trim().replace(SELECTOR_NOUN, '');
  if (!isSelector(written)) return undefined;
  // "the checkbox '#one'": the role the step gives stays with it (the selector alone finds it).
  return {
    selector: written,
    description: t.description,
    ...(t.role !== undefined ? { role: t.role } : {}),
    ...(t.nth !== undefined ? { nth: t.nth } : {}),
    ...(t.region !== undefined ? { region: t.region } : {}),
    ...(t.frames !== undefined ? { frames: t.frames } : {}),
  };
}

/** A quote that cannot be a text a page shows: an XPath, `[name=value]`, `div.card`, `a#home`, or
 *  `ul > li`. */
function onlyASelector(quote: string): boolean {
  return (
    /^\(?\/\//.test(quote) ||
    /\[[^\]=]+[~|^$*]?=/.test(quote) ||
    /^[a-z][a-z\d-]*[.#[]/i.test(quote) ||
    /\S\s*>\s*\S/.test(quote) ||
    // ".media .controls": a class (or id) inside another, which no page writes as its text.
    /^[.#][A-Za-z_][\w-]*(?:\s+[.#][A-Za-z_][\w-]*)+$/.test(quote)
  );
}

/** The action with every target named by a selector found by it: "I expect that element '#msg' is
 *  displayed" is the element the selector matches being visible. Undefined when a name holds a
 *  selector among other words ("Vote .stream_element"), which cannot be read honestly. */
function withSelectors(
  action: ResolvedAction,
  quotes: string[],
  step: string,
): ResolvedAction | undefined {
  const a = action.assertion;
  const shown =
    a && (a.kind === 'text_visible' || a.kind === 'text_absent') && typeof a.expected === 'string'
      ? a.expected
      : undefined;
  // "I should see '#rockstar'" is a hashtag's text, and "the page shows '[Shipping][Payment]'" or
  // "'.NET'" a text in brackets or with a dot, unless the step says it is an element or the quote
  // can only be a selector: an XPath, an attribute with a value, a tag with a class or id, or
  // elements one inside another.
  const isElement =
    shown !== undefined &&
    isSelector(shown) &&
    (/\b(?:element|selector|css|xpath|locator)\b/i.test(step) || onlyASelector(shown));
  if (shown !== undefined && quotes.includes(shown) && isElement) {
    return {
      ...action,
      assertion: { kind: a!.kind === 'text_visible' ? 'visible' : 'hidden' },
      target: {
        selector: shown,
        description: shown,
        ...(action.target?.region !== undefined ? { region: action.target.region } : {}),
      },
    };
  }
  // "I should see a 'img' within '.photo'": an element by its tag name, not a text. One whose tag
  // says its role (an image, a link, a button, a table) is that role on show (in the part of the
  // page named, if any); the others (a 'div', a 'span') say nothing Scout can look for.
  if (
    shown !== undefined &&
    HTML_TAG.test(shown) &&
    new RegExp(`\\ban?\\s+\\W?${shown}\\W`).test(step)
  ) {
    const role = TAG_ROLES[shown];
    if (!role || a!.kind !== 'text_visible') return undefined;
    const region = action.target?.region;
    return {
      ...action,
      assertion: { kind: 'visible' },
      target: { role, description: `a ${shown}`, ...(region !== undefined ? { region } : {}) },
    };
  }
  const target = bySelector(action.target);
  const to = bySelector(action.to);
  // A check of what an element holds names it as a quote ("contains the text 'true'"), not in words;
  // "not contains any text" is a check that it holds nothing ("contains any text": something).
  const held =
    a?.expected === undefined ? undefined : String(a.expected).replace(/^(?:the\s+)?text\s+/i, '');
  if (
    target &&
    held !== undefined &&
    !quotes.includes(held) &&
    !((a?.kind === 'value' || a?.kind === 'value_absent') && held === '')
  )
    return undefined;
  if (target && a && held !== undefined && held !== a.expected)
    return { ...action, assertion: { ...a, expected: held }, target };
  const names = [
    target ? undefined : action.target?.name,
    target ? undefined : action.target?.text,
    to ? undefined : action.to?.name,
  ];
  if (names.some((n) => n !== undefined && /(?:^|\s)[.#][a-z][\w-]*(?:$|\s)/i.test(n)))
    return undefined;
  return { ...action, ...(target ? { target } : {}), ...(to ? { to } : {}) };
}

const HTML_TAG = /^(?:img|div|span|a|p|input|button|table|svg|iframe|video|canvas|form|ul|li)$/;
/** The ARIA role an element of that tag has (an <img> with alt text, an <a> with an href). */
const TAG_ROLES: Record<string, string> = {
  img: 'img',
  a: 'link',
  button: 'button',
  table: 'table',
  ul: 'list',
  li: 'listitem',
};

/** Every selector the step names (quoted, or a word such as #email), for the check that each one
 *  became a target or a region: "select the 2nd option for element '#list'" must not lose it. */
function selectorsIn(masked: { text: string; quotes: string[] }): string[] {
  const words = masked.text.split(/\s+/).filter((w) => /^[.#][A-Za-z_][\w-]*$/.test(w));
  return [...masked.quotes.filter((q) => isSelector(q)), ...words];
}

function usesSelector(actions: ResolvedAction[], selector: string): boolean {
  return actions.some((a) =>
    [
      a.target?.selector,
      a.target?.region,
      a.to?.selector,
      a.to?.region,
      a.value,
      a.assertion?.expected === undefined ? undefined : String(a.assertion.expected),
    ].some((s) => s !== undefined && s.trim() === selector.trim()),
  );
}

/** Reads one step: every frame that fits gives a reading; the best one is taken, and a tie between
 *  readings that do different things is refused as ambiguous. */
export function readWithFrames(step: string, startingUrl: string): ReaderResult {
  const masked = maskQuotes(step.trim());
  // "an element with the css selector 'div#content'", "… with xpath '//div'", "… with id 'foo'":
  // the element the selector (or "#foo") matches.
  const named = ELEMENT_WITH.exec(masked.text);
  if (named) {
    const written = masked.quotes[Number(named[2])];
    const isId = /^id$/i.test(named[1]);
    if (!isId || /^[A-Za-z][\w-]*$/.test(written)) {
      const quotes = [...masked.quotes, isId ? `#${written}` : written];
      const text = masked.text.replace(ELEMENT_WITH, `the element ⟦${quotes.length - 1}⟧`);
      return readWithFrames(restoreQuotes(text, quotes), startingUrl);
    }
  }
  const inBackticks = namedInBackticks(step.trim(), masked.text, startingUrl);
  if (inBackticks) return inBackticks;
  // Vividus: "checkbox located by `id(one)`" is the element '#one', and "`Green`" a value as
  // written; "a [SELECTED] checkbox with the name 'One' exists", that box ticked.
  const vividus = fromVividus(masked);
  if (vividus !== undefined) return readWithFrames(vividus, startingUrl);
  // "… located by `name(q)`", "a checkbox with the attribute 'id'='four'": a test framework's own
  // locator syntax that is neither a CSS selector nor an XPath.
  if (
    /\blocated by\b|`[^`]*`|\bxpath\b|\battribute\b/i.test(masked.text.replace(SELECTOR_MACRO, ''))
  ) {
    return {
      ok: false,
      refusal: {
        kind: 'no_frame',
        message: `“${step.trim()}” names the element in a test framework's own locator syntax; name it by its text, label or role, or by a CSS selector or XPath in quotes.`,
      },
    };
  }
  // "Click on _css{"#submit"}", "_xpath{ "//*[@id='submit']" }": the quoted selector itself.
  if (masked.text.search(SELECTOR_MACRO) >= 0)
    return readWithFrames(
      restoreQuotes(masked.text.replace(SELECTOR_MACRO, '$1'), masked.quotes),
      startingUrl,
    );
  if (
    UNCHECKABLE_STEP.test(masked.text) ||
    /\s\/[^/\s][^/]*\/[imsu]*(?:\s|$)/.test(` ${masked.text} `) ||
    /\[[A-Z]+\]/.test(masked.text)
  ) {
    const patterned = readPatternCheck(step, masked, startingUrl);
    if (patterned) return patterned;
    return {
      ok: false,
      refusal: {
        kind: 'no_frame',
        message: `“${step.trim()}” asks for a pattern, a template or a stored value, which Scout does not check; write the text the page should show.`,
      },
    };
  }
  if (
    /^(?:(?:given|when|then|and|but)\s+)?(?:i\s+|the user\s+)?(?:select|selects|choose|chooses|pick|picks|check|checks|tick|ticks)\s+only\b/i.test(
      masked.text,
    )
  ) {
    return {
      ok: false,
      refusal: {
        kind: 'ambiguous',
        message: `“${step.trim()}” asks to leave every other choice unselected; say which to tick and which to untick.`,
      },
    };
  }
  // "Is the balance displayed as $1,250.00?", "Does the error message contain 'x'?" (the checks
  // of AI test tools' help pages): the question asks that it be so, read as the statement.
  const asked = statementOf(masked.text);
  if (asked) {
    const read = readWithFrames(`Then ${restoreQuotes(asked, masked.quotes)}`, startingUrl);
    if (read.ok && read.actions.every((a) => a.kind === 'assert'))
      return { ...read, actions: read.actions.map((a) => ({ ...a, description: step.trim() })) };
  }
  // Any other question leaves open what should be true.
  if (
    /^(?:(?:given|when|then|and|but)\s+)?(?:is|are|does|do|did|can|could|has|have|was|were)\s.*\?\s*$/i.test(
      masked.text,
    )
  ) {
    return {
      ok: false,
      refusal: {
        kind: 'no_frame',
        message: `“${step.trim()}” is a question; write what the page should show (for example “check that the page shows …”).`,
      },
    };
  }
  if (EMAIL_STEP.test(masked.text)) {
    return {
      ok: false,
      refusal: {
        kind: 'no_frame',
        message: `“${step.trim()}” happens in an email, which Scout does not read; test the page the email links to by its address.`,
      },
    };
  }
  const full = readMasked(step, masked, startingUrl);
  // "… in the modal window", "… within 'Sidebar'": the part of the page every target is in. A
  // dialog step the browser answers keeps its own reading.
  const bare = maskQuotes(step.trim())
    .text.replace(/[.!;:,]+$/, '')
    // "… is shown at navigation bar": in it.
    .replace(
      /\s+at\s+(?:the\s+)?(navigation bar|nav bar|navbar|menu bar|toolbar|header|footer|sidebar|side bar)$/i,
      ' in the $1',
    );
  const suffix = REGION_SUFFIX.exec(bare) ?? SECTION_SUFFIX.exec(bare);
  if (
    !suffix ||
    (full.ok && full.frame === 'dialogs-and-tabs') ||
    (full.ok && full.actions.every((a) => !a.target || a.target.region))
  )
    return full;
  const where = suffix[2] ?? suffix[3];
  const region = /^⟦(\d+)⟧$/.test(where)
    ? masked.quotes[Number(/\d+/.exec(where)![0])]
    : /^(?:modal|modal window|modal dialog|pop-?up|overlay|lightbox)$/i.test(where)
      ? 'dialog'
      : where;
  const inner = readWithFrames(restoreQuotes(suffix[1], masked.quotes), startingUrl);
  if (!inner.ok) return full.ok ? full : inner;
  // "I should see 'Welcome, Ada' in the header": a text check made in that part of the page.
  const isTextCheck = (a: ResolvedAction) =>
    a.kind === 'assert' &&
    (a.assertion?.kind === 'text_visible' || a.assertion?.kind === 'text_absent');
  if (inner.actions.some((a) => !a.target && !isTextCheck(a))) {
    // "Type 'John' in the 'User Name'": the quote was the field, not a part of the page.
    if (full.ok) return full;
    return {
      ok: false,
      frame: inner.frame,
      refusal: {
        kind: 'no_frame',
        message: `“${step.trim()}” checks a part of the page (“${region}”) that Scout cannot scope that check to; check the element or the text itself.`,
      },
    };
  }
  return {
    ...inner,
    actions: inner.actions.map((a) => ({
      ...a,
      description: step.trim(),
      target: {
        ...(a.target ?? { description: `the ${region}` }),
        region: a.target?.region ?? region,
      },
    })),
  };
}

// "Then I see the `newsletter input`", "I click the `submit button`" (nightwatch-bdd's steps name
// a page object's elements in backticks): the element so named, never a text to find.
const SEE_NAMED =
  /^((?:(?:then|and|but)\s+)?(?:(?:i|we|the user|user)\s+)?(?:should\s+)?(?:see|sees))\s+(?:the|a|an)\s+`([a-z][\w -]*)`$/i;
const NAMED_CONTROL = /^(?:the|a|an)\s+`([a-z][\w -]*\s+(?:button|link))`/i;
const MESSAGE_NAME =
  /^(?:(?:error|success|confirmation|warning|validation)\s+)?(?:message|notification|alert)$/i;

/** A step that names a page object's element in backticks, read as the element; undefined when it
 *  names none (or in Vividus's locator syntax, which fromVividus reads). */
function namedInBackticks(
  step: string,
  text: string,
  startingUrl: string,
): ReaderResult | undefined {
  const seen = SEE_NAMED.exec(text);
  if (seen) {
    const name = seen[2].trim();
    // "I see an `error message`": a message of that kind, as the words say it.
    if (MESSAGE_NAME.test(name) || /\s(?:button|link)$/i.test(name))
      return readWithFrames(step.replace(/`([^`]*)`/, '$1'), startingUrl);
    return {
      ok: true,
      frame: 'check.named',
      actions: [
        {
          kind: 'assert',
          description: step,
          assertion: { kind: 'visible' },
          target: { name, description: `the ${name}` },
        },
      ],
    };
  }
  // "I click the `submit button`": a control named before its role noun, as written out.
  if (NAMED_CONTROL.test(text.replace(/^.*?\s(?=(?:the|a|an)\s+`)/i, '')))
    return readWithFrames(
      step.replace(/((?:the|a|an)\s+)`([a-z][\w -]*\s+(?:button|link))`/i, '$1$2'),
      startingUrl,
    );
  return undefined;
}

// Vividus's locators as the CSS (or XPath) they mean: `id(one)` is '#one', `className(row)`
// '.row', `tagName(h1)` 'h1'; `xpath(…)` and `cssSelector(…)` are the selector itself.
const VIVIDUS_STATE: Record<string, string> = {
  SELECTED: 'selected',
  NOT_SELECTED: 'not selected',
  CHECKED: 'checked',
  NOT_CHECKED: 'not checked',
  ENABLED: 'enabled',
  DISABLED: 'disabled',
  VISIBLE: 'visible',
  NOT_VISIBLE: 'not visible',
};

/**
 * A Vividus step in the words a tester would use, or undefined when it is not one: "located by
 * `id(colors)`" becomes the quoted selector '#colors', a value in backquotes ("`Green`") a quoted
 * value, and "a [SELECTED] checkbox with the name 'One' exists" "the checkbox with the name 'One'
 * is selected". A locator of another kind (`name(q)`, `linkText(…)`) is left, and refused.
 */
function fromVividus(masked: { text: string; quotes: string[] }): string | undefined {
  const quotes = [...masked.quotes];
  const quote = (written: string) => {
    quotes.push(written);
    return `⟦${quotes.length - 1}⟧`;
  };
  let text = masked.text;
  const state =
    /^((?:(?:given|when|then|and|but)\s+)?)(?:an?|the)\s+\[([A-Z_]+)\]\s+(.+?)\s+exists$/i.exec(
      text,
    );
  if (state && VIVIDUS_STATE[state[2]])
    text = `${state[1]}the ${state[3]} is ${VIVIDUS_STATE[state[2]]}`;
  const located = /(?:\s+located)?\s+by\s+`[^`]*`|`[^`]*`/.test(text);
  if (!located && text === masked.text) return undefined;
  let unknown = false;
  text = text
    .replace(/\s+located\s+by\s+(`[^`]*`)/g, ' $1')
    .replace(/`([^`]*)`/g, (all: string, inner: string) => {
      const m = /^(id|xpath|cssSelector|className|tagName)\((.+)\)$/.exec(inner.trim());
      if (m) {
        const arg = m[2].trim();
        const selector = m[1] === 'id' ? `#${arg}` : m[1] === 'className' ? `.${arg}` : arg;
        if (m[1] === 'id' && !/^[A-Za-z][\w-]*$/.test(arg)) unknown = true;
        return quote(selector);
      }
      if (/^\w+\(.*\)$/.test(inner.trim())) unknown = true;
      return quote(inner);
    });
  if (unknown) return undefined;
  return restoreQuotes(text, quotes);
}

/** "Then I should see /Shared Text/", "check that page has regex '[0-9]{9,11}'": the text check
 *  the sentence makes, comparing by the pattern; undefined when it is not one text check of it. */
function readPatternCheck(
  step: string,
  masked: { text: string; quotes: string[] },
  startingUrl: string,
): ReaderResult | undefined {
  const quoted = withPatternQuoted(masked);
  if (!quoted || UNCHECKABLE_STEP.test(quoted.text) || /\[[A-Z]+\]/.test(quoted.text))
    return undefined;
  const read = readWithFrames(restoreQuotes(quoted.text, quoted.quotes), startingUrl);
  if (!read.ok || read.actions.length !== 1) return undefined;
  const [action] = read.actions;
  const kind = action.assertion?.kind;
  if (
    action.kind !== 'assert' ||
    (kind !== 'text_visible' && kind !== 'text_absent') ||
    (action.assertion?.match !== undefined &&
      action.assertion.match !== 'contains' &&
      action.assertion.match !== 'words') ||
    String(action.assertion?.expected) !== quoted.pattern ||
    (action.target && !action.target.region && !action.target.near)
  )
    return undefined;
  return {
    ...read,
    actions: [
      {
        ...action,
        description: step.trim(),
        assertion: { kind, expected: quoted.pattern, match: 'matches' },
      },
    ],
  };
}

/** The statement a yes-or-no question about the page asks to be true, or undefined. */
function statementOf(text: string): string | undefined {
  const q = text.replace(/^(?:(?:given|when|then|and|but)\s+)/i, '').trim();
  // "In the confirmation dialog, is the deposit amount $100?": the question, asked of the dialog.
  const inDialog = /^in\s+the\s+(?:[\w-]+\s+)?(?:dialog|modal|pop-?up)\s*,\s*(.+)$/i.exec(q);
  if (inDialog) {
    const asked = statementOf(inDialog[1]);
    return asked ? `${asked} in the dialog` : undefined;
  }
  let m =
    /^(is|are)\s+((?:the|a|an|my)\s+[\w -]+?)\s+((?:displayed|shown|listed)\s+as\s+.+|absent(?:\s+from\s+the\s+(?:screen|page))?|(?:visible|displayed|shown)(?:\s+on\s+the\s+(?:screen|page))?)\s*\?$/i.exec(
      q,
    );
  if (m) return `${m[2]} ${m[1].toLowerCase()} ${m[3]}`;
  m =
    /^(does|do)\s+((?:the|a|an|my)\s+[\w -]+?)\s+(contain|show|say|mention|include|display|read)\s+(⟦\d+⟧)\s*\?$/i.exec(
      q,
    );
  if (m) return `${m[2]} ${m[1].toLowerCase() === 'do' ? m[3] : `${m[3]}s`} ${m[4]}`;
  // "is the deposit amount $100?": the page shows that amount.
  m =
    /^is\s+(the\s+(?:[\w-]+\s+)?(?:amount|total|subtotal|price|balance|fee|cost|sum))\s+((?:[$€£₹]\s?)?\d[\d.,]*(?:\s?[$€£%])?|⟦\d+⟧)\s*\?$/i.exec(
      q,
    );
  if (m) return `${m[1]} is ${m[2]}`;
  // "Am I on the home page?": that the browser is there.
  m = /^am\s+i\s+(?:now\s+)?(on|at)\s+((?:the|a)\s+[\w -]+?\s+(?:page|screen))\s*\?$/i.exec(q);
  if (m) return `I am ${m[1].toLowerCase()} ${m[2]}`;
  return undefined;
}

const REGION_SUFFIX =
  /^(.+?)\s+(?:in|inside|within)\s+(?:the\s+|a\s+(?=table$))?(?:page\s+(?=sidebar|side bar|header|footer))?(table|modal window|modal dialog|modal|dialog|pop-?up|overlay|lightbox|sidebar|side bar|header|footer|navigation bar|navigation panel|navigation menu|nav bar|navbar|menu bar|toolbar|⟦\d+⟧)$/i;
// "… in the 'Billing' section", "… in the order summary panel", "… in my feed", "… in the cart":
// a part of the page named by its heading or what it holds (the word "section" is not its name).
const SECTION_SUFFIX =
  /^(.+?)\s+(?:in|inside|within)\s+(?:the|my)\s+(?:(⟦\d+⟧|[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})\s+(?:section|area|panel|pane|region)|(cart|basket|shopping cart|shopping basket|feed|news feed|stream|timeline|inbox))$/i;
const ELEMENT_WITH =
  /\b(?:an?|the)\s+element\s+with\s+(?:the\s+)?(css selector|css|selector|xpath|id)\s+⟦(\d+)⟧/i;
const SELECTOR_MACRO = /_(?:css|xpath)\{\s*(⟦\d+⟧)\s*\}/gi;
const UNCHECKABLE_STEP =
  /\b(?:template|regex|regular expression|stored value|saved value|variable)\b/i;
// Steps that happen in an email, not on the page.
// "Log in with a valid email" is no step in an email: the "in" of log in, sign in, check in.
const EMAIL_STEP =
  /\b(?:(?<!\b(?:log|logs|logged|logging|sign|signs|signed|signing|check|checks|checked)\s+)in|from)\s+(?:the\s+|an?\s+|my\s+)?(?:[a-z]+\s+){0,3}(?:e-?mail|inbox|mailbox)\b(?!\s*(?:field|address|input|box|text|⟦))|\b(?:e-?mail|inbox)\s+(?:should|contains?|is received|arrives)|\breceive[sd]?\s+(?:an?\s+)?e-?mail\b|\bfrom email address\b/i;
// Unquoted names too vague to find: "my name", "an item", "the element for a panel", "all the checkboxes".
const VAGUE_NAME =
  /^(?:it|this|that|them|my|your|his|her|our|an?|some|any|all|every|each|only|correct|right|proper|expected|appropriate|relevant|available|required|necessary|certain|desired|specific|particular|success)\b|\b(?:and|that|which|who|element for|for a)\b|\bfor\s+\d|\d\s+to\s+\d|\bto\s+(?:delete|get|open|see|add|remove|edit|make|view|select|choose)\b|^(?:item|element|thing|one|it|something|stuff)$/i;

// "Delete for the first hero", "Edit in the second row": the ordinal counts the list's items and
// the name is the control each item has, as the page writes it (capitalised, or a verb of one).
const NTH_ITEM =
  /\s(?:for|of|in|on|from|within|inside)\s+the\s+(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|1st|2nd|3rd|4th|5th|6th|7th|8th|9th|10th)\s+[a-z-]+$/i;
const ITEM_CONTROL =
  /^(?:delete|remove|edit|view|open|select|archive|duplicate|copy|share|download|details|more)$/i;

function controlOfNthItem(name: string, description: string): boolean {
  return NTH_ITEM.test(description) && (/^[A-Z][\w-]*$/.test(name) || ITEM_CONTROL.test(name));
}

function vagueIn(action: ResolvedAction, quotes: string[]): string | undefined {
  // "the first patient record": an ordinal over things named only in words the page may not show.
  const t = action.target;
  // The control a verb names ("delete the last option": the last Delete) is named as pages write it.
  if (
    t?.nth !== undefined &&
    !t.role &&
    t.name &&
    !quotes.includes(t.name) &&
    !Object.values(ITEM_VERB_NAME).includes(t.name) &&
    !controlOfNthItem(t.name, t.description)
  )
    return t.name;
  const names = [action.target?.name, action.target?.text, action.to?.name, action.target?.near];
  if (
    action.assertion &&
    (action.assertion.kind === 'text_visible' || action.assertion.kind === 'text_absent') &&
    typeof action.assertion.expected === 'string'
  )
    names.push(action.assertion.expected);
  const textCheck =
    action.assertion && /^text_/.test(action.assertion.kind)
      ? String(action.assertion.expected ?? '')
      : undefined;
  // An unquoted text to find that starts like a description ("the dashboard", "the success
  // message") is not the text itself.
  if (
    textCheck !== undefined &&
    !quotes.includes(textCheck) &&
    /^(?:the|a|an|my|your|some|it|this|that)\s/i.test(textCheck)
  )
    return textCheck;
  // "Click the Save and Continue button", "the I agree to the Terms of use and privacy checkbox":
  // a capitalised name before its role noun is the control's label, "and" included.
  const labelled = (n: string) =>
    t?.role !== undefined &&
    n === t.name &&
    /^[A-Z]/.test(n) &&
    !VAGUE_NAME.test(n.trim().replace(/\s+and\s+/g, ' '));
  return names.find(
    (n): n is string =>
      n !== undefined &&
      !quotes.includes(n) &&
      VAGUE_NAME.test(n.trim().replace(/^the\s+/i, '')) &&
      !labelled(n),
  );
}

function readMasked(
  step: string,
  masked: { text: string; quotes: string[] },
  startingUrl: string,
): ReaderResult {
  const n = normalise(masked.text, LEXICON);
  const ctx: FrameContext = {
    quotes: masked.quotes,
    startingUrl,
    step: step.trim(),
    mood: n.mood,
    keyword: n.keyword,
    text: n.text,
  };
  if (!n.text)
    return { ok: false, refusal: { kind: 'no_frame', message: `“${step}” says nothing to do.` } };
  const candidates: Candidate[] = [];
  for (const { frame, patterns } of COMPILED) {
    let best: Candidate | undefined;
    for (const pattern of patterns) {
      const matched = matchPattern(pattern, n.text);
      if (!matched) continue;
      const reading = frame.read(matched.slots, ctx);
      if (!reading) continue;
      const score = frame.priority * 100 + matched.words;
      if (!best || score > best.score) best = { frame, reading, score };
    }
    if (best) candidates.push(best);
  }
  candidates.sort((a, b) => b.score - a.score);
  const [best, second] = candidates;
  if (!best) return refusal(n.text, ctx.step, n.keyword, n.mood);
  if (
    second &&
    second.score === best.score &&
    signature(second.reading) !== signature(best.reading)
  ) {
    return {
      ok: false,
      frame: best.frame.id,
      refusal: {
        kind: 'ambiguous',
        message: `“${ctx.step}” can be read as ${describe(best.reading)} or as ${describe(second.reading)}; reword it so that only one fits.`,
      },
    };
  }
  const { reading } = best;
  // "wait for the popovers to appear" read as a statement would check for its words: a step that
  // starts with a verb Scout knows is an instruction, read by that verb's frames or refused.
  const firstWord = n.text.split(' ')[0]?.toLowerCase() ?? '';
  if (
    best.frame.id === 'check.statement' &&
    LEXICON.has(firstWord) &&
    !/^(?:display|show|open|check)$/.test(firstWord) &&
    // "Then Login modal is shown": a capitalised name before its role noun is what is checked.
    !/^[A-Z][\w-]*\s+(?:modal|dialog|pop-?up|popup|window|form|panel|menu|section|banner)\s+(?:is|are|should|must|will)\s/.test(
      n.text,
    )
  )
    return refusal(n.text, ctx.step, n.keyword, n.mood);
  const vague =
    'actions' in reading
      ? reading.actions.map((a) => vagueIn(a, ctx.quotes)).find(Boolean)
      : undefined;
  if (vague) {
    return {
      ok: false,
      frame: best.frame.id,
      refusal: {
        kind: 'no_frame',
        message: `“${ctx.step}” does not say which element “${vague}” is; name it as the page shows it, in quotes.`,
      },
    };
  }
  const actions =
    'actions' in reading ? reading.actions.map((a) => withSelectors(a, ctx.quotes, ctx.step)) : [];
  if (
    actions.some((a) => a === undefined) ||
    ('actions' in reading &&
      selectorsIn(masked).some((sel) => !usesSelector(actions as ResolvedAction[], sel)))
  ) {
    return {
      ok: false,
      frame: best.frame.id,
      refusal: {
        kind: 'no_frame',
        message: `“${ctx.step}” names an element by a CSS selector or XPath in a form Scout does not read; write the selector alone, in quotes, where the element is named ("click '#save'", "… within '#sidebar'"), or name the element by its text, label or role.`,
      },
    };
  }
  if ('refuse' in reading)
    return {
      ok: false,
      frame: best.frame.id,
      refusal: { kind: reading.refuse, message: `“${ctx.step}” is ${reading.message}.` },
    };
  return {
    ok: true,
    actions: actions as ResolvedAction[],
    ...(reading.statement ? { statement: true as const } : {}),
    frame: best.frame.id,
  };
}

/** One line per form the reader understands, for the message shown when a step is not one. */
export const FRAME_FORMS: string[] = FRAMES.flatMap((f) => (f.form ? [f.form] : []));
