import type { Target } from '@scout/shared';
import { literal } from '../../quotes.js';
import { isGeneric, itemName, looksLikeDate, target, valueOf } from '../slots.js';
import { act, one, type Frame } from './frame.js';
import { fieldTarget, plainValue, TYPE_VERBS } from './fields.js';

/**
 * Frames that choose: an autocomplete's suggestion, a field cleared, an option selected from a
 * dropdown or list, a range of dates.
 */

// "When I select the 2nd option for element '#size'", "choose the last option of the Size
// dropdown": the option at that position of that list (select_nth), not an option called "2nd".
const NTH_OPTION =
  /^(?:select|choose|pick)\s+the\s+(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|1st|2nd|3rd|4th|5th|6th|7th|8th|9th|10th)\s+option\s+(?:for|of|in|from)\s+(.+)$/i;
const POSITIONS: Record<string, string> = {
  first: '1',
  second: '2',
  third: '3',
  fourth: '4',
  fifth: '5',
  sixth: '6',
  seventh: '7',
  eighth: '8',
  ninth: '9',
  tenth: '10',
  last: 'last',
};

// "When I select the option with the value 'second' for element '#size'" (WebdriverIO's
// boilerplate): the option whose value attribute that is, in that list (choose-option.ts takes
// the value when no option's text is it). "… with the text …" is read with the other selects.
const OPTION_WITH_VALUE =
  /^(?:select|choose|pick)\s+the\s+option\s+(?:with|of|having)\s+(?:the\s+)?value\s+(⟦\d+⟧)\s+(?:for|of|in|from)\s+(.+)$/i;

// "When I select Order By 'Relevance'" (ckan's browser tests): a dropdown named in capitals, then
// the option chosen in it. It was read as a click on an element called "Order By Relevance".
const NAMED_THEN_VALUE =
  /^(?:select|choose|pick)\s+(?:the\s+)?([A-Z][\w-]*(?:\s+[A-Z][\w-]*)*)\s+(?:(?:dropdown|drop-down|select|list|menu)\s+)?(⟦\d+⟧)$/;

