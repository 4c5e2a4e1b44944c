import type { ResolvedAction, Target } from '@scout/shared';
import { literal } from '../quotes.js';
import type { Frame, FrameContext, Reading } from './frames.js';
import { isGeneric, itemName, plainWords, target } from './slots.js';

/**
 * Action frames for steps that do several things in one sentence ("Fill in the first name as 'Ada'
 * and the last name as 'L'", "Add 'Milk' and 'Eggs' to the list") and for everyday verbs ("Mark
 * 'Milk' as done by checking its checkbox", "toggle checkbox 1", "Find Item: Backpack"). They are
 * entries of the frame table (frames.ts) like any other; only type imports go back to it.
 */

function act(
  ctx: FrameContext,
  kind: ResolvedAction['kind'],
  extra: Partial<ResolvedAction> = {},
): ResolvedAction {
  return { kind, description: ctx.step, ...extra };
}

function one(
  ctx: FrameContext,
  kind: ResolvedAction['kind'],
  extra: Partial<ResolvedAction> = {},
): Reading {
  return { actions: [act(ctx, kind, extra)] };
}

/** The field a value goes into, by the words naming it ("the first name", "Postcode"). */
function field(phrase: string, quotes: string[]): Target | undefined {
  const words = phrase.trim().replace(/^(?:the|a|an|my|your)\s+/i, '');
  if (!/^(?:⟦\d+⟧|[\p{L}][\p{L}\p{N}'-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}'-]*){0,3})$/u.test(words))
    return undefined;
  if (/\b(?:and|then|into|in|to|with|as|it|them)\b/i.test(words)) return undefined;
  const t = target(phrase, quotes);
  if (isGeneric(t) && !t.role) t.role = 'textbox';
  return t;
}

// Between pairs: ",", "and", ", and", or nothing ("first name as 'Ada' last name as 'L'").
const JOIN = String.raw`(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s+)`;
// "the first name as 'Ada'", "Postcode: '123'", "email = 'a@b.c'", "the username 'ada'".
const NAME_THEN_VALUE = String.raw`((?:the\s+|my\s+|your\s+)?[\p{L}][\p{L}\p{N}' -]*?)\s*(?:\s(?:as|with|to|of)\s|:|=|\s)\s*(⟦\d+⟧)`;
// "'ada' in Username", "'pw' into the Password field", "'Ada' for the first name".
const VALUE_THEN_NAME = String.raw`(⟦\d+⟧)\s+(?:in|into|in to|for|as)\s+((?:the\s+)?[\p{L}][\p{L}\p{N}' -]*?)`;

/** "first name as ⟦0⟧ last name as ⟦1⟧ and postcode as ⟦2⟧": each field and its value, in order;
 *  undefined unless the whole phrase is two or more such pairs. */
function pairsOf(
  rest: string,
  pair: string,
  order: 'name-first' | 'value-first',
): Array<{ name: string; value: string }> | undefined {
  const whole = new RegExp(String.raw`^${pair}(?:${JOIN}${pair})+$`, 'iu');
  if (!whole.test(rest.trim())) return undefined;
  const each = new RegExp(String.raw`(?:^|${JOIN})${pair}(?=${JOIN}|$)`, 'giu');
  const pairs = [...rest.trim().matchAll(each)].map((m) =>
    order === 'name-first' ? { name: m[1], value: m[2] } : { name: m[2], value: m[1] },
  );
  return pairs.length >= 2 ? pairs : undefined;
}

/** One fill per pair, each into the field its own words name. */
function fillPairs(
  ctx: FrameContext,
  pairs: Array<{ name: string; value: string }> | undefined,
): Reading | undefined {
  if (!pairs) return undefined;
  const fills = pairs.map((p) => {
    const t = field(p.name, ctx.quotes);
    return t
      ? act(ctx, 'fill', { value: literal(p.value, ctx.quotes).text, target: t })
      : undefined;
  });
  return fills.every(Boolean) ? { actions: fills as ResolvedAction[] } : undefined;
}

const QUOTE_LIST = /^⟦\d+⟧(?:\s*,\s*⟦\d+⟧)*\s*,?\s+and\s+⟦\d+⟧$/;
const LISTS =
  '(list|todo list|to-do list|to do list|todos|to-dos|tasks|task list|items|shopping list|checklist|notes)';
