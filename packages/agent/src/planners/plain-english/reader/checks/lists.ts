import { hasQuote, literal } from '../../quotes.js';
import { ORDINALS } from '../../targets.js';
import { orRefuse, REFUSE, type CheckFrame, type ParsedAssertion } from './check-frame.js';
import {
  COUNT_ROLES,
  COUNT_SUBJECT,
  countAssertion,
  ITEM_NOUNS,
  namesElement,
  SHOW_VERB,
  singular,
  subjectRegion,
  textOrTarget,
  toNumber,
} from './words.js';

/**
 * Check frames for lists, carts and counts: an item in its place ("the first product is 'Teapot'"),
 * the list's order ("sorted by price from low to high"), how many there are, an item's control,
 * quantity or tick, an empty cart.
 */

// "I should see 'T-Shirt banana' with quantity 2 in my cart" (Sylius/Sylius), "'Teapot' with
// quantity 2 should be in my cart", "the cart contains 'Teapot' with quantity 2": that item's
// Quantity holds the number.
export const cartQuantity: CheckFrame = {
  id: 'cart.quantity',
  examples: ["see 'T-Shirt banana' with quantity 2 in my cart"],
  patterns: [
    /^see\s+(?<item>⟦\d+⟧)\s+with\s+(?:a\s+)?(?:quantity|qty)\s+(?:of\s+)?(?<qty>\d+)(?:\s+(?:in|on)\s+(?:the|my)\s+(?:shopping\s+)?(?:cart|basket|bag|order|list))?$/i,
    /^(?<item>⟦\d+⟧)\s+with\s+(?:a\s+)?(?:quantity|qty)\s+(?:of\s+)?(?<qty>\d+)\s+(?:is|are)\s+(?:still\s+)?(?:in|on)\s+(?:the|my)\s+(?:shopping\s+)?(?<place>cart|basket|bag)$/i,
    /^(?:the|my)\s+(?:shopping\s+)?(?<place>cart|basket|bag)\s+(?:contains|has|holds|shows)\s+(?<item>⟦\d+⟧)\s+with\s+(?:a\s+)?(?:quantity|qty)\s+(?:of\s+)?(?<qty>\d+)$/i,
  ],
  read: (m, { quotes }) => {
    const { item: quoted, qty, place } = m.groups!;
    const item = literal(quoted, quotes).text;
    return {
      assertion: { kind: 'value', expected: qty, match: 'equals' },
      target: {
        name: 'Quantity',
        near: item,
        description: `the quantity of “${item}”`,
        // Looked for in the cart, as "I should see … in my cart" is (its place is read off
        // before this frame): a product page's own Quantity next to "Teapot" is not the cart's.
        ...(place ? { region: place.toLowerCase() } : {}),
      },
    };
  },
};

/** The list frames read the check without a leading "see" or "that". */
const listWords = (s: string): string => s.replace(/^(?:see\s+)?(?:that\s+)?/i, '');

// "they will see that the first product is 'Teapot'": its first item shows those words.
export const nthItemIs: CheckFrame = {
  id: 'list.nth-is',
  examples: ["the first product is 'Teapot'"],
  prepare: listWords,
  patterns: [
    /^the\s+(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)\s+([a-z-]+(?:\s+[a-z-]+)?)(?:\s+(?:in|on)\s+the\s+(?:list|page|results|table|grid))?\s+(?:is|reads|says|shows|is named|is called|has the name|has name)\s+(⟦\d+⟧)$/i,
  ],
  read: (m, { quotes }) =>
    ITEM_NOUNS.has(singular(m[2].toLowerCase()))
      ? {
          assertion: { kind: 'nth_item', expected: literal(m[3], quotes).text },
          target: { nth: ORDINALS[m[1].toLowerCase()], description: `the ${m[1]} ${m[2]}` },
        }
      : undefined,
};

