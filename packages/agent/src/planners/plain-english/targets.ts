import type { Target } from '@scout/shared';
import { literal } from './quotes.js';

/** What people call an element, longest phrases first, and the ARIA role each usually means. */
const ROLE_NOUNS: Array<[string, string | undefined]> = [
  ['radio button', 'radio'],
  ['check box', 'checkbox'],
  ['tick box', 'checkbox'],
  ['text box', 'textbox'],
  ['text field', 'textbox'],
  ['text area', 'textbox'],
  ['input field', 'textbox'],
  ['search box', 'searchbox'],
  ['search field', 'searchbox'],
  ['search bar', 'searchbox'],
  ['search input', 'searchbox'],
  ['drop-down', 'combobox'],
  ['drop down', 'combobox'],
  ['select box', 'combobox'],
  ['combo box', 'combobox'],
  ['list box', 'listbox'],
  // An autocomplete's list of suggestions.
  ['suggestion box', 'listbox'],
  ['suggestions box', 'listbox'],
  ['menu item', 'menuitem'],
  ['list item', 'listitem'],
  ['checkbox', 'checkbox'],
  ['tickbox', 'checkbox'],
  ['textbox', 'textbox'],
  ['textarea', 'textbox'],
  ['dropdown', 'combobox'],
  ['combobox', 'combobox'],
  ['listbox', 'listbox'],
  ['select', 'combobox'],
  ['button', 'button'],
  ['link', 'link'],
  ['field', 'textbox'],
  ['input', 'textbox'],
  ['radio', 'radio'],
  ['tab', 'tab'],
  ['heading', 'heading'],
  ['header', 'heading'],
  ['image', 'img'],
  ['picture', 'img'],
  ['logo', 'img'],
  ['icon', 'img'],
  ['switch', 'switch'],
  ['toggle', 'switch'],
  ['slider', 'slider'],
  ['option', 'option'],
  ['menu', undefined],
  ['row', 'row'],
  ['cell', 'cell'],
  ['dialog', 'dialog'],
  ['modal', 'dialog'],
  ['table', 'table'],
  ['list', 'list'],
  ['form', 'form'],
  ['grid', 'grid'],
  ['region', 'region'],
  ['section', 'region'],
  ['alert', 'alert'],
  ['navigation', 'navigation'],
  ['box', undefined],
  ['control', undefined],
  ['element', undefined],
  ['text', undefined],
  ['message', undefined],
  ['label', undefined],
  ['app', undefined],
  ['tile', undefined],
];
const NOUN_ALTERNATION = ROLE_NOUNS.map(([noun]) => noun.replace(/[- ]/g, '[- ]')).join('|');
const TRAILING_NOUN = new RegExp(`^(.+?)\\s+(${NOUN_ALTERNATION})$`, 'i');
const LEADING_NOUN = new RegExp(
  `^(${NOUN_ALTERNATION})\\s+(?:(?:called|named|titled|saying|that says|with (?:the )?(?:name|text))\\s+)?(.+)$`,
  'i',
);
/** Ordinal words and their index among matches (-1: the last). */
export const ORDINALS: Record<string, number> = {
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
  sixth: 5,
  '6th': 5,
  seventh: 6,
  '7th': 6,
  eighth: 7,
  '8th': 7,
  ninth: 8,
  '9th': 8,
  tenth: 9,
  '10th': 9,
  last: -1,
  top: 0,
  topmost: 0,
  bottom: -1,
  bottommost: -1,
};
// Role nouns that are only a kind of element, never its name.
const GENERIC = new RegExp(
  `^(${ROLE_NOUNS.filter(([noun, role]) => role && !noun.startsWith('search'))
    .map(([noun]) => noun.replace(/[- ]/g, '[- ]'))
    .join('|')}|box|control|element|one)s?$`,
  'i',
);
// Nouns that only ever name a kind of control, even without "the": "select 'A' from dropdown".
const CONTROL_NOUN =
  /^(?:drop-?downs?|drop downs?|checkbox(?:es)?|check boxes|text ?fields?|text ?box(?:es)?|input fields?|combo ?box(?:es)?|list ?box(?:es)?|radio buttons?|select box(?:es)?)$/i;
