import type { ResolvedAction, Target } from '@scout/shared';
import { literal } from '../../quotes.js';
import { isGeneric, target } from '../slots.js';
import { act, type Frame, type FrameContext, type Reading } from './frame.js';

/**
 * Frames for steps that do several things in one sentence: "Fill in the first name as 'Ada' and the
 * last name as 'L'", "Sign up with username 'ada' and password 'pw'", "Add 'Milk' and 'Eggs' to
 * the list".
 */

/** The field a value goes into, by the words naming it ("the first name", "Postcode"). */
function field(phrase: string, quotes: string[]): Target | undefined {
  const words = phrase.trim().replace(/^(?:the|a|an|my|your)\s+/i, '');
  // "fill in a 'email' field with …": an article is no field's name.
  if (/^(?:the|a|an|my|your)$/i.test(words)) return undefined;
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
  // Each pair ends where the next pair starts ("'x' in Confirm Password": the name is two words).
  const next = pair.replace(/\((?!\?)/g, '(?:');
  const each = new RegExp(String.raw`(?:^|${JOIN})${pair}(?=${JOIN}${next}|$)`, 'giu');
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

export const SEVERAL_FRAMES: Frame[] = [
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
    // "Sign up with username 'ada', email 'ada@example.com' and password 'pw'": on the sign-up
    // page (reached by its link from elsewhere), each field filled, then the form sent.
    id: 'signup.with',
    verbs: ['sign', 'signup', 'register'],
    patterns: [
      '(sign up|signup|sign-up|register) [for an account|for a new account|a new account|an account|as a new user] (with|using) [the|a|an] REST',
    ],
    priority: 34,
    read: (s, ctx) => {
      if (ctx.mood === 'expect') return undefined;
      const fills = fillPairs(ctx, pairsOf(s.REST, NAME_THEN_VALUE, 'name-first'));
      if (!fills || !('actions' in fills)) return undefined;
      const page = /^register/i.test(ctx.text) ? 'Register' : 'Sign up';
      const last = fills.actions.at(-1)?.target;
      return {
        actions: [
          act(ctx, 'assert', { assertion: { kind: 'on_page', expected: page, reach: true } }),
          ...fills.actions,
          act(ctx, 'submit', ...(last ? [{ target: last }] : [])),
        ],
      };
    },
    form: "sign up with username 'ada', email 'ada@example.com' and password 'secret'",
    examples: [
      "Sign up with username 'ada', email 'ada@example.com' and password 'secret'",
      "the visitor registers with the email 'bo@example.com' and the password 'pw-123'",
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
];
