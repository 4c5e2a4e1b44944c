import type { Target } from '@scout/shared';
import { literal } from '../../quotes.js';
import { ORDINALS } from '../../targets.js';
import { itemName } from '../slots.js';
import { act, one, type Frame } from './frame.js';

/**
 * Frames for lists and carts: something added to the cart or a list, an item renamed, a verb on a
 * list's item ("delete 'Pay rent'").
 */

/** The control a verb on a list's item clicks: "delete 'Pay rent'" clicks its row's Delete. */
export const ITEM_VERB_NAME: Record<string, string> = {
  delete: 'Delete',
  remove: 'Remove',
  trash: 'Delete',
  discard: 'Delete',
  erase: 'Delete',
  edit: 'Edit',
  rename: 'Edit',
  duplicate: 'Duplicate',
  archive: 'Archive',
  restore: 'Restore',
  copy: 'Copy',
  share: 'Share',
  download: 'Download',
};

// "the last option", "the first uploaded photo": one of a list's items, by its place.
const ITEM_ORDINAL =
  /^the\s+(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)\s+((?:[a-z-]+\s+)?(?:option|photo|image|picture|attachment|file|item|entry|row|task|todo|comment|post|note|card|product|address|record))$/i;

const LISTS =
  '(list|todo list|to-do list|to do list|todos|to-dos|todo|tasks|task list|items|shopping list|list of tasks|list of items|notes|checklist)';
// Where a post goes: typed into that page's box for a new post.
const WALLS =
  '(wall|feed|news feed|timeline|stream|board|message board|forum|channel|thread|discussion|guestbook|guest book)';
const CARTS = '(cart|basket|bag|shopping cart|shopping basket|shopping bag|trolley)';