// "the date picker", "the calendar", "the time field": a widget by its kind.
const WIDGET_NOUN =
  /^((?:date|time)(?:\s+(?:picker|field|input|selector|box))|calendar|datepicker|timepicker)$/i;
// The parts of a page a test names in "… in the dialog", "… in the 'Billing' section".
const REGION_WORDS =
  'dialog|modal window|modal dialog|dialog window|modal|pop-?up|popup window|header|footer|sidebar|side bar|side menu|navigation(?: bar| menu)?|nav(?:bar| bar)?|menu bar|top bar|toolbar|main content|main area|cart|basket|shopping cart|form|table|grid|list|panel|drawer|banner|card|overlay|lightbox';
const REGION = new RegExp(
  `^(.+?)\\s+(?:in|inside|within|on|from)\\s+(?:the|this|that|a|my)\\s+((?:${REGION_WORDS})|(?:⟦\\d+⟧|[\\w-]+(?:\\s+[\\w-]+)?)\\s+(?:section|panel|area|form|dialog|modal|box|table|list|card|menu|region|pane|popup|sidebar|tab))$`,
  'i',
);

/** "… in the dialog", "… in the 'Billing' section": the part of the page the element is in. */
function regionPhrase(
  phrase: string,
  quotes: string[],
): { rest: string; region: string } | undefined {
  const m = REGION.exec(phrase);
  if (!m) return undefined;
  const words = m[2].trim();
  const region =
    /^(?:modal|modal window|modal dialog|dialog window|pop-?up|popup window|overlay|lightbox)$/i.test(
      words,
    )
      ? 'dialog'
      : literal(words.replace(/\s+(?:section|panel|area|region|pane|tab)$/i, ''), quotes).text;
  return { rest: m[1], region };
}

function roleOf(noun: string): string | undefined {
  const key = noun.toLowerCase().replace(/-/g, ' ');
  return ROLE_NOUNS.find(([n]) => n.replace(/-/g, ' ') === key)?.[1];
}

/** Reads a phrase such as "the 'Sign in' button", "the Email field", "the second Add to cart
 *  button", "the field labelled 'Email'" or "the link Docs in the 'Payment' frame" as a Target. */
