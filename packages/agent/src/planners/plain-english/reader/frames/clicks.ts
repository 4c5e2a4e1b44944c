import type { Target } from '@scout/shared';
import { toKeyName } from '../../keys.js';
import { literal } from '../../quotes.js';
import { isValue, looksLikeDate, target, valueOf } from '../slots.js';
import { act, one, type Frame } from './frame.js';
import { fieldTarget, plainValue } from './fields.js';

/**
 * Frames for keys and clicks: a key pressed, a field left, a click, "choose … as …", a form
 * submitted, a search.
 */

export const CLICK_FRAMES: Frame[] = [
  {
    id: 'press.key',
    verbs: ['press', 'hit', 'push', 'tap', 'type'],
    patterns: [
      '(press|hit|push|tap) KEY [key|button]',
      'type KEY [key]',
      '(press|hit|push|tap) KEY [key|button] (in|on|into|inside) TARGET',
    ],
    priority: 32,
    read: (s, ctx) => {
      const written = literal(s.KEY, ctx.quotes);
      // "Type Esc" is a key; "type 'a'" or "type x" is text.
      if (
        /^type\b/i.test(ctx.text) &&
        (written.quoted || !/^(?:esc|escape|enter|return|tab|backspace)$/i.test(written.text))
      )
        return undefined;
      const key = toKeyName(written.text);
      // 'press "Delete"' is a button called Delete; a quoted key is a key only when no button is
      // likely to bear its name (Enter, Tab, Escape, a combination).
      if (!key || (written.quoted && !/^(?:Enter|Tab|Escape|Space|Backspace|.+\+.+)$/.test(key)))
        return undefined;
      return one(ctx, 'press', {
        value: key,
        ...(s.TARGET ? { target: target(s.TARGET, ctx.quotes) } : {}),
      });
    },
    form: 'press Enter (Tab, Escape, Ctrl+A)',
    examples: ['press Enter', 'Press Tab in the Email field'],
  },
  {
    // "And I lose focus" (diaspora/diaspora), "tab out of the field", "Type 'ab' in Username and
    // leave the field": focus moves on, as the Tab key takes it (the field's blur and change
    // handlers run), so that what the page checks on leaving a field shows.
    id: 'blur',
    verbs: ['lose', 'blur', 'tab', 'leave', 'exit'],
    patterns: [
      'lose [the] focus',
      'blur [the] [field|input]',
      'tab out [of the field|of the input]',
      '(leave|exit|tab out of|tab away from) [the|this|that] (field|input|box|text box|textbox|text field)',
    ],
    priority: 32,
    read: (_s, ctx) => (ctx.mood === 'do' ? one(ctx, 'press', { value: 'Tab' }) : undefined),
    form: 'leave the field (moves the focus on with Tab)',
    examples: ['And I lose focus', 'tab out of the field', 'leave the field'],
  },
  {
    id: 'click',
    verbs: [
      'click',
      'press',
      'tap',
      'hit',
      'push',
      'perform',
      'choose',
      'select',
      'pick',
      'activate',
      'follow',
      'open',
      'trigger',
    ],
    patterns: [
      '(click|press|tap|hit|push|activate|trigger) [on|onto|at] TARGET',
      // "clicks in the search button", "click into the search box": in it (not a name "in the …").
      'click (in|into|inside) TARGET',
      // "the user performs a click on the Save button", "… performs a click in the search button".
      'perform a (click|tap) [on|onto|at|in|into|inside] TARGET',
      '(choose|select|pick) TARGET',
      'follow TARGET',
      'TARGET (is|gets) (clicked|pressed|tapped)',
    ],
    priority: 30,
    read: (s, ctx) => {
      const t = target(s.TARGET, ctx.quotes);
      // "select the room", "pick the product": one of the things the page lists, not said which.
      const kindOnly = /^(?:choose|select|pick)\s+the\s+([a-z]+)$/.exec(ctx.text);
      if (kindOnly && !t.role && t.nth === undefined)
        return {
          refuse: 'no_frame',
          message: `a choice of one “${kindOnly[1]}” without saying which; name it as the page shows it, in quotes`,
        };
      // "When I click on the first search result": the nth of what a search shows, a suggestion
      // under the search box or an item of the results (the widget `result`), never an element
      // called "search result".
      if (
        t.nth !== undefined &&
        !t.role &&
        t.name !== undefined &&
        !ctx.quotes.includes(t.name) &&
        /^(?:search\s+)?(?:results?|suggestions?)$/i.test(t.name)
      )
        return one(ctx, 'click', {
          target: { widget: 'result', nth: t.nth, description: t.description },
        });
      if (/^follow/i.test(ctx.text) && !t.role) t.role = 'link';
      // "Click the 'I agree' checkbox" means ticked; "choose 'Express'" or "select 'DHL' shipping
      // method" picks one of a group (a radio), as Capybara's choose does.
      if (t.role === 'checkbox' || t.role === 'radio') return one(ctx, 'check', { target: t });
      const chosen = /^(?:choose|select|pick)\s+(?:the\s+)?(⟦\d+⟧)((?:\s+[a-z]+){0,2})$/i.exec(
        ctx.text,
      );
      if (
        chosen &&
        !t.role &&
        !/\b(?:button|link|tab|menu|item|option|icon)$/i.test(ctx.text) &&
        (chosen[2].trim() !== '' || /\bradio\b/i.test(literal(chosen[1], ctx.quotes).text))
      )
        return one(ctx, 'check', { target: t });
      return one(ctx, 'click', { target: t });
    },
    form: "click 'Sign in' (press, tap, choose); click 'Shipping' then 'Payment'; click Remove next to 'Ada'",
    examples: [
      'click Sign in',
      'Click on the "Sign in" button',
      'click Remove next to "Grace Hopper"',
      "click 'Save' in the dialog",
      'the user performs a click on the Save button',
      'click in the search box',
    ],
  },
  {
    // "Filter by Active", "filter the list by 'Completed'": the filter the page offers under that
    // name (a link, tab or button), clicked.
    id: 'filter.by',
    verbs: ['filter'],
    patterns: [
      'filter [the] [list|items|todos|tasks|results|products|entries|table|view] (by|to|on) TARGET [filter|tab|view]',
    ],
    priority: 31,
    read: (s, ctx) => {
      const t = target(s.TARGET, ctx.quotes);
      // A filter's name is a word or two ("Active", "In stock"); a longer phrase is a criterion
      // ("by price from low to high"), not a control's name.
      if (ctx.mood !== 'do' || t.role || !t.name || t.name.split(/\s+/).length > 2)
        return undefined;
      return one(ctx, 'click', { target: { ...t, description: `the ${t.name} filter` } });
    },
    form: "filter by 'Active' (clicks the page's filter of that name)",
    examples: ['Filter by Active', "filter the list by 'Completed'"],
  },
  {
    id: 'choose.as',
    verbs: ['choose', 'select', 'pick'],
    patterns: ['(choose|select|pick) VALUE as [the|a|an|my|your] NOUN'],
    priority: 31,
    read: (s, ctx) => {
      // "Choose 20 May 2024 as the check-in date": a date for that field.
      const written = literal(s.VALUE, ctx.quotes).text;
      if (looksLikeDate(written))
        return one(ctx, 'fill', {
          value: written,
          target: { ...target(s.NOUN, ctx.quotes), widget: 'date' },
        });
      if (!/^⟦\d+⟧$/.test(s.VALUE.trim())) return undefined;
      const name = literal(s.VALUE, ctx.quotes).text;
      // "Choose 'Large' as the size": the value of the size field; "'DHL' as a shipping method":
      // one of the choices of that kind, clicked.
      if (/\bas\s+(?:the|my|your)\s+/i.test(ctx.text))
        return one(ctx, 'select', { value: name, target: target(s.NOUN, ctx.quotes) });
      return one(ctx, 'click', { target: { name, description: name } });
    },
    examples: ['I choose "DHL" as a shipping method filter'],
  },
  {
    id: 'submit',
    verbs: ['submit', 'send', 'save'],
    patterns: [
      'submit [the|this] [form|page|data|details|changes|entry|information]',
      'submit [the|this] [form] without REST',
      'submit [the] FORM form',
      '(send|save) the form',
    ],
    priority: 34,
    read: (_s, ctx) => one(ctx, 'submit'),
    form: 'submit the form',
    examples: ['Submit the form', 'submit'],
  },
  {
    // "And I submit the book", "submit the message", "submit my application": the thing the form
    // on show makes, sent by submitting that form. "When I submit event details": its details
    // made up and entered first (a tester submitting details provides them).
    id: 'submit.thing',
    verbs: ['submit'],
    patterns: [
      'submit (the|this|my|your|our) THING',
      'submit THING (details|data|information|info)',
    ],
    priority: 33,
    read: (s, ctx) => {
      if (ctx.mood === 'expect') return undefined;
      const thing = s.THING.trim();
      if (/⟦/.test(thing) || !/^[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?$/i.test(thing)) return undefined;
      // "submit invalid details", "submit empty login details": a negative test, read elsewhere
      // or refused, never a form filled with valid values.
      if (/\b(?:invalid|incorrect|wrong|bad|empty|blank|missing|no|without)\b/i.test(ctx.text))
        return undefined;
      // A button's or a control's name ("submit the Save button") is a click's, read elsewhere.
      if (/\b(?:button|link|icon|tab|checkbox|field|box|menu|page|form)s?$/i.test(thing))
        return undefined;
      const owned = /^submit\s+(?:the|this|my|your|our)\s/i.test(ctx.text.trim());
      if (!owned) return { actions: [act(ctx, 'fill_form'), act(ctx, 'submit')] };
      // "submit the event details" sends what was entered before: the form as it is.
      return one(ctx, 'submit');
    },
    form: 'submit the message (submits the form on show); submit event details (fills it first)',
    examples: ['And I submit the book', 'When I submit event details'],
  },
  {
    id: 'search',
    verbs: ['search', 'look', 'query', 'find'],
    patterns: [
      'search [for] VALUE',
      'search [for] VALUE (in|on|using) TARGET',
      'look up VALUE',
      '(look for|find) VALUE using [the] search [box|field|bar]',
    ],
    priority: 33,
    read: (s, ctx) => {
      if (!isValue(s.VALUE, true) || (!/^⟦\d+⟧$/.test(s.VALUE.trim()) && !plainValue(s.VALUE)))
        return undefined;
      if (s.TARGET && !/\b(?:box|field|bar|input|search)\b|⟦/i.test(s.TARGET)) return undefined;
      const field: Target = s.TARGET
        ? fieldTarget(s.TARGET, ctx.quotes)
        : { role: 'searchbox', description: 'the search box' };
      return {
        actions: [
          act(ctx, 'fill', { value: valueOf(s.VALUE, ctx.quotes), target: field }),
          act(ctx, 'submit', { target: field }),
        ],
      };
    },
    form: "search for 'laptop' (types it into the search box and submits)",
    examples: ["Search for 'laptop'", 'search for laptop in the Products search box'],
  },
];