const ITEM_NOUNS =
  '(todos|to-dos|tasks|items|entries|notes|reminders|tags|list items|todo items|to-do items)';
const NUMBERED_ROLES: Record<string, string> = {
  checkbox: 'checkbox',
  'check box': 'checkbox',
  radio: 'radio',
  'radio button': 'radio',
  switch: 'switch',
  toggle: 'switch',
  button: 'button',
  link: 'link',
  tab: 'tab',
};
const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth'];
const MODALS =
  '(modal|popup|pop-up|pop up|overlay|lightbox|banner|bar|notice|dialog|dialog box|window)';

export const ACTION_FRAMES: Frame[] = [
  {
    id: 'fill.pairs',
    verbs: [
      'fill',
      'enter',
      'type',
      'input',
      'provide',
      'specify',
      'set',
      'put',
      'key',
      'populate',
    ],
    patterns: [
      '(fill in|fill out|fill|enter|type|input|provide|specify|set|key in|populate) [the] [form] [with] REST',
    ],
    priority: 33,
    read: (s, ctx) => {
      const rest = s.REST.replace(/\s+(?:into|in)\s+(?:the\s+)?(?:text\s+|form\s+)?fields$/i, '');
      return (
        fillPairs(ctx, pairsOf(rest, NAME_THEN_VALUE, 'name-first')) ??
        fillPairs(ctx, pairsOf(rest, VALUE_THEN_NAME, 'value-first'))
      );
    },
    form: "fill in the first name as 'Ada' and the last name as 'Lovelace'; type 'ada' in Username and 'pw' in Password",
    examples: [
      "Fill in the first name as 'Ada' and the last name as 'Lovelace'",
      "Type 'ada' in Username and 'secret' in Password",
      "Enter the username 'ada' and the password 'secret' into the text fields",
    ],
  },
  {
    id: 'fill.both',
    verbs: ['enter', 'type', 'fill', 'input'],
    patterns: [
      '(enter|type|input|fill in|put) [the|a] (password|passcode|pin) VALUE (into|in|in to) [the] (both|two) [password|text|input] (fields|inputs|boxes|text boxes)',
    ],
    priority: 33,
    // "Enter the password 'x' into both text fields": a password and its confirmation, the two
    // password inputs (a password's field has no ARIA role; its type says what it is).
    read: (s, ctx) => {
      if (!/^⟦\d+⟧$/.test(s.VALUE.trim())) return undefined;
      const value = literal(s.VALUE, ctx.quotes).text;
      return {
        actions: [0, 1].map((nth) =>
          act(ctx, 'fill', {
            value,
            target: {
              selector: 'input[type=password]',
              nth,
              description: `password field ${nth + 1}`,
            },
          }),
        ),
      };
    },
    examples: ["Enter the password 'Secret-42' into both text fields"],
  },
  {
    id: 'add.items',
    verbs: ['add', 'create'],
    patterns: [
      'add VALUE',
      `add VALUE (to|in|into|on) [the|my|your|a] ${LISTS}`,
      `(add|create) [the|some|two|three|new] [new] ${ITEM_NOUNS} [called|named|titled] VALUE`,
    ],
    priority: 33,
    // "Add 'Milk' and 'Eggs' to the list": each typed into the list's field and submitted in turn.
    read: (s, ctx) => {
      if (!QUOTE_LIST.test(s.VALUE.trim())) return undefined;
      const field: Target = { role: 'textbox', description: 'the field for a new item' };
      return {
        actions: (s.VALUE.match(/⟦\d+⟧/g) ?? []).flatMap((q) => [
          act(ctx, 'fill', { value: literal(q, ctx.quotes).text, target: field }),
          act(ctx, 'submit', { target: field }),
        ]),
      };
    },
    form: "add 'Milk' and 'Eggs' to the list (each in turn)",
    examples: ["Add 'Bread' and 'Butter' to the list", "Add the tasks 'Call Bob' and 'Pay rent'"],
  },
  {
    id: 'complete.by.box',
    verbs: ['mark'],
    patterns: [
      'mark ITEM as (done|complete|completed|finished|checked) (by|via|using) (checking|ticking|clicking|selecting) [its|the] (checkbox|check box|tick box|box|toggle)',
      'mark ITEM as (done|complete|completed|finished) (by|via) (clicking|tapping) [on] [its|the] (checkbox|check box|tick box|box|toggle)',
    ],
    priority: 35,
    read: (s, ctx) => {
      const name = itemName(s.ITEM, ctx.quotes);
      return name
        ? one(ctx, 'check', {
            target: { role: 'checkbox', near: name, description: `the checkbox for “${name}”` },
          })
        : undefined;
    },
    examples: ["Mark 'Pay rent' as completed by ticking its checkbox"],
  },
  {
    id: 'dblclick.to',
    verbs: ['double-click', 'double', 'dblclick', 'doubleclick'],
    patterns: [
      '(double-click|double click|dblclick|doubleclick|double tap) [on] TARGET (to|in order to) (edit|rename|change|open|modify|select|update) [it|them|its title|its name|its text|the item|the entry|the task|the todo]',
    ],
    priority: 33,
    read: (s, ctx) => {
      const name = itemName(s.TARGET, ctx.quotes);
      return name
        ? one(ctx, 'dblclick', { target: { name, description: name } })
        : one(ctx, 'dblclick', { target: target(s.TARGET, ctx.quotes) });
    },
    examples: ["Double-click 'Pay rent' to edit it"],
  },
  {
    id: 'numbered',
    verbs: ['toggle', 'check', 'uncheck', 'tick', 'untick', 'click', 'select', 'press', 'tap'],
    patterns: ['(toggle|check|uncheck|tick|untick|click|select|press|tap) [on] [the] REST'],
    priority: 33,
    // "toggle checkbox 1", "click on button 2": the nth of that kind on the page, counted from 1.
    read: (s, ctx) => {
      const m =
        /^(check box|checkbox|radio button|radio|switch|toggle|button|link|tab)\s+(?:number\s+|no\.?\s+|#\s*)?(\d{1,2})$/i.exec(
          s.REST.trim(),
        );
      const noun = m?.[1].toLowerCase() ?? '';
      const role = NUMBERED_ROLES[noun];
      const n = m ? Number(m[2]) : 0;
      if (!role || n < 1) return undefined;
      const verb = ctx.text.split(' ')[0].toLowerCase();
      const kind =
        verb === 'toggle'
          ? 'click'
          : /^(?:uncheck|untick)$/.test(verb)
            ? 'uncheck'
            : /^(?:check|tick)$/.test(verb) || (verb === 'select' && role === 'checkbox')
              ? 'check'
              : 'click';
      if (
        (kind === 'check' || kind === 'uncheck') &&
        !['checkbox', 'radio', 'switch'].includes(role)
      )
        return undefined;
      const nth = n - 1;
      const ordinal = ORDINAL_WORDS[nth] ?? `${n}th`;
      return one(ctx, kind, { target: { role, nth, description: `the ${ordinal} ${noun}` } });
    },
    form: 'toggle checkbox 1 (the first checkbox); click button 2',
    examples: ['toggle checkbox 2', 'uncheck checkbox 1', 'click on button 3'],
  },
  {
    id: 'find.labelled',
    verbs: ['find', 'search', 'look'],
    patterns: ['(find|search|search for|look up|look for) [an|a|the] REST'],
    priority: 34,
    // "Find Item: Backpack", "Search product: 'lamp'": a search for that value.
    read: (s, ctx) => {
      const m = /^([a-z]+(?:\s+[a-z]+)?)\s*:\s*(.+)$/i.exec(s.REST.trim());
      if (!m) return undefined;
      const written = literal(m[2], ctx.quotes);
      if (!written.quoted && !plainWords(m[2])) return undefined;
      const box: Target = { role: 'searchbox', description: 'the search box' };
      return {
        actions: [
          act(ctx, 'fill', { value: written.text, target: box }),
          act(ctx, 'submit', { target: box }),
        ],
      };
    },
    examples: ['Find Item: Lamp', "Search product: 'blue mug'"],
  },
  {
    id: 'sort.option',
    verbs: ['select', 'choose', 'pick', 'sort', 'order'],
    patterns: [
      '(select|choose|pick) [the] VALUE (sorting|sort|sort by|sort order|ordering) [option|order]',
      '(sort|order) [the] [products|items|list|results|table|rows] by VALUE',
    ],
    priority: 33,
    // "select Z-A sorting option", "sort the products by price (low to high)": that option of the
    // page's sort control.
    read: (s, ctx) => {
      const written = literal(s.VALUE, ctx.quotes);
      if (!written.quoted && !plainWords(s.VALUE)) return undefined;
      return one(ctx, 'select', {
        value: written.text,
        target: { name: 'sort', role: 'combobox', description: 'the sort control' },
      });
    },
    form: 'select the Z-A sorting option; sort the products by price',
    examples: ['select Price low-high sorting option', 'sort the results by name'],
  },
  {
    id: 'find.in.tabs.switching',
    verbs: ['switch', 'go', 'click', 'browse', 'cycle'],
    patterns: [
      '(switch|go|click|browse|cycle|look) (between|through) [the|all the|all] tabs (to find|to locate|until you find|and find|and locate) TARGET [,] [and|then] [click|open|select|tap|press] [it|on it]',
    ],
    priority: 36,
    read: (s, ctx) =>
      one(ctx, 'click', { target: { ...target(s.TARGET, ctx.quotes), inTabs: true } }),
    examples: ["Switch between the tabs to find 'Invoices' and click it"],
  },
  {
    id: 'toggle.named',
    verbs: ['toggle'],
    patterns: ['toggle [the] TARGET'],
    priority: 31,
    // "I toggle the aspect 'Family'": flips it, whichever way it is (a click).
    read: (s, ctx) => {
      const t = target(s.TARGET, ctx.quotes);
      if (!/⟦\d+⟧/.test(s.TARGET) || /\b(?:on|off)$/i.test(s.TARGET)) return undefined;
      return one(ctx, 'click', { target: t });
    },
    examples: ["toggle the 'Dark mode' switch"],
  },
  {
    id: 'click.to',
    verbs: ['click', 'press', 'tap'],
    patterns: ['(click|press|tap) [on] TARGET (to|in order to|so as to) REST'],
    priority: 31,
    // "clicks on 'Option 1' to get options": the purpose says why, the quote what.
    read: (s, ctx) =>
      /^⟦\d+⟧$/.test(s.TARGET.trim()) && !/⟦/.test(s.REST)
        ? one(ctx, 'click', { target: target(s.TARGET, ctx.quotes) })
        : undefined,
    examples: ["click on 'Filters' to show the options"],
  },
  {
    id: 'cookies',
    verbs: ['accept', 'allow', 'agree', 'close', 'dismiss'],
    patterns: [
      '(accept|allow|agree to) [all] [the] cookies',
      `(close|dismiss|hide) [the|this] (cookie|cookies|consent|newsletter|promo|promotion|welcome) ${MODALS}`,
    ],
    priority: 34,
    read: (_s, ctx) =>
      /^(?:accept|allow|agree)/i.test(ctx.text)
        ? one(ctx, 'click', { target: { name: 'Accept', description: 'Accept' } })
        : one(ctx, 'click', {
            target: {
              name: 'Close',
              region: 'dialog',
              description: 'the close button of the dialog',
            },
          }),
    form: 'accept the cookies; close the cookie popup',
    examples: ['Accept the cookies', 'dismiss the newsletter popup'],
  },
  {
    id: 'window.close.last',
    verbs: ['close'],
    patterns: [
      'close the (last|latest|new|newly opened) [opened] (window|tab|browser window|browser tab)',
    ],
    priority: 52,
    read: (_s, ctx) => one(ctx, 'close_tab'),
    examples: ['close the newly opened tab'],
  },
  {
    id: 'scroll.into.view',
    verbs: ['scroll'],
    patterns: ['scroll into view of TARGET', 'scroll TARGET into view'],
    priority: 31,
    read: (s, ctx) => {
      const words = s.TARGET.replace(/\s+(?:div|section|element|block|panel)$/i, '');
      return one(ctx, 'scroll', { target: target(words, ctx.quotes) });
    },
    examples: ["scroll into view of the 'Pricing' section"],
  },
];