export function parseTarget(phrase: string, quotes: string[]): Target {
  let rest = phrase.trim().replace(/[.,;:!?]+$/, '');
  const target: Target = { description: literal(rest, quotes).text };
  const frame = /^(.+)\s+(?:in|inside|within)\s+the\s+(.+?)\s+(?:i?frame)$/i.exec(rest);
  if (frame) {
    target.frames = [literal(frame[2], quotes).text];
    rest = frame[1];
  }
  const near = nearPhrase(rest);
  if (near) {
    target.near = literal(near.text, quotes).text;
    rest = near.rest;
  }
  // "Allergies link from Patient dashboard", "Login button on mainpage": where the test is, not
  // part of the name.
  rest = rest.replace(
    /\s+(?:from|on)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}(?:dashboard|home ?page|main ?page|landing page|screen|main menu)$/i,
    '',
  );
  // "Delete for the first hero", "Edit in the second row", "the Delete button on the last item":
  // the control of that item of the page's list. Each item has its own, so it is the nth of them
  // (never a control called "Delete for the first hero", nor a row called "Edit in the first").
  const inNth =
    /^(.+?)\s+(?:for|of|in|on|from|within|inside)\s+the\s+(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|1st|2nd|3rd|4th|5th|6th|7th|8th|9th|10th)\s+([a-z-]+)$/i.exec(
      rest,
    );
  if (inNth && target.near === undefined && !/⟦\d+⟧/.test(inNth[3])) {
    target.nth = ORDINALS[inNth[2].toLowerCase()];
    rest = inNth[1];
  }
  const region = regionPhrase(rest, quotes);
  if (region) {
    target.region = region.region;
    rest = region.rest;
  }
  rest = rest.replace(/^(?:on|at)\s+/i, '');
  // Only "the text field" or "a link" is a kind of element; a bare "Menu" is a name.
  const determined = /^(?:the|a|an|this|that|any|some)\s+/i.test(rest);
  rest = rest.replace(/^(?:the|a|an|this|that|any|some|its|their)\s+/i, '');
  const widget = WIDGET_NOUN.exec(rest);
  if (widget) {
    target.widget = /time/i.test(widget[1]) ? 'time' : 'date';
    return target;
  }
  // "the first name field" is a field called "first name", not the first "name".
  const ordinal =
    /^(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|1st|2nd|3rd|4th|5th|6th|7th|8th|9th|10th)\s+(?!name\b)(.+)$/i.exec(
      rest,
    );
  if (ordinal) {
    target.nth = ORDINALS[ordinal[1].toLowerCase()];
    rest = ordinal[2];
  }
  // "the text field", "the 2nd input", "the box": a generic reference, by role (or none) alone.
  const generic = GENERIC.exec(rest);
  const searchNoun = /^search\s+(?:box|field|bar|input)s?$/.test(rest);
  if (
    (generic || searchNoun) &&
    (determined || target.nth !== undefined || CONTROL_NOUN.test(rest))
  ) {
    if (searchNoun) {
      target.role = 'searchbox';
      return target;
    }
    if (generic) setRole(target, generic[1]);
    return target;
  }
  // "the dropdown below 'Contact Reason'", "the field after 'Email'": a control named by the
  // label-like text before it.
  const after =
    /^(.+?)\s+(?:below|under|underneath|beneath|after|to the right of|right of)\s+(?:the\s+)?(⟦\d+⟧)(?:\s+(?:label|heading|text|title))?$/i.exec(
      rest,
    );
  if (after && GENERIC.test(after[1])) {
    setRole(target, /^(?:.*\s)?(\S+)$/.exec(after[1])![1]);
    target.name = literal(after[2], quotes).text;
    return target;
  }
  const explicit =
    /^(?:(.*?)\s+)?(labell?ed|with (?:the )?label|with (?:the )?placeholder|with (?:the )?text|saying|that says|containing)\s+(.+)$/i.exec(
      rest,
    );
  if (explicit) {
    const value = literal(explicit[3], quotes).text;
    const how = explicit[2].toLowerCase();
    if (explicit[1]) {
      const role = roleOf(explicit[1]);
      if (role) target.role = role;
    }
    if (how.includes('placeholder')) target.placeholder = value;
    else if (how.includes('label')) target.label = value;
    else target.text = value;
    return target;
  }
  // "'People' aspect edit icon": the control the verb names, in the row of the quoted text.
  const rowIcon =
    /^(⟦\d+⟧)(?:\s+[a-z]+)?\s+(edit|delete|remove|close|open|view|share|download)\s+(?:icon|button|link)$/i.exec(
      rest,
    );
  if (rowIcon) {
    target.name = rowIcon[2].toLowerCase();
    target.near = literal(rowIcon[1], quotes).text;
    return target;
  }
  // "'T-shirt banana' quantity", "the 'Teapot' price field": a field each item of the list has, in
  // the quoted item's own row (never a field called by the item's name).
  const itemField =
    /^(⟦\d+⟧)\s+(quantity|qty|amount|price|size|colou?r|notes?|comment|discount|rating)(?:\s+(?:field|input|box|text ?box|spinner))?$/i.exec(
      rest,
    );
  if (itemField) {
    target.name = itemField[2].toLowerCase();
    target.near = literal(itemField[1], quotes).text;
    return target;
  }
  // "the folder 'simple-folder'", "the person called 'Ada'", "the 'In progress' column", "the FAQ
  // item 'How do I pay?'": a quote wrapped in words for a kind of thing is named by the quote.
  const wrapped =
    /^(?:(?:[a-zA-Z]+\s+){1,2}(?:called\s+|named\s+|titled\s+)?)?(⟦\d+⟧)(?:\s+[a-z]+){0,2}$/.exec(
      rest,
    );
  if (
    wrapped &&
    !LEADING_NOUN.test(rest) &&
    !TRAILING_NOUN.test(rest) &&
    rest !== wrapped[1] &&
    /^[a-z⟦]|^[A-Z]{2,}\s/.test(rest)
  ) {
    target.name = literal(wrapped[1], quotes).text;
    return target;
  }
  const leading = LEADING_NOUN.exec(rest);
  // "Profile Picture", "Old Style Select Menu": a capitalised noun is part of the name.
  const trailing =
    /\s[A-Z][a-z]+$/.test(rest) &&
    !/⟦\d+⟧/.test(rest) &&
    !/\s(?:Button|Link|Field|Dropdown|Checkbox|Textbox|Box|Input)$/.test(rest)
      ? null
      : TRAILING_NOUN.exec(rest);
  // "the Sauce Labs Backpack ADD TO CART button": the capitals are the button, the words before it
  // the product whose row it is in.
  const caps = /^(.*[a-z].*?)\s+((?:[A-Z]{2,}\s+)*[A-Z]{2,})\s+(button|link)$/.exec(rest);
  if (caps) {
    setRole(target, caps[3]);
    target.name = caps[2];
    target.near = literal(caps[1], quotes).text;
    return target;
  }
  // "the link 'Docs'" names the role first; "the Docs link" names it last. A quote decides ties.
  if (leading && /^⟦\d+⟧$/.test(leading[2].trim())) {
    setRole(target, leading[1]);
    target.name = literal(leading[2], quotes).text;
  } else if (trailing) {
    setRole(target, trailing[2]);
    target.name = literal(trailing[1].replace(/^(?:the|a|an)\s+/i, ''), quotes).text;
  } else {
    target.name = literal(rest, quotes).text;
  }
  return target;
}