// "I should see 'hello there' as the first post in my stream", "'I am eating yogurt' should be
// post 1": that item of the list shows it.
export const asNthItem: CheckFrame = {
  id: 'list.as-nth',
  examples: [
    "see 'hello there' as the first post in my stream",
    "'I am eating yogurt' should be post 1",
  ],
  prepare: listWords,
  patterns: [
    /^(⟦\d+⟧)\s+as\s+the\s+(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)\s+([a-z-]+)(?:\s+(?:in|on)\s+(?:the|my)\s+([a-z]+))?$/i,
    /^(⟦\d+⟧)\s+is\s+(?:the\s+)?([a-z-]+)\s+(?:number\s+|#)?([1-9])$/i,
  ],
  read: (m, { quotes }) => {
    const numbered = /^\d$/.test(m[3]);
    const [ordinal, noun] = numbered ? [m[3], m[2]] : [m[2], m[3]];
    if (!ITEM_NOUNS.has(singular(noun.toLowerCase()))) return undefined;
    return {
      assertion: { kind: 'nth_item', expected: literal(m[1], quotes).text },
      target: {
        nth: numbered ? Number(ordinal) - 1 : ORDINALS[ordinal.toLowerCase()],
        description: numbered ? `${noun} ${ordinal}` : `the ${ordinal} ${noun}`,
        ...(!numbered && m[4] ? { region: m[4] } : {}),
      },
    };
  },
};

const DIRECTION =
  '(ascending|descending|increasing|decreasing|low(?:est)? to high(?:est)?|high(?:est)? to low(?:est)?|a to z|z to a|a-z|z-a|alphabetical)';
const KEY = '(price|prices|cost|name|names|title|titles|alphabetically)';

/** The items' prices (or names) run in that direction. */
function sorted(items: string, direction: string, key: string): ParsedAssertion | undefined {
  if (!ITEM_NOUNS.has(singular(items.toLowerCase()))) return undefined;
  const byName = /name|title|alphabetical/i.test(`${key} ${direction}`);
  const descending = /descending|decreasing|^high|^z/i.test(direction);
  return {
    assertion: {
      kind: 'sorted',
      expected: `${byName ? 'name' : 'price'} ${descending ? 'descending' : 'ascending'}`,
    },
    target: { description: `the ${items}` },
  };
}

// "the system arranges the products by ascending price"
export const arrangedBy: CheckFrame = {
  id: 'sorted.arranged-by',
  examples: ['the system arranges the products by ascending price'],
  prepare: listWords,
  patterns: [
    new RegExp(
      `^(?:the\\s+(?:system|page|app|application|site|list|store|shop)\\s+)?(?:arranges?|sorts?|orders?|lists?|shows?|displays?)\\s+the\\s+([a-z-]+)\\s+(?:by|in)\\s+${DIRECTION}\\s+${KEY}(?:\\s+order)?$`,
      'i',
    ),
  ],
  read: (m) => sorted(m[1], m[2], m[3]),
};

// "the products are sorted by price (from) low to high", "… sorted by name in descending order"
export const sortedByKey: CheckFrame = {
  id: 'sorted.by-key',
  examples: ['the products are sorted by price from low to high'],
  prepare: listWords,
  patterns: [
    new RegExp(
      `^(?:all\\s+)?(?:the\\s+)?([a-z-]+)\\s+(?:are|is)\\s+(?:now\\s+)?(?:sorted|arranged|ordered|listed|displayed|shown)\\s+(?:by\\s+)?${KEY}\\s*,?\\s+(?:in\\s+|from\\s+)?${DIRECTION}(?:\\s+order)?$`,
      'i',
    ),
  ],
  read: (m) => sorted(m[1], m[3], m[2]),
};

// "the products are sorted in ascending order of price"
export const sortedInOrder: CheckFrame = {
  id: 'sorted.in-order-of',
  examples: ['the products are sorted in ascending order of price'],
  prepare: listWords,
  patterns: [
    new RegExp(
      `^(?:all\\s+)?(?:the\\s+)?([a-z-]+)\\s+(?:are|is)\\s+(?:now\\s+)?(?:sorted|arranged|ordered|listed|displayed|shown)\\s+(?:in\\s+)?${DIRECTION}\\s+(?:order\\s+)?(?:of|by)\\s+${KEY}$`,
      'i',
    ),
  ],
  read: (m) => sorted(m[1], m[2], m[3]),
};

// "I should see 2 items left", "there are 3 tasks remaining", "the counter shows 1 item left": a
// counter's words, not a count of elements (the items left are the open ones, which the page's
// items do not tell apart), so the page's text, the number in digits as pages print it.
export const countLeft: CheckFrame = {
  id: 'count.left',
  examples: ['see 2 items left', 'there are 3 tasks remaining'],
  patterns: [
    new RegExp(
      `^(?:see\\s+|there\\s+(?:are|is)\\s+(?:still\\s+)?|${COUNT_SUBJECT}${SHOW_VERB}\\s+)?(?<count>\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\\s+(?<noun>[a-z][a-z-]*(?:\\s+[a-z][a-z-]*)?)\\s+(?<left>left|remaining)(?:\\s+(?:is|are)\\s+(?:shown|displayed|visible|listed))?$`,
      'i',
    ),
  ],
  read: (m) => {
    const { count, noun, left } = m.groups!;
    return {
      assertion: {
        kind: 'text_visible',
        expected: `${toNumber(count)} ${noun.toLowerCase()} ${left.toLowerCase()}`,
      },
    };
  },
};

// "there are 3 items in the cart", "there is no 'Milk'".
export const thereAre: CheckFrame = {
  id: 'count.there-are',
  examples: ['there are 3 items in the cart'],
  patterns: [
    /^there\s+(?:are|is)\s+(?:exactly\s+|only\s+)?(\d+|\w+)\s+(.+?)(?:\s+(?:shown|visible|displayed|listed|on the page|left|remaining))?$/i,
  ],
  read: (m, { quotes }) => {
    const count = toNumber(m[1]);
    // "there are no rows in the 'Orders' table": the quote names where, not what (a count).
    const inNamedPart =
      /^(.*?)\s+(?:in|inside|within)\s+(?:the|my|your)\s+⟦\d+⟧\s+(?:table|list|grid)$/i.exec(m[2]);
    const quotesOnlyWhere = inNamedPart !== null && !hasQuote(inNamedPart[1]);
    if (count === 0 && hasQuote(m[2]) && !namesElement(m[2], quotes) && !quotesOnlyWhere)
      return orRefuse(textOrTarget(m[2], quotes, false));
    return count !== undefined ? orRefuse(countAssertion(count, m[2], quotes)) : undefined;
  },
};

// "the cart shows 3 items", "the page displays exactly two 'Remove' buttons".
export const showsCount: CheckFrame = {
  id: 'count.shows',
  examples: ['the cart shows 3 items'],
  patterns: [
    new RegExp(
      `^${COUNT_SUBJECT}${SHOW_VERB}\\s+(?:exactly\\s+)?(\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\\s+(.+)$`,
      'i',
    ),
  ],
  read: (m, { quotes }) =>
    orRefuse(countAssertion(toNumber(m[2]) ?? 0, m[3], quotes, subjectRegion(m[1], quotes))),
};

// "Then visible todos count is 2" (vitalets/playwright-bdd): how many of those items show.
export const countIs: CheckFrame = {
  id: 'count.is',
  examples: ['visible todos count is 2'],
  patterns: [
    /^(?:the\s+)?(?:(?:visible|displayed|shown|listed)\s+)?([a-z][a-z -]*?)\s+count\s+(?:is|equals|=)\s+(\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/i,
  ],
  read: (m, { quotes }) => countAssertion(toNumber(m[2]) ?? 0, m[1], quotes),
};

// "3 rows are shown".
export const countShown: CheckFrame = {
  id: 'count.are-shown',
  examples: ['3 rows are shown'],
  patterns: [
    /^(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(.+?)\s+(?:are|is)\s+(?:shown|visible|displayed|listed)$/i,
  ],
  read: (m, { quotes }) => orRefuse(countAssertion(toNumber(m[1]) ?? 0, m[2], quotes)),
};

// "the product 'Teapot' should show a Remove button": that control in the item's own row or card.
export const itemControl: CheckFrame = {
  id: 'item.control',
  examples: ["the product 'Teapot' should show a Remove button"],
  patterns: [
    /^(?:the\s+|a\s+)?(?:[a-z-]+\s+)?(⟦\d+⟧)(?:\s+(?!not\b)[a-z-]+)?\s+(not\s+)?(?:shows?|displays?|has|have|offers?|contains?|includes?)\s+(?:a|an|the|its)\s+(⟦\d+⟧|[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?)\s+(button|link|checkbox|check box)$/i,
  ],
  read: (m, { quotes }) => {
    const item = literal(m[1], quotes).text;
    const name = literal(m[3], quotes).text;
    const role = m[4].toLowerCase() === 'check box' ? 'checkbox' : m[4].toLowerCase();
    return {
      assertion: { kind: m[2] ? 'hidden' : 'visible' },
      target: { role, name, near: item, description: `the ${name} ${role} of “${item}”` },
    };
  },
};

// "my cart should be empty": no items in it (as "there are no items in the cart").
export const cartEmpty: CheckFrame = {
  id: 'cart.empty',
  examples: ['my cart should be empty'],
  patterns: [
    /^(?:the|my|your)\s+((?:shopping\s+)?(?:cart|basket|bag|trolley|wishlist|wish list))\s+is\s+(?:now\s+)?empty$/i,
  ],
  read: (m, { reread }) => orRefuse(reread(`there are no items in the ${m[1]}`)),
};

// "no items are shown", "I should see no results", "no rows are displayed in the table": none of
// those items is shown (as "there are no items"). Read as a text, it passed on any page showing the
// words "No items" (a filter's "No items selected" beside a full list) and failed on an empty list
// that says nothing. Only the plain nouns of list items: "no completed todos are shown" is not all
// of them, and "no alert is shown" is refused before this frame.
export const noneShown: CheckFrame = {
  id: 'count.none-shown',
  examples: ['no items are shown', 'I should see no results'],
  patterns: [
    /^no\s+((?:search\s+)?[a-z-]+(?:\s+items?)?)\s+(?:is|are)\s+(?:shown|displayed|visible|listed|found|present|returned)(?:\s+(?:in|on)\s+(?:the\s+|my\s+)?([a-z][a-z ]*))?$/i,
    /^(?:(?:i|the user|user)\s+(?:should\s+)?)?(?:see|sees)\s+no\s+((?:search\s+)?[a-z-]+(?:\s+items?)?)(?:\s+(?:in|on)\s+(?:the\s+|my\s+)?([a-z][a-z ]*))?$/i,
  ],
  read: (m, { reread }) => {
    const items = m[1].replace(/^search\s+(?=results?$)/i, '');
    const noun = singular(items.toLowerCase());
    if (!ITEM_NOUNS.has(noun) && !COUNT_ROLES[noun]) return undefined;
    const where = m[2] && !/^(?:page|screen|site)$/i.test(m[2].trim()) ? ` in the ${m[2]}` : '';
    return orRefuse(reread(`there are no ${items}${where}`));
  },
};

// "no completed items are shown", "I should see no active tasks": none of the items of that kind,
// while others may be listed. Read as words to find ("no completed items") it failed on the right
// page (which says nothing) and passed on any that prints them; a count of every item is wrong
// too. Scout cannot count only the completed ones yet, so it is refused (the closest phrasing is
// offered) rather than misread.
export const noneOfKindShown: CheckFrame = {
  id: 'count.none-of-kind-shown',
  examples: ['no completed items are shown'],
  patterns: [
    /^no\s+([a-z-]+)\s+([a-z-]+)\s+(?:is|are)\s+(?:shown|displayed|visible|listed|found|present|returned)(?:\s+(?:in|on)\s+(?:the\s+|my\s+)?[a-z][a-z ]*)?$/i,
    /^(?:(?:i|the user|user)\s+(?:should\s+)?)?(?:see|sees)\s+no\s+([a-z-]+)\s+([a-z-]+)(?:\s+(?:in|on)\s+(?:the\s+|my\s+)?[a-z][a-z ]*)?$/i,
  ],
  read: (m) =>
    ITEM_NOUNS.has(singular(m[2].toLowerCase())) && !/^(?:search|list|line)$/i.test(m[1])
      ? REFUSE
      : undefined,
};

// "Then no items are selected", "no checkbox is checked", "nothing is selected": none of them is
// chosen. The field-state frame read them as an element named "no items" (or "nothing") that IS
// ticked, the opposite of the step; Scout has no check of "none ticked" yet, so they are refused
// (the closest phrasing is offered) rather than read backwards.
export const noneChosen: CheckFrame = {
  id: 'choice.none',
  examples: ['no items are selected'],
  patterns: [
    /^(?:no\s+[a-z][a-z -]*?|nothing|none(?:\s+of\s+(?:the|them)(?:\s+[a-z][a-z -]*?)?)?)\s+(?:is|are)\s+(?:selected|checked|ticked|chosen|marked)$/i,
  ],
  read: () => REFUSE,
};

// "the todo list is empty", "the table is empty", "the results list should be empty", "the table
// has no rows", "the 'Orders' table is empty": nothing in that list or table (rows of a table,
// items of a list; a quoted name says which one, where it was read as a table whose value is
// empty). A list the app hides when it is empty counts as empty when the page shows no item at all
// (act/check-assertion.ts).
export const listEmpty: CheckFrame = {
  id: 'list.empty',
  examples: ['the todo list is empty', 'the table has no rows', 'see an empty todo list'],
  patterns: [
    /^(?:the|my|your)\s+((?:[a-z-]+\s+){0,2}?|⟦\d+⟧\s+)(list|table|grid)\s+(?:is|are)\s+(?:now\s+|still\s+)?empty$/i,
    /^(?:the|my|your)\s+((?:[a-z-]+\s+){0,2}?|⟦\d+⟧\s+)(list|table|grid)\s+(?:has|have|contains|shows)\s+no\s+(items|rows|entries|records|results)$/i,
    // "I should see an empty todo list": the same list, empty (not a list called "empty todo").
    /^see\s+(?:an|the|my|your)\s+empty\s+((?:[a-z-]+\s+){0,2}?|⟦\d+⟧\s+)(list|table|grid)$/i,
  ],
  read: (m, { reread }) => {
    const isTable = /^(?:table|grid)$/i.test(m[2]);
    const items = m[3] ?? (isTable ? 'rows' : 'items');
    return orRefuse(reread(`there are no ${items} in the ${m[1]}${m[2]}`));
  },
};

// "the 'Pay rent' task should be marked as done", "'Pay rent' should not be done": its box is
// ticked (or not).
export const itemDone: CheckFrame = {
  id: 'item.done',
  examples: ["the 'Pay rent' task should be marked as done"],
  patterns: [
    /^(?:the\s+)?(⟦\d+⟧)(?:\s+(?:task|item|todo|to-do|entry))?\s+is\s+(not\s+)?(?:marked\s+as\s+)?(?:done|complete|completed|finished)$/i,
  ],
  read: (m, { quotes }) => ({
    assertion: { kind: m[2] ? 'unchecked' : 'checked' },
    target: {
      role: 'checkbox',
      near: literal(m[1], quotes).text,
      description: `the checkbox for “${literal(m[1], quotes).text}”`,
    },
  }),
};
