import type { Target } from '@scout/shared';
import { literal } from '../../quotes.js';
import { itemName, target, plainWords } from '../slots.js';
import { itemBox } from './boxes.js';
import { act, one, type Frame } from './frame.js';

/**
 * Frames for everyday verbs: "Mark 'Milk' as done by checking its checkbox", "toggle checkbox 1",
 * "Find Item: Backpack", "sort by 'Price'", "accept the cookies", "scroll to the footer".
 */

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

export const EVERYDAY_FRAMES: Frame[] = [
  {
    id: 'complete.by.box',
    verbs: ['mark'],
    patterns: [
      'mark ITEM as (done|complete|completed|finished|checked) (by|via|using) (checking|ticking|clicking|selecting) [its|the] (checkbox|check box|tick box|box|toggle)',
      'mark ITEM as (done|complete|completed|finished) (by|via) (clicking|tapping) [on] [its|the] (checkbox|check box|tick box|box|toggle)',
    ],
    priority: 35,
    read: itemBox('check'),
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
