import type { Page } from 'playwright-core';
import type { Assertion, Target } from '@scout/shared';
import { pollUntil, quote } from '../core/outcome.js';
import { answerInTime } from '../core/page-answer.js';
import { PAGE_CHROME_SELECTOR } from '../core/selectors.js';
import { matchVerb, textMatches } from './text-match.js';
import { unreadableLook, type Check } from './check-look.js';

/**
 * The name of the list a check's target is, when it is one: "the list of bank accounts", "the bank
 * accounts list", "the users table", "the grid of products". Undefined for anything else, and for
 * a list to choose from (a dropdown's listbox, whose check is of its chosen value).
 */
export function listName(target: Target): string | undefined {
  if (target.role === 'listbox' || target.role === 'combobox' || target.widget) return undefined;
  const description = target.description
    .trim()
    .replace(/^(?:the|a|an|my|your|our)\s+/i, '')
    .toLowerCase();
  const of = /^(?:list|table|grid)\s+of\s+(?:the\s+|all\s+(?:the\s+)?|my\s+|your\s+)?(.+)$/.exec(
    description,
  );
  if (of) return of[1].trim();
  const noun = /^(.+?)\s+(?:list|table|grid)$/.exec(description);
  if (noun && (target.role === 'list' || target.role === 'table' || target.role === 'grid'))
    return noun[1].trim();
  return undefined;
}

type Found =
  { kind: 'list'; text: string } | { kind: 'none' } | { kind: 'several'; names: string[] };

/**
 * What the list called `name` shows, as a person finds it: a list, table or grid whose own label
 * (aria-label, aria-labelledby, caption, id, class or test-id words) says the name; else the list
 * under a heading that says it (the first list, table or grid after the heading and before the
 * next heading of its level or above, within the heading's section), or, when no list element is
 * there, all that the heading's section shows up to that next heading. A heading's own text is
 * never the list: "Bank accounts" above a list of banks names it, it is not in it. Kept as source
 * text with no inner functions at all (tsx would wrap named ones in a helper the page lacks).
 */
const FIND_LIST_SCRIPT = String.raw`(wanted) => {
  const SPACE = /[^\p{L}\p{N}]+/gu;
  const needle = wanted.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().replace(SPACE, ' ').trim();
  const stems = [needle, needle.replace(/s$/, ''), needle + 's'].filter(Boolean);
  const squashed = stems.map((s) => s.replace(/ /g, ''));
  const LISTS = 'ul, ol, table, [role=list], [role=table], [role=grid], [role=treegrid], [role=tree], [role=feed]';
  const HEADINGS = 'h1, h2, h3, h4, h5, h6, [role=heading], caption, legend';
  const CHROME = '${PAGE_CHROME_SELECTOR}';
  // The outermost of nested lists: a list inside a list item is part of it.
  const lists = Array.from(document.querySelectorAll(LISTS)).filter(
    (el) => el.getClientRects().length > 0 && !el.closest(CHROME) && !(el.parentElement && el.parentElement.closest(LISTS)),
  );
  const textOf = (el) => (el.innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
  // 1. A list labelled with the name.
  const labelled = lists.filter((el) => {
    const refs = (el.getAttribute('aria-labelledby') ?? '').split(/\s+/)
      .map((id) => (id && document.getElementById(id) ? document.getElementById(id).textContent : '')).join(' ');
    const caption = el.querySelector(':scope > caption');
    const own = [el.getAttribute('aria-label'), refs, caption ? caption.textContent : '', el.id,
      typeof el.className === 'string' ? el.className : '', el.getAttribute('data-testid'),
      el.getAttribute('data-test'), el.getAttribute('data-cy'), el.getAttribute('data-qa')]
      .filter(Boolean).join(' ');
    const ownWords = ' ' + own.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().replace(SPACE, ' ').trim() + ' ';
    const ownSquashed = ownWords.replace(/ /g, '');
    return stems.some((s) => ownWords.includes(' ' + s + ' ')) ||
      squashed.some((s) => s.length >= 6 && ownSquashed.includes(s));
  });
  if (labelled.length === 1) return { kind: 'list', text: textOf(labelled[0]) };
  // 2. A heading that says the name: the whole heading before one that has it among other words.
  const headings = Array.from(document.querySelectorAll(HEADINGS)).filter(
    (h) => h.getClientRects().length > 0 && !h.closest(CHROME),
  );
  const wordsOf = (h) => ' ' + textOf(h).toLowerCase().replace(SPACE, ' ').trim() + ' ';
  const equal = headings.filter((h) => stems.some((s) => wordsOf(h) === ' ' + s + ' '));
  const named = equal.length > 0 ? equal : headings.filter((h) => stems.some((s) => wordsOf(h).includes(' ' + s + ' ')));
  if (named.length === 0) return { kind: 'none' };
  if (named.length > 1) return { kind: 'several', names: named.map((h) => textOf(h)) };
  const heading = named[0];
  const levelOf = (h) => (/^H\d$/.test(h.tagName) ? Number(h.tagName[1]) : Number(h.getAttribute('aria-level') ?? 2));
  const level = levelOf(heading);
  const section = heading.closest('section, article, aside, main, dialog, form, fieldset, [role=region], [role=dialog], [role=main]') ?? document.body;
  const follows = (a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  // Where the heading's part ends: the next heading of its level or above, in the section.
  const next = headings.find((h) => h !== heading && section.contains(h) && follows(heading, h) &&
    !heading.contains(h) && !h.matches('caption, legend') && levelOf(h) <= level);
  const list = lists.find((el) => section.contains(el) && follows(heading, el) && !heading.contains(el) && (!next || follows(el, next)));
  if (list) return { kind: 'list', text: textOf(list) };
  // No list element. A list to choose from there (a select, a combobox) is what the name means.
  const choosers = Array.from(section.querySelectorAll('select, [role=combobox], [role=listbox]'));
  if (choosers.some((el) => follows(heading, el) && (!next || follows(el, next)))) return { kind: 'none' };
  // Else what the part shows, text by text, hidden text left out.
  const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
  let text = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || heading.contains(node) || !follows(heading, node)) continue;
    if (next && !follows(node, next)) break;
    if (parent.getClientRects().length === 0 || getComputedStyle(parent).visibility === 'hidden') continue;
    text += ' ' + (node.nodeValue ?? '');
  }
  return { kind: 'list', text: text.replace(/\s+/g, ' ').trim() };
}`;

