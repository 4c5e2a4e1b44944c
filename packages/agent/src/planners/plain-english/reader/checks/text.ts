import { literal } from '../../quotes.js';
import { orRefuse, REFUSE, type CheckFrame } from './check-frame.js';
import { HAS_CLAUSE, PAGE_SUBJECT, SHOW_VERB, textOrTarget, verbMatch } from './words.js';

/** Check frames for text or an element on show or gone: "I should see 'Saved'", "'Pay rent' should
 *  be gone", "the Save button is displayed". */

// "I should see 'All' within the table row containing 'Admin'" (makandra/spreewald): the text in
// the row (list item, card) that shows the other text.
export const inRowWith: CheckFrame = {
  id: 'text.in-row-with',
  examples: ["see 'All' within the table row containing 'Admin'"],
  patterns: [
    /^(not\s+)?(?:see\s+)?(⟦\d+⟧)\s+(?:in|within|inside|on)\s+(?:the|a|its)\s+(?:same\s+)?(?:table\s+)?(?:row|line|list item|item|entry|card)\s+(?:containing|that contains|with|which contains|for|of|as)\s+(⟦\d+⟧)$/i,
  ],
  read: (m, { quotes }) => {
    const near = literal(m[3], quotes).text;
    return {
      assertion: {
        kind: m[1] ? 'text_absent' : 'text_visible',
        expected: literal(m[2], quotes).text,
      },
      target: { near, description: `the row with “${near}”` },
    };
  },
};

// "I should be able to see 'Dave Cameroon' in the list of people", "… not see 'X' in the
// results list": the text is (not) on show; which list only helps a person find it, so the
// whole page is looked at (for "not", stricter than the list).
export const inList: CheckFrame = {
  id: 'text.in-list',
  examples: ["see 'Dave Cameroon' in the list of people", "see 'Ada' listed on my contact list"],
  patterns: [
    /^(not\s+)?see\s+(⟦\d+⟧)\s+(?:(listed|shown)\s+)?(?:in|on|among)\s+(?:the|my)\s+(?:(?:list|table)(?:\s+of\s+[a-z]+(?:\s+[a-z]+)?)?|[a-z]+\s+(?:list|table|results))$/i,
  ],
  read: (m, { quotes }) => {
    const read = textOrTarget(m[2], quotes, !m[1]);
    // "'Ada' listed on my contact list": shown in the page's list (the text is looked for on the
    // whole page, as for any list named so).
    if (m[3] && !m[1] && read?.assertion.kind === 'text_visible' && !read.target)
      return { ...read, target: { role: 'list', description: 'the list' } };
    return orRefuse(read);
  },
};

// "check that page contains 'error message' below 'Password'" (testRigor): the text, which is
// where the step says only to help a person find it.
export const nearText: CheckFrame = {
  id: 'text.near-text',
  examples: ["page contains 'error message' below 'Password'"],
  patterns: [
    /^(?:the\s+)?(?:page|screen)\s+(?:contains|shows|displays|has)\s+(⟦\d+⟧)\s+(?:below|above|under|next to|near|beside|to the (?:left|right) of)\s+⟦\d+⟧$/i,
  ],
  read: (m, { quotes }) => ({
    assertion: { kind: 'text_visible', expected: literal(m[1], quotes).text },
  }),
};

// "the new board 'Q3' is created", "the project 'Apollo' was added": a thing made, by the name
// it shows. The page shows that name.
export const created: CheckFrame = {
  id: 'text.created',
  examples: ["the new board 'Q3' is created"],
  patterns: [
    /^(?:the\s+|a\s+|an\s+)?(?:new\s+)?(?:[a-z]+\s+){0,2}?(⟦\d+⟧)\s+(?:is|was|has been|gets|got)\s+(?:now\s+)?(?:created|added|saved)$/i,
  ],
  read: (m, { quotes }) => ({
    assertion: { kind: 'text_visible', expected: literal(m[1], quotes).text },
  }),
};

