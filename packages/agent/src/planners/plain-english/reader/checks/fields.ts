import type { Target } from '@scout/shared';
import { literal } from '../../quotes.js';
import { parseTarget } from '../../targets.js';
import { orRefuse, REFUSE, type CheckFrame } from './check-frame.js';
import { namesElement, stateKind } from './words.js';

/** Check frames for an element's state and a field's value: enabled, ticked, empty, closed, the
 *  option a dropdown shows, the text a field holds. */

// "the list of heroes is displayed with 'Aslaug'": the list is there and shows that text.
export const shownWith: CheckFrame = {
  id: 'value.shown-with',
  examples: ["the list of heroes is displayed with 'Aslaug'"],
  patterns: [/^(.+?)\s+(?:is|are)\s+(?:shown|displayed|listed|visible)\s+with\s+(⟦\d+⟧)$/i],
  read: (m, { quotes }) =>
    !/^⟦\d+⟧$/.test(m[1].trim()) && !/\b(?:is|are|was|were|be|been)\b/i.test(m[1])
      ? {
          assertion: { kind: 'value', expected: literal(m[2], quotes).text, match: 'words' },
          target: parseTarget(m[1], quotes),
        }
      : undefined,
};

// "I expect that inputfield '#testInput' not contains any text": the field is empty.
export const holdsNoText: CheckFrame = {
  id: 'value.no-text',
  examples: ["inputfield '#testInput' not contains any text"],
  patterns: [
    /^(.+?)\s+(?:not\s+(?:contains?|has|have|holds?)\s+any\s+(?:text|value)|(?:contains?|has|have|holds?)\s+no\s+(?:text|value))$/i,
  ],
  read: (m, { quotes }) =>
    namesElement(m[1], quotes) ||
    /\b(?:inputfield|input field|input|field|textbox|text box|textarea|text area|element)\s+⟦\d+⟧$/i.test(
      m[1],
    )
      ? {
          assertion: { kind: 'value', expected: '', match: 'equals' },
          target: parseTarget(m[1], quotes),
        }
      : undefined,
};

// "I expect that inputfield '#testInput' contains any text", "the 'Email' field should not be
// empty": the field holds something, whatever it is (its value is not "").
export const holdsSomeText: CheckFrame = {
  id: 'value.some-text',
  examples: ["inputfield '#testInput' contains any text"],
  patterns: [
    /^(.+?)\s+(?:contains?|has|have|holds?)\s+(?:any|some)\s+(?:text|value)$/i,
    /^(.+?)\s+(?:is|are)\s+not\s+(?:empty|blank)$/i,
  ],
  read: (m, { quotes }) => {
    const target = parseTarget(m[1], quotes);
    const isField =
      ['textbox', 'searchbox', 'combobox'].includes(target.role ?? '') ||
      /\b(?:inputfield|input field|input|field|textbox|text box|textarea|text area)\s+⟦\d+⟧$/i.test(
        m[1],
      );
    if (isField)
      return { assertion: { kind: 'value_absent', expected: '', match: 'equals' }, target };
    // "element 'h1' contains any text" never looks for the words "any text".
    return /\bany\s+(?:text|value)$/i.test(m[0]) ? REFUSE : undefined;
  },
};

// "nothing should be selected for 'Select control'": the dropdown shows its blank option.
export const nothingSelected: CheckFrame = {
  id: 'select.nothing',
  examples: ["nothing should be selected for 'Select control'"],
  patterns: [/^nothing\s+(?:is|are)\s+selected\s+(?:for|in)\s+(⟦\d+⟧)$/i],
  read: (m, { quotes }) => ({
    assertion: { kind: 'value', expected: '', match: 'equals' },
    target: parseTarget(m[1], quotes),
  }),
};

// "'Label 2' should be selected for 'Select control'": the option the dropdown shows.
export const selectedFor: CheckFrame = {
  id: 'select.option-for',
  examples: ["'Label 2' should be selected for 'Select control'"],
  patterns: [/^(⟦\d+⟧)\s+(?:is|are)\s+selected\s+(?:for|from|in)\s+(.+)$/i],
  read: (m, { quotes }) => ({
    assertion: { kind: 'value', expected: literal(m[1], quotes).text, match: 'equals' },
    target: parseTarget(m[2], quotes),
  }),
};

// "dropdown '#colors' exists and selected option is 'Green'" (vividus): the option it shows.
export const hasSelectedOption: CheckFrame = {
  id: 'select.has-option',
  examples: ["dropdown '#colors' exists and selected option is 'Green'"],
  patterns: [
    /^(.+?)\s+(?:exists\s+and\s+(?:the\s+|its\s+)?|has\s+(?:the\s+)?)selected\s+option\s+(?:is|equals|=)\s+(⟦\d+⟧)$/i,
  ],
  read: (m, { quotes }) => ({
    assertion: { kind: 'value', expected: literal(m[2], quotes).text, match: 'equals' },
    target: parseTarget(m[1], quotes),
  }),
};

// "the selected option of the Colour dropdown is 'Green'": the option the dropdown shows.
export const selectedOptionOf: CheckFrame = {
  id: 'select.option-of',
  examples: ["the selected option of the Colour dropdown is 'Green'"],
  patterns: [/^(?:the\s+)?selected\s+option\s+(?:of|in)\s+(.+?)\s+(?:is|equals)\s+(⟦\d+⟧)$/i],
  read: (m, ctx) => (namesElement(m[1], ctx.quotes) ? hasSelectedOption.read(m, ctx) : undefined),
};

