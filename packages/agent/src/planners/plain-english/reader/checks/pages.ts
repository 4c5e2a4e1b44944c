import { literal } from '../../quotes.js';
import { pageName } from '../slots.js';
import { REFUSE, type CheckFrame } from './check-frame.js';
import { matchKind } from './words.js';

/** Check frames for where the browser is: the page by its name, the title, the address. */

// "the Sign up page is shown", "the checkout screen is displayed": where the browser now is.
export const pageShown: CheckFrame = {
  id: 'page.shown',
  examples: ['the Sign up page is shown'],
  patterns: [
    /^((?:the\s+)?(?:⟦\d+⟧|[\w-]+(?:\s+[\w-]+){0,2})\s+(?:page|screen))\s+(?:is|gets)\s+(?:shown|displayed|opened|loaded)$/i,
  ],
  read: (m, { quotes }) => {
    const name = pageName(m[1], quotes);
    return name ? { assertion: { kind: 'on_page', expected: name } } : undefined;
  },
};

export const titleIs: CheckFrame = {
  id: 'title.is',
  examples: ["the page title is 'Home'"],
  patterns: [
    /^(?:the\s+)?(?:page\s+|tab\s+|window\s+|browser\s+|document\s+)?title\s+(is|equals|reads|=|contains?|includes?|has|mentions|starts? with|begins? with|ends? with|match(?:es)?)\s+(.+)$/i,
  ],
  read: (m, { quotes }) => ({
    assertion: { kind: 'title', expected: literal(m[2], quotes).text, match: matchKind(m[1]) },
  }),
};

export const inTitle: CheckFrame = {
  id: 'title.in',
  examples: ["see in the title 'Home'"],
  patterns: [/^(?:see\s+)?in\s+(?:the\s+)?(?:page\s+)?title\s+(⟦\d+⟧)$/i],
  read: (m, { quotes }) => ({
    assertion: { kind: 'title', expected: literal(m[1], quotes).text, match: 'contains' },
  }),
};

// "I should see 'Welcome -' displayed in the page title" (ckan/ckanext-datagovau): the title has
// those words.
export const shownInTitle: CheckFrame = {
  id: 'title.shown-in',
  examples: ["see 'Welcome -' displayed in the page title"],
  patterns: [
    /^(?:see\s+)?(⟦\d+⟧)\s+(?:(?:is\s+)?(?:displayed|shown|written)\s+)?(?:in|as)\s+(?:the\s+)?(?:page\s+|window\s+|tab\s+|browser\s+)?title(?:\s+bar)?$/i,
  ],
  read: (m, { quotes }) => ({
    assertion: { kind: 'title', expected: literal(m[1], quotes).text, match: 'contains' },
  }),
};

// "I should see the '/dataset' URL in the address bar", "I should see 'q=qu' in the Datasets URL
// query string": the address holds those characters.
export const inAddressBar: CheckFrame = {
  id: 'url.in-address-bar',
  examples: ["see the '/dataset' URL in the address bar"],
  patterns: [
    /^(?:see\s+)?(?:the\s+)?(⟦\d+⟧)\s+(?:url|address|path)\s+(?:in|on)\s+(?:the\s+)?(?:browser(?:'s)?\s+)?(?:address|url|location)\s+bar$/i,
    /^(?:see\s+)?(⟦\d+⟧)\s+in\s+(?:the\s+)?(?:[\p{L}\p{N}-]+\s+)?(?:page\s+|current\s+|browser\s+)?(?:url|address bar|url bar|location bar|url query string|query string|url's query string)$/iu,
  ],
  read: (m, { quotes }) => ({
    assertion: { kind: 'url', expected: literal(m[1], quotes).text, match: 'contains' },
  }),
};

export const titled: CheckFrame = {
  id: 'title.titled',
  examples: ["the page is titled 'Home'"],
  patterns: [/^(?:the\s+)?(?:page|window|tab)\s+is\s+titled\s+(.+)$/i],
  read: (m, { quotes }) => ({
    assertion: { kind: 'title', expected: literal(m[1], quotes).text, match: 'equals' },
  }),
};

export const urlIs: CheckFrame = {
  id: 'url.is',
  examples: [
    "the url ends with '/orders'",
    'the current url is the home page',
    'the current location is results page',
  ],
  patterns: [
    /^(?:the\s+)?(?:current\s+|page\s+|browser\s+)?(?:url|address|location|path)(?:\s+host)?\s+(is|equals|=|contains?|includes?|has|starts? with|begins? with|ends? with|match(?:es)?)\s+(.+)$/i,
  ],
  read: (m, { quotes, s }) => {
    // "the current url is the home page", "the current location should be results page": a page
    // by its name, not an address.
    if (
      !/^⟦\d+⟧$/.test(m[2].trim()) &&
      /^(?:(?:the|a)\s)?[^/.:\s][^/:]*\s(?:page|screen)$/i.test(m[2].trim())
    ) {
      const name = pageName(m[2], quotes);
      return name ? { assertion: { kind: 'on_page', expected: name } } : REFUSE;
    }
    // "the url host is x": the host is part of the address.
    const host = /\bhost\b/i.test(s.slice(0, m.index + m[0].length - m[2].length));
    return {
      assertion: {
        kind: 'url',
        expected: literal(m[2], quotes).text,
        match: host ? 'contains' : matchKind(m[1]),
      },
    };
  },
};

// "I am on /orders", "the user is redirected to the home page": where the browser now is.
export const userOn: CheckFrame = {
  id: 'page.user-on',
  examples: ['the user is redirected to the home page', 'I am on /orders'],
  patterns: [
    /^(?:we|i|you|the user|user)\s+(?:are|am|is|gets?)\s+(?:now\s+)?(?:on|at|(?:redirected|taken|sent|navigated|brought)\s+(?:back\s+)?to)\s+(.+)$/i,
  ],
  read: (m, { quotes }) => {
    const where = literal(m[1], quotes).text;
    if (/^(?:https?:\/\/|\/)\S*$/i.test(where))
      return { assertion: { kind: 'url', expected: where, match: 'contains' } };
    // "verify user is on home page": a page by its name.
    const name = pageName(m[1], quotes);
    return name ? { assertion: { kind: 'on_page', expected: name } } : undefined;
  },
};