// "the board has a column called 'Done'", "the project now contains a task named 'Q3'": the
// page shows an item by that name.
export const hasItemNamed: CheckFrame = {
  id: 'text.has-item-named',
  examples: ["the board has a column called 'Done'"],
  patterns: [
    /^(?:the\s+)?[a-z]+\s+(?:now\s+)?(?:has|have|contains?|includes?|shows?)\s+(?:a|an|one)\s+(?:new\s+)?[a-z]+\s+(?:called|named|titled)\s+(⟦\d+⟧)$/i,
  ],
  read: (m, { quotes }) => ({
    assertion: { kind: 'text_visible', expected: literal(m[1], quotes).text },
  }),
};

// "And this item should have name 'T-Shirt banana'" (Sylius's cart), "the product is named
// 'Teapot'": the item the test is on shows that name.
export const itemHasName: CheckFrame = {
  id: 'text.item-has-name',
  examples: ["this item should have name 'T-Shirt banana'"],
  patterns: [
    /^(?:this|that|the)\s+(?:item|product|entry|line item)\s+(?:has|have)\s+(?:the\s+)?name\s+(⟦\d+⟧)$/i,
    /^(?:this|that|the)\s+(?:item|product|entry|line item)\s+(?:is|are)\s+(?:named|called|titled)\s+(⟦\d+⟧)$/i,
  ],
  read: (m, { quotes }) => ({
    assertion: { kind: 'text_visible', expected: literal(m[1], quotes).text },
  }),
};

// "the new column offers 'Add a task'", "the toolbar provides 'Undo'": the page shows that
// control's words.
export const offers: CheckFrame = {
  id: 'text.offers',
  examples: ["the new column offers 'Add a task'"],
  patterns: [
    /^(?:the|a|an)\s+(?:new\s+|first\s+|last\s+)?[a-z]+\s+(?:now\s+)?(?:offers?|provides?)\s+(?:an?\s+|the\s+)?(⟦\d+⟧)(?:\s+(?:button|link|option|action))?$/i,
  ],
  read: (m, { quotes }) => ({
    assertion: { kind: 'text_visible', expected: literal(m[1], quotes).text },
  }),
};

// "the page does not show 'X'". "Display name has the value 'Ada'" starts with a word that is also
// a verb: a clause after the verb means the sentence is about an element, read below.
export const pageNotShows: CheckFrame = {
  id: 'text.page-not-shows',
  examples: ["the page does not show 'Error'"],
  patterns: [new RegExp(`^${PAGE_SUBJECT}(?:is\\s+)?not\\s+(${SHOW_VERB})\\s+(.+)$`, 'i')],
  read: (m, { quotes }) =>
    HAS_CLAUSE.test(m[2])
      ? undefined
      : orRefuse(textOrTarget(m[2], quotes, false, verbMatch(m[1]))),
};

// "I see 'Saved'", "the page shows the Save button".
export const pageShows: CheckFrame = {
  id: 'text.page-shows',
  examples: ["see 'Welcome'", "the page shows 'Saved'"],
  patterns: [new RegExp(`^${PAGE_SUBJECT}(${SHOW_VERB})\\s+(.+)$`, 'i')],
  read: (m, { quotes }) =>
    HAS_CLAUSE.test(m[2]) ? undefined : orRefuse(textOrTarget(m[2], quotes, true, verbMatch(m[1]))),
};

// "'Alice Awesome' should be part of active conversation" (diaspora/diaspora): the text, in
// that part of the page.
export const partOf: CheckFrame = {
  id: 'text.part-of',
  examples: ["'Alice Awesome' should be part of active conversation"],
  patterns: [/^(⟦\d+⟧)\s+is\s+(?:a\s+)?part\s+of\s+(?:the\s+|my\s+)?([a-z][a-z ]{2,40})$/i],
  read: (m, { quotes }) => {
    const region = m[2].trim();
    return {
      assertion: { kind: 'text_visible', expected: literal(m[1], quotes).text },
      target: { region, description: `the ${region}` },
    };
  },
};