// "the first comment field should be closed", "the Login dialog is closed": no longer on show.
export const closed: CheckFrame = {
  id: 'closed',
  examples: ['the Login dialog is closed'],
  patterns: [/^(.+?)\s+(?:is|are)\s+(?:now\s+)?closed$/i],
  read: (m, { quotes, reread }) => {
    const what = parseTarget(m[1], quotes);
    if (what.role === 'textbox') return { assertion: { kind: 'hidden' }, target: what };
    // A dialog closed is a dialog gone, checked as that is (not narrowed to the dialog role).
    if (what.role === 'dialog') return orRefuse(reread(`${m[1]} is gone`));
    return undefined;
  },
};

// "the 'Email' field should be empty".
export const empty: CheckFrame = {
  id: 'value.empty',
  examples: ["the 'Email' field should be empty"],
  patterns: [/^(.+?)\s+(?:is|are)\s+(?:empty|blank)$/i],
  read: (m, { quotes }) =>
    namesElement(m[1], quotes)
      ? {
          assertion: { kind: 'value', expected: '', match: 'equals' },
          target: parseTarget(m[1], quotes),
        }
      : undefined,
};

// "'Option 3' is selected", "Then I should see the 'Option 1' selected": the option of that name
// is the chosen one — in the dropdown, radio buttons or listbox the page has it in (no field is
// named: act/option-selected.ts looks in each). "… should not be selected": it is not chosen.
export const quoteSelected: CheckFrame = {
  id: 'select.which',
  examples: ["'Option 3' is selected"],
  patterns: [
    /^(?:(?:option|the option)\s+)?(⟦\d+⟧)\s+(?:is|are)\s+(not\s+)?(selected|unselected)$|^(?:see\s+)?(?:the\s+)?(⟦\d+⟧)\s+selected$/i,
  ],
  read: (m, { quotes }) => {
    const name = literal(m[1] ?? m[4], quotes).text.trim();
    if (!name) return REFUSE;
    const chosen = stateKind(m[3] ?? 'selected', Boolean(m[2])) === 'checked';
    return {
      assertion: chosen
        ? { kind: 'value', expected: name }
        : { kind: 'value_absent', expected: name, match: 'equals' },
    };
  },
};

// "the Save button is disabled", "the 'Terms' checkbox is not ticked".
export const state: CheckFrame = {
  id: 'state',
  examples: ['the Save button is disabled'],
  patterns: [
    /^(.+?)\s+(?:is|are)\s+(not\s+)?(enabled|disabled|checked|unchecked|selected|unselected|ticked|unticked|greyed out|grayed out|active|clickable)$/i,
  ],
  read: (m, { quotes }) => ({
    assertion: { kind: stateKind(m[3].toLowerCase(), Boolean(m[2])) },
    target: parseTarget(m[1], quotes),
  }),
};

// "the value of the Email field is 'ada@example.com'".
export const valueOf: CheckFrame = {
  id: 'value.of',
  examples: ["the value of the Email field is 'ada@example.com'"],
  patterns: [/^(?:the\s+)?value\s+of\s+(.+?)\s+(is|equals|=|contains|includes)\s+(.+)$/i],
  read: (m, { quotes }) => ({
    assertion: {
      kind: 'value',
      expected: literal(m[3], quotes).text,
      match: /^(contains|includes)$/i.test(m[2]) ? 'contains' : 'equals',
    },
    target: parseTarget(m[1], quotes),
  }),
};

// "Then I should see the Order By option set to 'Relevance'" (ckan's browser tests), "the Sort
// setting is set to 'Name'": the choice that control shows. "Option" here is the setting, not an
// <option> called "Order By" (which no page has).
export const optionSetTo: CheckFrame = {
  id: 'select.option-set-to',
  examples: ["the Order By option is set to 'Relevance'"],
  patterns: [
    /^(?:see\s+)?(?:the\s+)?(⟦\d+⟧|[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,3}?)\s+(option|setting|dropdown|drop-down|select box)\s+(?:is\s+|being\s+)?set\s+to\s+(⟦\d+⟧)$/i,
  ],
  read: (m, { quotes }) => {
    const name = literal(m[1], quotes).text;
    const target: Target = { name, description: `the ${name} ${m[2].toLowerCase()}` };
    if (/^(?:dropdown|drop-down|select box)$/i.test(m[2])) target.role = 'combobox';
    return {
      assertion: { kind: 'value', expected: literal(m[3], quotes).text, match: 'equals' },
      target,
    };
  },
};

// "the Email field holds 'ada@example.com'", "the heroes list shows 'Thor'".
export const holds: CheckFrame = {
  id: 'value.holds',
  examples: ["the Email field holds 'ada@example.com'"],
  patterns: [
    /^(.+?)\s+(holds|has the value|has value|value is|equals|reads|is set to|is filled with|contains|contain|includes|include|shows|has the text|has text)\s+(.+)$/i,
  ],
  read: (m, { quotes }) => {
    // "the heroes list no longer shows 'Aslaug'": a list that must not show it, looked for in
    // that list; a text field, in its value (value_absent). Any other negation Scout would lose:
    // refused, never read as its opposite.
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
        : REFUSE;
    }
    // "the list contains 'Thor' and 'god of thunder'": two values, each to be there; one value
    // "Thor and god of thunder" is no part of the sentence. Refused, not joined.
    if (/^⟦\d+⟧(?:\s*(?:,|and|,\s*and|as well as|&)\s*⟦\d+⟧)+$/i.test(m[3].trim())) return REFUSE;
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
  },
};