export const CHOICE_FRAMES: Frame[] = [
  {
    id: 'select.named-then-value',
    verbs: ['select', 'choose', 'pick'],
    patterns: ['(select|choose|pick) REST'],
    priority: 45,
    read: (_s, ctx) => {
      if (ctx.mood === 'expect') return undefined;
      const m = NAMED_THEN_VALUE.exec(ctx.text.trim().replace(/[.!]+$/, ''));
      if (!m) return undefined;
      const name = m[1];
      // "select Checkbox 'Remember me'", "select Tab 'Settings'": a kind of control, read as before.
      if (
        /\b(?:tab|link|button|checkbox|check box|radio|option|dropdown|drop-down|menu|field|input|box|item|value|entry|all|icon|image|row|cell|switch|toggle|card)$/i.test(
          name,
        )
      )
        return undefined;
      return one(ctx, 'select', {
        target: { name, description: name },
        value: literal(m[2], ctx.quotes).text,
      });
    },
    form: "select Order By 'Relevance'",
    examples: ['When I select Order By "Relevance"'],
  },
  {
    id: 'select.option-with-value',
    verbs: ['select', 'choose', 'pick'],
    patterns: ['(select|choose|pick) the REST'],
    priority: 45,
    read: (_s, ctx) => {
      const m = OPTION_WITH_VALUE.exec(ctx.text.trim().replace(/[.!]+$/, ''));
      if (!m) return undefined;
      const t = target(m[2].replace(/^(?:the\s+)?(?:element|selector)\s+(?=⟦)/i, ''), ctx.quotes);
      if (isGeneric(t)) return undefined;
      if (t.role === 'list') t.role = 'listbox';
      return one(ctx, 'select', { target: t, value: literal(m[1], ctx.quotes).text });
    },
    form: "select the option with the value 'second' for '#size'",
    examples: [
      'When I select the option with the value "second" for element "#selectElementTest"',
      'Select the option with the value "L" of the Size dropdown',
    ],
  },
  {
    id: 'select.nth-option',
    verbs: ['select', 'choose', 'pick'],
    patterns: ['(select|choose|pick) the REST'],
    priority: 45,
    read: (_s, ctx) => {
      const m = NTH_OPTION.exec(ctx.text.trim().replace(/[.!]+$/, ''));
      if (!m) return undefined;
      const word = m[1].toLowerCase();
      const position = POSITIONS[word] ?? String(parseInt(word, 10));
      const t = target(m[2].replace(/^(?:the\s+)?(?:element|selector)\s+(?=⟦)/i, ''), ctx.quotes);
      // "the third option in the listbox" names no list: the page's one, read as its option clicked.
      if (isGeneric(t)) return undefined;
      // "the Country list" is a list to choose from: a listbox (or the select that draws one).
      if (t.role === 'list') t.role = 'listbox';
      return one(ctx, 'select_nth', { target: t, value: position });
    },
    form: "select the 2nd option of the 'Size' dropdown",
    examples: [
      'When I select the 2nd option for element "#selectElementTest"',
      'Select the last option of the Size dropdown',
    ],
  },
  {
    id: 'autocomplete',
    verbs: TYPE_VERBS,
    patterns: [
      '(type|enter|input|write|start typing) VALUE and (choose|select|pick|click|take) CHOICE (from|in|among) [the] (suggestions|suggestion list|suggestion|autocomplete|autocomplete list|autosuggest|dropdown|drop-down|list|options|results|matches)',
      '(type|enter|input|write|start typing) VALUE (into|in) TARGET and (choose|select|pick|click|take) CHOICE (from|in|among) [the] (suggestions|suggestion list|suggestion|autocomplete|autocomplete list|autosuggest|dropdown|drop-down|list|options|results|matches)',
      '(start typing|begin typing) VALUE [into|in] [TARGET] and (choose|select|pick|click|take) CHOICE',
      '(type|enter|start typing) VALUE (into|in) TARGET and (choose|select|pick|take) CHOICE',
    ],
    priority: 33,
    read: (s, ctx) => {
      const field: Target = s.TARGET
        ? fieldTarget(s.TARGET, ctx.quotes)
        : { role: 'combobox', description: 'the field with suggestions' };
      const choice = literal(s.CHOICE, ctx.quotes).text;
      return {
        actions: [
          act(ctx, 'fill', { value: valueOf(s.VALUE, ctx.quotes), target: field }),
          act(ctx, 'click', { target: { role: 'option', name: choice, description: choice } }),
        ],
      };
    },
    form: "type 'Ber' and choose 'Berlin' from the suggestions",
    examples: ["Type 'Ber' and choose 'Berlin' from the suggestions"],
  },
  {
    id: 'choose.suggestion',
    verbs: ['choose', 'select', 'pick', 'click', 'take'],
    patterns: [
      '(choose|select|pick|click|take) CHOICE (from|in|among) [the] (suggestions|suggestion list|autocomplete|autocomplete list|autosuggest|results list|matches)',
    ],
    priority: 33,
    read: (s, ctx) => {
      const choice = literal(s.CHOICE, ctx.quotes).text;
      return one(ctx, 'click', { target: { role: 'option', name: choice, description: choice } });
    },
    examples: ["choose 'Berlin' from the suggestions"],
  },
  {
    id: 'clear',
    verbs: ['clear', 'empty', 'erase'],
    patterns: [
      '(clear|empty|erase) [the text|the contents|the content|the value] [in|of|from] TARGET',
    ],
    priority: 30,
    read: (s, ctx) =>
      (itemName(s.TARGET, ctx.quotes) && /^erase/i.test(ctx.step)) ||
      // "clear completed items", "clear all tasks": a list's items taken away, no field emptied.
      /\b(?:items|todos|to-dos|tasks|entries|notes|messages|files|records|rows|notifications)$/i.test(
        s.TARGET.trim(),
      )
        ? undefined
        : one(ctx, 'clear', { target: fieldTarget(s.TARGET, ctx.quotes) }),
    form: "clear 'Search'",
    examples: ['clear the Search field'],
  },
  {
    // "Leave the Email field empty": nothing typed in it, so it is emptied (a no-op when it is).
    id: 'clear.leave',
    verbs: ['leave', 'keep'],
    patterns: ['(leave|keep) TARGET (empty|blank|unfilled)'],
    priority: 30,
    read: (s, ctx) => {
      if (ctx.mood === 'expect') return undefined;
      // Only a field, named as one: "leave the page blank" is not.
      if (!/\b(?:field|input|box|textbox|text box|textarea)$/i.test(s.TARGET.trim()))
        return undefined;
      return one(ctx, 'clear', { target: fieldTarget(s.TARGET, ctx.quotes) });
    },
    examples: ['Leave the Email field empty', "leave the 'Last name' field blank"],
  },
  {
    id: 'select.from',
    verbs: ['select', 'choose', 'pick'],
    patterns: [
      '(select|choose|pick) [the] VALUE [option|value|item|entry] (from|in|on|for|within) TARGET',
    ],
    priority: 30,
    read: (s, ctx) => {
      // "Select 'Blue' and 'Green' in the Colours list": one choice each.
      const many = /^⟦\d+⟧(?:\s*,\s*⟦\d+⟧)*\s*,?\s+and\s+⟦\d+⟧$/.test(s.VALUE.trim());
      if (many) {
        const values = (s.VALUE.match(/⟦\d+⟧/g) ?? []).map((q) => literal(q, ctx.quotes).text);
        return {
          actions: values.map((v) =>
            act(ctx, 'select', { value: v, target: selectTarget(s.TARGET, ctx.quotes) }),
          ),
        };
      }
      // "choose 'Female' on sex list": a list of radio buttons as well as a dropdown; not read.
      if (
        /\s+on\s+(?:the\s+)?[\w -]*\blist$/i.test(ctx.text) &&
        !/\b(?:dropdown|drop-down|drop down|select)\s+list$/i.test(s.TARGET)
      )
        return {
          refuse: 'ambiguous',
          message: 'a choice from a list that may be a dropdown or a group of radio buttons',
        };
      const written = literal(s.VALUE, ctx.quotes);
      const value = written.quoted
        ? written.text
        : written.text.replace(/^(?:option|value|item|entry)\s+(?=⟦|\S)/i, '');
      // "option 'Option 2'", "the option with the text 'Option #4'" (webdriverio/cucumber-boilerplate):
      // the quote is the option.
      const option =
        /^(?:(?:option|value|item|entry)|option\s+with\s+the\s+(?:text|label))\s+(⟦\d+⟧)$/i.exec(
          s.VALUE.trim(),
        );
      if (!written.quoted && option)
        return one(ctx, 'select', {
          value: literal(option[1], ctx.quotes).text,
          target: selectTarget(s.TARGET, ctx.quotes),
        });
      if (!written.quoted && (!plainValue(s.VALUE) || (/\d/.test(s.TARGET) && !/⟦/.test(s.TARGET))))
        return undefined;
      const t = target(s.TARGET, ctx.quotes);
      const ordinal =
        /^(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)(?:\s+(?:option|item|entry|one))?$/i.exec(
          value,
        );
      if (ordinal && !/^⟦/.test(s.VALUE.trim())) {
        const nth = ['first', 'second', 'third', 'fourth', 'fifth'].indexOf(
          ordinal[1]
            .toLowerCase()
            .replace(
              /^(\d)(?:st|nd|rd|th)$/,
              (_m, d: string) => ['first', 'second', 'third', 'fourth', 'fifth'][Number(d) - 1],
            ),
        );
        return one(ctx, 'click', {
          target: {
            role: 'option',
            nth: /last/i.test(ordinal[1]) ? -1 : nth,
            description: `the ${ordinal[1]} option`,
          },
        });
      }
      if (
        /^(?:the\s+)?(?:context\s+|main\s+|file\s+|top\s+)?(?:menu|menu bar|toolbar)$/i.test(
          s.TARGET.trim(),
        )
      )
        return one(ctx, 'click', { target: { name: value, description: value } });
      if (t.widget || looksLikeDate(value))
        return one(ctx, 'fill', { value, target: t.widget ? t : { ...t, widget: 'date' } });
      return one(ctx, 'select', { value, target: selectTarget(s.TARGET, ctx.quotes) });
    },
    form: "select 'Red' from the 'Colour' dropdown; select 'Oslo' from the list; pick 03/14/2024 in the date picker",
    examples: [
      "select 'Blue' from the Colour dropdown",
      "Select 'Oslo' from the list",
      'Pick 03/14/2024 in the date picker',
    ],
  },
  {
    // "Select travel dates for 28 May to 3 June" (Skylight's help pages): a date range, its start
    // in the first date picker and its end in the second.
    id: 'date.range',
    verbs: ['select', 'choose', 'pick', 'enter', 'set'],
    patterns: [
      '(select|choose|pick|enter|set) [the|my] [travel|trip|stay|booking|rental|check-in and check-out] dates (for|from) START (to|until|till|through|-) END',
    ],
    priority: 32,
    read: (s, ctx) => {
      const day = (w: string) =>
        looksLikeDate(w) ||
        /^(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?[a-z]{3,9}|[a-z]{3,9}\s+\d{1,2}(?:st|nd|rd|th)?)$/i.test(
          w.trim(),
        );
      const [start, end] = [literal(s.START, ctx.quotes).text, literal(s.END, ctx.quotes).text];
      if (ctx.mood === 'expect') return undefined;
      // "select dates for next week to later": a range, but not of dates a picker takes.
      if (!day(start) || !day(end))
        return { refuse: 'no_frame', message: 'a date range whose dates are not written out' };
      return {
        actions: [
          act(ctx, 'fill', {
            value: start,
            target: { widget: 'date', nth: 0, description: 'the start date' },
          }),
          act(ctx, 'fill', {
            value: end,
            target: { widget: 'date', nth: 1, description: 'the end date' },
          }),
        ],
      };
    },
    examples: ['Select travel dates for 28 May to 3 June'],
  },
];

/** What a value is chosen from; "the list" is a listbox. */
function selectTarget(phrase: string, quotes: string[]): Target {
  // "the Country dropdown list" is the Country dropdown, not a list called "Country dropdown".
  const t = target(
    phrase.replace(/\b(dropdown|drop-down|drop down|select)\s+list$/i, '$1'),
    quotes,
  );
  if (t.role === 'list' || (isGeneric(t) && !t.widget && !t.role)) t.role = 'listbox';
  return t;
}