function setRole(target: Target, noun: string): void {
  const role = roleOf(noun);
  if (role) target.role = role;
}

const CONTAINERS = 'row|line|item|entry|card|tile';
const NEAR_WORDS = new RegExp(
  `^(.+?)\\s+(?:next to|beside|alongside|near|close to|(?:in|on|from|within|inside) the (?:${CONTAINERS})\\s+` +
    '(?:for|of|with|containing|saying|showing|mentioning|that (?:says|shows|contains|mentions)))\\s+(?:the\\s+)?(.+)$',
  'i',
);
const NEAR_CONTAINER = new RegExp(
  `^(.+?)\\s+(?:in|on|from|within|inside) the\\s+(.+?)\\s+(?:${CONTAINERS})$`,
  'i',
);
const NEAR_FOR_QUOTE =
  /^(.+?)\s+(?:for|of)\s+(?:the\s+)?(⟦\d+⟧)(?:\s+(?:page|item|row|entry|record|product|user|person|member|file|task|post|order|line))?$/i;
const ORDINAL_WORD = /^(?:first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th|top|bottom)$/i;

/** "Remove next to 'Ada'", "the Edit button in the row for Ada", "Remove in the 'Ada' row",
 *  "Remove for 'Ada'": the element and the text of the part of the page it sits in. */
function nearPhrase(phrase: string): { rest: string; text: string } | undefined {
  const match =
    NEAR_WORDS.exec(phrase) ?? NEAR_CONTAINER.exec(phrase) ?? NEAR_FOR_QUOTE.exec(phrase);
  if (!match || ORDINAL_WORD.test(match[2].trim())) return undefined;
  // "next to the 'Teapot' card": the quoted words, not the container's name.
  const text = match[2].trim().replace(new RegExp(`^(⟦\\d+⟧)\\s+(?:${CONTAINERS})$`, 'i'), '$1');
  return { rest: match[1], text };
}