// "'Buy milk' should still be there", "… is still in the list"; "'Teapot' should be in the cart"
// is in the cart, not anywhere on the page (the product page that added it shows its name too).
export const stillThere: CheckFrame = {
  id: 'text.still-there',
  examples: ["'Buy milk' should still be there", "'Teapot' should be in the cart"],
  patterns: [
    /^(⟦\d+⟧)\s+(?:is|are)\s+in\s+(?:the|my)\s+(cart|basket|bag|shopping cart|shopping basket|shopping bag)$/i,
    /^(⟦\d+⟧)\s+(?:is|are)\s+(?:there|in the \w+|listed|on the page|on screen)$/i,
  ],
  read: (m, { quotes }) => {
    if (m[2] === undefined) return orRefuse(textOrTarget(m[1], quotes, true));
    const region = m[2].toLowerCase();
    return {
      assertion: { kind: 'text_visible', expected: literal(m[1], quotes).text },
      target: { region, description: `the ${region}` },
    };
  },
};

// "'Pay rent' should be gone from the list", "… is no longer visible", "… should disappear".
export const gone: CheckFrame = {
  id: 'text.gone',
  examples: ["'Pay rent' should be gone from the list", "'Pay rent' should disappear"],
  patterns: [
    /^(⟦\d+⟧)\s+(?:is|are)\s+(?:gone|removed|deleted|no longer (?:visible|shown|displayed|there|listed|present|on the page|in the \w+))(?:\s+from\s+(?:the\s+)?\w+)?$/i,
    /^(⟦\d+⟧)\s+(?:disappears?|vanish(?:es)?|goes away|go away)(?:\s+from\s+(?:the\s+)?\w+)?$/i,
  ],
  read: (m, { quotes }) => orRefuse(textOrTarget(m[1], quotes, false)),
};

// "the Save button is not shown", "'X' is hidden", "there is no 'X'".
export const hidden: CheckFrame = {
  id: 'hidden',
  examples: ['the Save button is not shown', "'Milk' is hidden"],
  patterns: [
    /^(.+?)\s+(?:is|are)\s+not\s+(?:shown|displayed|visible|present|there|on the page|on screen|listed)$/i,
    /^(.+?)\s+(?:is|are)\s+(?:hidden|gone|invisible|absent|not there)$/i,
    /^(.+?)\s+not\s+(?:appear|exist|show)$/i,
    /^(?:there is\s+)?no\s+(⟦\d+⟧.*)$/i,
  ],
  read: (m, { quotes }) => orRefuse(textOrTarget(m[1], quotes, false)),
};

// "Then 1 project should exist", "2 users should exist" (Rails' pickle steps): records in the
// app's data, not a text of the page. Read as the words "1 project" to find, they failed a page
// that lists the project. Refused: where it shows is for the test to say ("the projects list
// shows 1 project").
export const recordsExist: CheckFrame = {
  id: 'records-exist',
  examples: ['1 project should exist'],
  patterns: [
    /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+[a-z-]+(?:\s+[a-z-]+)?\s+(?:exists|exist)$/i,
  ],
  read: () => REFUSE,
};

// "the Save button is displayed", "'Welcome' appears on the page".
export const shown: CheckFrame = {
  id: 'shown',
  examples: ['the Save button is displayed'],
  patterns: [
    /^(.+?)\s+(?:is|are)\s+(?:shown|displayed|visible|present|there|on the page|on screen|listed)$/i,
    /^(.+?)\s+(?:appears|appear|exists|exist|is showing)(?:\s+on\s+(?:the\s+)?(?:page|screen))?$/i,
  ],
  read: (m, { quotes }) => orRefuse(textOrTarget(m[1], quotes, true)),
};

// "I expect that element '#makeVisible' becomes displayed" (webdriverio/cucumber-boilerplate):
// shown, in time.
export const becomesShown: CheckFrame = {
  id: 'becomes-shown',
  examples: ["element '#makeVisible' becomes displayed"],
  patterns: [/^(.+?)\s+(?:becomes?|gets?)\s+(not\s+)?(?:displayed|visible|shown)$/i],
  read: (m, { quotes }) => orRefuse(textOrTarget(m[1], quotes, !m[2])),
};

// "'Saved'", "the message 'Saved'": a quote alone is a text on show.
export const quotedAlone: CheckFrame = {
  id: 'text.quoted',
  examples: ["'Saved'"],
  patterns: [/^(?:the\s+(?:text|message)\s+)?(⟦\d+⟧)$/i],
  read: (m, { quotes }) => orRefuse(textOrTarget(m[1], quotes, true)),
};
