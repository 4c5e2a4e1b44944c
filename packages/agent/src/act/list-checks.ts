import type { Page } from 'playwright-core';
import type { Assertion, Target } from '@scout/shared';
import { pollUntil, quote } from '../core/outcome.js';
import { answerInTime } from '../core/page-answer.js';
import { PAGE_CHROME_SELECTOR } from '../core/selectors.js';
import { unseen } from '../core/unseen.js';
import { wholeWordsPattern } from './text-match.js';
import { unreadableLook, type Check } from './check-look.js';

/**
 * The page's list of items, as a person reads it: the largest group of visible elements of one
 * kind under one parent (cards, list items, table rows with cells), outside the navigation, header
 * and footer, in document order. For each, its text, its name (its heading or title, else its
 * first line) and its first price (struck-out prices left out). Kept as source text: the run
 * evaluates it and an exported Playwright file evaluates the very same function. It has no named
 * inner functions (tsx would wrap them in a helper the page lacks).
 */
export const LIST_ITEMS_SCRIPT = `() => {
  const chrome = '${PAGE_CHROME_SELECTOR}';
  const candidates = Array.from(document.querySelectorAll('li, tr, [role=row], [role=listitem], article, [role=article], .card, [class*="item"], [class*="product"]'))
    .filter((el) => el.getClientRects().length > 0 && !el.closest(chrome) && (!el.matches('tr, [role=row]') || el.querySelector('td, [role=cell], [role=gridcell]')));
  const groups = new Map();
  for (const el of candidates) {
    const container = (el.parentElement ?? el).closest('ul, ol, table, tbody, [role=list], [role=grid], [role=table], section, main, body');
    const kind = el.tagName + ' ' + (typeof el.className === 'string' ? el.className.trim().split(/\\s+/)[0] : '');
    const group = groups.get(container) ?? new Map();
    group.set(kind, [...(group.get(kind) ?? []), el]);
    groups.set(container, group);
  }
  let items = [];
  let depth = Infinity;
  for (const group of groups.values())
    for (const els of group.values()) {
      let d = 0;
      for (let up = els[0].parentElement; up; up = up.parentElement) d += 1;
      if (els.length > items.length || (els.length === items.length && d < depth)) {
        items = els;
        depth = d;
      }
    }
  const money = /([$€£¥₹])\\s?(\\d[\\d,]*(?:\\.\\d+)?)|(\\d[\\d,]*(?:\\.\\d+)?)\\s?([$€£¥₹]|EUR|USD|GBP)/;
  return items.map((el) => {
    const text = (el.innerText ?? el.textContent ?? '').replace(/\\s+/g, ' ').trim();
    const title = el.querySelector('h1, h2, h3, h4, h5, h6, [class*="title"], [class*="name"]');
    const name = ((title ? title.innerText : '') || (el.innerText ?? '').trim().split('\\n')[0] || '').trim();
    let price = null;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && price === null; node = walker.nextNode()) {
      if (node.parentElement && node.parentElement.closest('del, s, strike')) continue;
      const m = money.exec(node.nodeValue ?? '');
      if (m) price = Number((m[2] ?? m[3]).replace(/,/g, ''));
    }
    return { text, name, price };
  });
}`;

export interface ListItem {
  text: string;
  name: string;
  price: number | null;
}

async function listItems(page: Page): Promise<ListItem[]> {
  return unseen(page, () =>
    answerInTime(page, () => page.evaluate(`(${LIST_ITEMS_SCRIPT})()`) as Promise<ListItem[]>),
  );
}

/** Whether `values` run in that order; equal neighbours are in order either way. */
export function isInOrder<T extends number | string>(values: T[], descending: boolean): boolean {
  return values.every((v, i) => {
    if (i === 0) return true;
    const before = values[i - 1];
    const cmp =
      typeof v === 'number'
        ? (v as number) - (before as number)
        : String(v).localeCompare(String(before), undefined, { sensitivity: 'base' });
    return descending ? cmp <= 0 : cmp >= 0;
  });
}

/** "the first product is 'X'": the nth item of the page's list shows those words. */
async function checkNthItem(page: Page, assertion: Assertion, target?: Target): Promise<Check> {
  const expected = String(assertion.expected ?? '');
  const nth = target?.nth ?? 0;
  const what = target?.description ?? `item ${nth + 1}`;
  let items: ListItem[];
  try {
    items = await listItems(page);
  } catch (error) {
    return unreadableLook(error);
  }
  const item = nth < 0 ? items.at(nth) : items[nth];
  if (!item)
    return {
      ok: false,
      error: `Expected ${what} to be ${quote(expected)}, but the page lists ${items.length} item${items.length === 1 ? '' : 's'}.`,
    };
  return {
    ok: wholeWordsPattern(expected).test(item.text),
    error: `Expected ${what} to be ${quote(expected)}, but it is ${quote(item.name || item.text.slice(0, 80))}.`,
  };
}

/** "the products are sorted by ascending price": the items' prices (or names) in that order. */
async function checkSorted(page: Page, assertion: Assertion): Promise<Check> {
  const [key, direction] = String(assertion.expected ?? 'price ascending').split(' ');
  const descending = direction === 'descending';
  let items: ListItem[];
  try {
    items = await listItems(page);
  } catch (error) {
    return unreadableLook(error);
  }
  const values =
    key === 'name' ? items.map((i) => i.name) : items.map((i) => i.price).filter((p) => p !== null);
  if (values.length < 2)
    return {
      ok: false,
      error: `Expected the items sorted by ${key}, but the page lists ${values.length === 0 ? 'no items with a' : 'only one item with a'} ${key}.`,
    };
  return {
    ok: isInOrder(values as Array<number | string>, descending),
    error: `Expected the items sorted by ${key}, ${descending ? 'highest' : 'lowest'} first, but they run ${values
      .slice(0, 8)
      .map((v) => quote(v))
      .join(', ')}${values.length > 8 ? ', …' : ''}.`,
  };
}

/** The checks of the page's list: its nth item, its order. A page that cannot be read: ERROR. */
export function checkList(
  page: Page,
  assertion: Assertion,
  target: Target | undefined,
  timeoutMs: number,
): Promise<Check> {
  return pollUntil(
    () =>
      assertion.kind === 'sorted'
        ? checkSorted(page, assertion)
        : checkNthItem(page, assertion, target),
    timeoutMs,
  );
}
