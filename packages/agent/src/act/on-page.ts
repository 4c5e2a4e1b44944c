import type { Page } from 'playwright-core';
import type { Assertion } from '@scout/shared';
import { resolveTarget } from '../resolve/resolve-target.js';
import { failed, pollUntil, quote, shortError, type ActOutcome } from '../core/outcome.js';
import { answerInTime } from '../core/page-answer.js';
import { PAGE_NAME_SELECTOR } from '../core/selectors.js';
import { unseen } from '../core/unseen.js';
import { actionTimeoutMs } from '../core/machine-load.js';

/** Where the browser is, as a person would tell: the page's title, its address, and the texts
 *  it names itself by (main headings, the navigation's current item). */
export interface Whereabouts {
  title: string;
  url: string;
  names: string[];
}

// Words that say nothing about which page it is.
const FILLER = new Set(['the', 'a', 'an', 'my', 'your', 'our', 'page', 'screen', 'view', 'of']);
// Different words for one page: "sign in", "log in", "logon"; "sign up", "register".
const SAME_PAGE: Record<string, string> = {
  signin: 'login',
  logon: 'login',
  register: 'signup',
  registration: 'signup',
  homepage: 'home',
};
// The last part of an address that is the site's first page.
const HOME_PATH = /^(?:|index|index\.html?|home|default\.aspx?)$/i;

/** A word as compared: lower case, a plural's -s and -ies taken off, one name for a page's synonyms. */
function stem(word: string): string {
  const w = word.toLowerCase();
  const single =
    w.length > 4 && w.endsWith('ies')
      ? `${w.slice(0, -3)}y`
      : w.length > 3 && w.endsWith('s') && !w.endsWith('ss')
        ? w.slice(0, -1)
        : w;
  return SAME_PAGE[single] ?? single;
}

function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Every word of the texts, and every two neighbouring words written as one ("log in" → login). */
function vocabulary(texts: string[]): Set<string> {
  const out = new Set<string>();
  for (const text of texts) {
    const words = wordsOf(text);
    words.forEach((w, i) => {
      out.add(stem(w));
      if (i + 1 < words.length) out.add(stem(w + words[i + 1]));
    });
  }
  return out;
}

/** The address's words: its path and its #route (a single-page app's), not its query. */
function addressWords(url: string): string {
  try {
    const u = new URL(url);
    return decodeURIComponent(`${u.pathname} ${u.hash}`).replace(
      /\.(?:html?|php|aspx?|jsp)\b/gi,
      '',
    );
  } catch {
    return url;
  }
}

/**
 * Whether the page is the one `name` names ("login", "Contact us", "shopping cart", "home"): each of
 * the name's words (two of them may be written as one, "sign in" ~ signin) is among the words of
 * the title, a main heading, the navigation's current item or the address. The home page is also
 * the site's root or the run's starting address.
 */
export function namesPage(name: string, where: Whereabouts, startingUrl: string): boolean {
  const words = wordsOf(name).filter((w) => !FILLER.has(w));
  if (words.length === 0) return false;
  const known = vocabulary([where.title, ...where.names, addressWords(where.url)]);
  if (words.length === 1 && stem(words[0]) === 'home') {
    try {
      const here = new URL(where.url);
      const start = new URL(startingUrl);
      const last = here.pathname.split('/').filter(Boolean).at(-1) ?? '';
      if (
        here.origin === start.origin &&
        (here.pathname === start.pathname || HOME_PATH.test(last))
      )
        return true;
    } catch {
      // Not an address a page has: the words below decide.
    }
  }
  for (let i = 0; i < words.length;) {
    if (i + 1 < words.length && known.has(stem(words[i] + words[i + 1]))) i += 2;
    else if (known.has(stem(words[i]))) i += 1;
    else return false;
  }
  return true;
}

/** Reads where the browser is; throws when the page cannot be read. */
export async function whereabouts(page: Page): Promise<Whereabouts> {
  return unseen(page, async () => {
    const title = await answerInTime(page, () => page.title());
    const names = await answerInTime(page, () =>
      page.locator(PAGE_NAME_SELECTOR).filter({ visible: true }).allInnerTexts(),
    );
    return { title, url: page.url(), names: names.slice(0, 12) };
  });
}

function describeWhere(where: Whereabouts): string {
  return where.title.trim()
    ? `${quote(where.title.trim())} (${where.url})`
    : `${where.url} (a page with no title)`;
}

type Look = { ok: true } | { ok: false; where?: Whereabouts; unreadable?: string };

async function look(page: Page, name: string, startingUrl: string): Promise<Look> {
  try {
    const where = await whereabouts(page);
    return namesPage(name, where, startingUrl) ? { ok: true } : { ok: false, where };
  } catch (error) {
    return { ok: false, unreadable: `Could not read the page: ${shortError(error)}` };
  }
}

export interface OnPageContext {
  page: Page;
  startingUrl: string;
  timeoutMs: number;
  exactOnly: boolean;
}

/**
 * "Then I should be redirected to the dashboard": the browser is on that page (FAILED when it is
 * elsewhere, saying where). "Given I am on the login page" (`reach`): when it is elsewhere, the
 * page's one link or button of that name is clicked and the check made again; when there is none,
 * or the click leads elsewhere, the test could not be set up as written: ERROR, saying where the
 * browser is. A page that cannot be read never passes.
 */
export async function checkOnPage(ctx: OnPageContext, assertion: Assertion): Promise<ActOutcome> {
  const name = String(assertion.expected ?? '').trim();
  if (!name) return failed('infra', 'The check names no page.');
  const page = `the ${quote(name)} page`;
  // A page the step before is still loading is given a moment before a link is looked for.
  const first = await pollUntil(
    () => look(ctx.page, name, ctx.startingUrl),
    assertion.reach ? Math.min(1_000, ctx.timeoutMs) : ctx.timeoutMs,
  );
  if (first.ok) return { ok: true };
  if (first.unreadable) return failed('infra', first.unreadable);
  const where = describeWhere(first.where!);
  if (!assertion.reach)
    return failed('assertion', `Expected to be on ${page}, but the browser is on ${where}.`);
  const way = await resolveTarget(
    ctx.page,
    { name, description: name },
    { kind: 'navigate', exactOnly: ctx.exactOnly, timeoutMs: ctx.timeoutMs },
  );
  if (!way.ok)
    return failed(
      way.reason === 'ambiguous' ? 'ambiguous' : 'infra',
      `Could not get to ${page}: the browser is on ${where}, which neither names that page nor has one link or button to it. ${way.error}`.trim(),
    );
  try {
    // A click is an action: its limit is the actions' own (stretched on a busy machine), not the
    // check's wait for the page, which may be a fraction of it.
    await way.locator.click({ timeout: actionTimeoutMs() });
  } catch (error) {
    return failed(
      'infra',
      `Could not get to ${page}: clicking its link failed: ${shortError(error)}`,
    );
  }
  const after = await pollUntil(() => look(ctx.page, name, ctx.startingUrl), ctx.timeoutMs);
  if (after.ok)
    return {
      ok: true,
      target: way.target,
      note: `Went to ${page} by ${quote(way.target.name ?? way.target.description)}.`,
    };
  if (after.unreadable) return failed('infra', after.unreadable);
  return failed(
    'infra',
    `Could not get to ${page}: after clicking ${quote(way.target.name ?? name)} the browser is on ${describeWhere(after.where!)}.`,
  );
}