async function findList(page: Page, name: string): Promise<Found> {
  return answerInTime(
    page,
    () => page.evaluate(`(${FIND_LIST_SCRIPT})(${JSON.stringify(name)})`) as Promise<Found>,
  );
}

/**
 * "The list of bank accounts shows 'The Best Bank'": whether that list holds the words (or, with
 * `contains`, the text anywhere); for `text_absent` ("the heroes list no longer shows 'Aslaug'"),
 * whether it does not. Undefined when nothing on the page is a list by that name,
 * so that the check looks for the element as any other ("the Country list" may be a dropdown).
 */
export async function checkNamedList(
  page: Page,
  assertion: Assertion,
  name: string,
  timeoutMs: number,
): Promise<Check | undefined> {
  const negated = assertion.kind === 'text_absent';
  const expected = String(assertion.expected ?? '');
  const match = assertion.match === 'equals' ? 'words' : (assertion.match ?? 'words');
  let seen = false;
  const result = await pollUntil(async (): Promise<Check> => {
    let found: Found;
    try {
      found = await findList(page, name);
    } catch (error) {
      return unreadableLook(error);
    }
    if (found.kind === 'none') return { ok: false, error: '' };
    seen = true;
    if (found.kind === 'several')
      return {
        ok: false,
        unreadable: true,
        error: `More than one part of the page is called ${quote(name)} (${found.names
          .slice(0, 4)
          .map((n) => quote(n))
          .join(', ')}), so which list to look in cannot be told.`,
      };
    const shows = textMatches(found.text, expected, match);
    if (negated)
      return {
        ok: !shows,
        error: `Expected the ${quote(name)} list not ${matchVerb(match, 'to show')} ${quote(expected)}, but it does.`,
      };
    return {
      ok: shows,
      error: `Expected the ${quote(name)} list ${matchVerb(match, 'to show')} ${quote(expected)}, but it shows ${quote(
        found.text.length > 160 ? `${found.text.slice(0, 160)}…` : found.text || 'nothing',
      )}.`,
    };
  }, timeoutMs);
  return seen || result.unreadable ? result : undefined;
}