export const LIST_FRAMES: Frame[] = [
  {
    id: 'add.cart',
    verbs: ['add', 'put'],
    patterns: [
      `(add|put) ITEM (to|into|in) [the|my|your] ${CARTS}`,
      `(add|put) [it] (to|into|in) [the|my|your] ${CARTS}`,
      // "Add the product 'Teapot'": a product is added from its card, by its own Add to cart.
      'add [the|a|an] product ITEM',
    ],
    priority: 35,
    read: (s, ctx) => {
      const bag = /basket/i.test(ctx.step)
        ? 'Add to basket'
        : /\bbag\b/i.test(ctx.step)
          ? 'Add to bag'
          : 'Add to cart';
      // "add the product to the cart" is the cart's frame, not a product called "to the cart".
      if (s.ITEM !== undefined && /^(?:to|into|in|on|from)\b/i.test(s.ITEM.trim()))
        return undefined;
      // Without a cart, only a product named in quotes: "Add a product review" and "Add the
      // product image" are no Add to cart.
      if (
        !new RegExp(`\\b${CARTS}\\b`, 'i').test(ctx.step) &&
        (s.ITEM === undefined || !itemName(s.ITEM, ctx.quotes))
      )
        return undefined;
      if (
        s.ITEM === undefined ||
        /^(?:it|this|that|(?:the|this|that) (?:product|item|one))$/i.test(s.ITEM.trim())
      )
        return one(ctx, 'click', { target: { name: bag, description: bag } });
      // "add 3 products 'Teapot' to the cart", "add 2 'Teapot' to the basket": its quantity, then
      // its Add to cart.
      const counted =
        /^(\d{1,3})\s+(?:(?:products?|items?|units?|pieces?|copies|of)\s+)?(?:the\s+)?(⟦\d+⟧)$/i.exec(
          s.ITEM.trim(),
        );
      if (counted) {
        const item = literal(counted[2], ctx.quotes).text;
        return {
          actions: [
            act(ctx, 'fill', {
              value: counted[1],
              target: { name: 'Quantity', near: item, description: `the quantity of “${item}”` },
            }),
            act(ctx, 'click', {
              target: { name: bag, near: item, description: `${bag} for “${item}”` },
            }),
          ],
        };
      }
      const name =
        itemName(s.ITEM, ctx.quotes) ??
        (/^(?:the\s+|a\s+|an\s+)?[\w -]+$/i.test(s.ITEM) &&
        !/\b(?:first|second|last)\b/i.test(s.ITEM)
          ? s.ITEM.replace(/^(?:the|a|an)\s+/i, '')
          : undefined);
      if (!name) return undefined;
      return one(ctx, 'click', {
        target: { name: bag, near: name, description: `${bag} for “${name}”` },
      });
    },
    form: "add 'Teapot' to the cart (clicks its Add to cart)",
    examples: ["Add 'Teapot' to the cart", 'I add it to the basket', "Add the product 'Teapot'"],
  },
  {
    id: 'add.item',
    verbs: ['add', 'create', 'post'],
    patterns: [
      'add VALUE',
      `add VALUE (to|in|into|on) [the|my|your|a] ${LISTS}`,
      '(add|create) [a|an|another|the] [new] (task|item|todo|to-do|entry|note|reminder|tag|list item) [called|named|titled|with the name|with the title|saying] VALUE',
      // "When I post 'Hello, World!'", "the user posts a message 'Hi'": typed into the page's field
      // for a new post, and sent.
      'post VALUE',
      // "Post 'Hello' to the wall": the same, the place it goes named.
      `post VALUE (to|on|onto|in) [the|my|your|a|our] ${WALLS}`,
      'post [a|an|the] [new] (message|post|tweet|status|status update|update|comment) [saying|that says|reading] VALUE',
      '(add|create) [a|an|another] [new] NOUN (called|named|titled|with the name|with the title) VALUE',
    ],
    priority: 33,
    read: (s, ctx) => {
      if (!/^⟦\d+⟧$/.test(s.VALUE.trim())) return undefined;
      const field: Target = { role: 'textbox', description: 'the field for a new item' };
      return {
        actions: [
          act(ctx, 'fill', { value: literal(s.VALUE, ctx.quotes).text, target: field }),
          act(ctx, 'submit', { target: field }),
        ],
      };
    },
    form: "add 'Milk' to the list (types it into the list's field and submits)",
    examples: [
      "Add 'Milk' to the list",
      "add a task called 'Pay rent'",
      "post 'Hello, World!'",
      "Post 'Hello' to the wall",
    ],
  },
  {
    // "When I add a to-do item" (kerryb/todo-rails): one, its text left to the tester, who makes
    // one up, typed into the list's field and submitted.
    id: 'add.item.unnamed',
    verbs: ['add', 'create'],
    patterns: ['(add|create) (a|an|another) [new] (task|item|todo|to-do|todo item|to-do item)'],
    priority: 33,
    read: (_s, ctx) => {
      if (ctx.mood === 'expect') return undefined;
      const field: Target = { role: 'textbox', description: 'the field for a new item' };
      return {
        actions: [
          act(ctx, 'fill', { value: 'New item', target: field }),
          act(ctx, 'submit', { target: field }),
        ],
      };
    },
    examples: ['When I add a to-do item'],
  },
  {
    // "the user renames the file 'lorem.txt' to 'torem.txt'" (owncloud/core): its row's Rename,
    // then the new name typed into the field that opens, and submitted.
    id: 'rename.to',
    verbs: ['rename'],
    patterns: ['rename ITEM (to|as) VALUE'],
    priority: 34,
    read: (s, ctx) => {
      const name = itemName(s.ITEM, ctx.quotes);
      if (!name || ctx.mood === 'expect' || !/^⟦\d+⟧$/.test(s.VALUE.trim())) return undefined;
      const field = { role: 'textbox', description: 'the new name' };
      return {
        actions: [
          act(ctx, 'click', {
            target: { name: 'Rename', near: name, description: `Rename for “${name}”` },
          }),
          act(ctx, 'fill', { value: literal(s.VALUE, ctx.quotes).text, target: field }),
          act(ctx, 'submit', { target: field }),
        ],
      };
    },
    examples: ["rename the file 'notes.txt' to 'todo.txt'"],
  },
  {
    // "When I update the person called 'Dave Camerine' to have the name 'Nick Clogg'"
    // (alphagov/whitehall): its row's Edit, the new value typed into the field of that name, and
    // the form sent.
    id: 'update.to-have',
    verbs: ['update', 'change', 'edit'],
    patterns: ['(update|change|edit) ITEM to have [the|a|an] FIELD VALUE'],
    priority: 35,
    read: (s, ctx) => {
      const name = itemName(s.ITEM, ctx.quotes);
      const field = s.FIELD.trim();
      if (!name || ctx.mood === 'expect' || !/^⟦\d+⟧$/.test(s.VALUE.trim())) return undefined;
      if (!/^[a-z]+(?:\s[a-z]+)?$/i.test(field)) return undefined;
      const label = field[0].toUpperCase() + field.slice(1);
      const target = { name: label, description: `the ${field} field` };
      return {
        actions: [
          act(ctx, 'click', {
            target: { name: 'Edit', near: name, description: `Edit for “${name}”` },
          }),
          act(ctx, 'fill', { value: literal(s.VALUE, ctx.quotes).text, target }),
          act(ctx, 'submit', { target }),
        ],
      };
    },
    examples: ["update the person called 'Dave' to have the name 'Nick'"],
  },
  {
    id: 'item.action',
    verbs: Object.keys(ITEM_VERB_NAME),
    patterns: [
      `(${Object.keys(ITEM_VERB_NAME).join('|')}) ITEM`,
      // "click to delete the first uploaded photo": the purpose is the step.
      `(click|press|tap) [on] (to|in order to) (${Object.keys(ITEM_VERB_NAME).join('|')}) ITEM`,
      `(${Object.keys(ITEM_VERB_NAME).join('|')}) ITEM (from|in|on) [the|my] (${LISTS.slice(1, -1)}|${CARTS.slice(1, -1)}|table|page|row|grid)`,
    ],
    priority: 33,
    read: (s, ctx) => {
      const verb = ctx.text
        .replace(/^(?:click|press|tap)\s+(?:on\s+)?(?:to|in order to)\s+/i, '')
        .split(' ')[0]
        .toLowerCase();
      const button = ITEM_VERB_NAME[verb];
      if (!button) return undefined;
      // "delete the last option", "remove the first uploaded photo": that one of the rows' Delete
      // (Remove …) controls, counted as the rows are.
      const nth = ITEM_ORDINAL.exec(s.ITEM.trim());
      if (nth && ctx.mood === 'do') {
        const which = ORDINALS[nth[1].toLowerCase()];
        return one(ctx, 'click', {
          target: {
            name: button,
            nth: which,
            description: `${button} for the ${nth[1]} ${nth[2]}`,
          },
        });
      }
      const name = itemName(s.ITEM, ctx.quotes);
      // "a user deletes a known allergy": one of them, not said which: the Delete on show (the
      // run stops, ambiguous, when there are several).
      if (!name && ctx.mood === 'do' && /^(?:a|an)\s+[a-z][a-z -]*$/i.test(s.ITEM.trim()))
        return one(ctx, 'click', { target: { name: button, description: button } });
      if (!name) return undefined;
      return one(ctx, 'click', {
        target: { name: button, near: name, description: `${button} for “${name}”` },
      });
    },
    form: "delete 'Pay rent' (its row's Delete, × or trash control); edit 'Pay rent'",
    examples: ["Delete 'Pay rent'", "remove the task 'Pay rent'"],
  },
];
