import { typedFields } from './typed-fields.js';
import type { Frame, Locator, Page } from 'playwright-core';
import type { Assertion, Target } from '@scout/shared';
import { resolveTarget } from '../resolve/resolve-target.js';
import { STYLE_IN_PAGE } from './css-style.js';
import { isBox, readChecked } from '../resolve/shadow-hosts.js';
import { failed, pollUntil, quote, type ActOutcome } from '../core/outcome.js';
import { countItems, errorMessages, findRegion, lookUpRegion } from '../resolve/page-regions.js';
import {
  matchVerb,
  normalizeSpace,
  patternOf,
  textMatches,
  wholeWordsPattern,
} from './text-match.js';
import { answerInTime } from '../core/page-answer.js';
import { pageSettled } from '../core/page-settle.js';
import { unseen } from '../core/unseen.js';
import { checkOnPage } from './on-page.js';
import { checkSuccessShown } from './success-message.js';
import { checkList } from './list-checks.js';
import { checkNamedList, listName } from './named-list.js';
import { fieldErrors } from './field-errors.js';
import { underLoad } from '../core/machine-load.js';
import { chosenOption, readSelected } from './option-selected.js';
import { couldNotRead, unreadableLook, outcomeOf, type Check } from './check-look.js';

export interface AssertContext {
  page: Page;
  startingUrl: string;
  timeoutMs: number;
  /** A wait the test asks for ("wait for 'Saved' to appear") lasts its whole budget: it does not
   *  end when the page has settled, as a check does (core/page-settle.ts). */
  waitOut?: boolean;
}

/** When a check may stop looking: once the page has settled, unless the test asked to wait. */
const settledUnlessWaitingOut = (ctx: AssertContext) =>
  ctx.waitOut ? undefined : () => pageSettled(ctx.page);

type AriaRole = Parameters<Page['getByRole']>[0];

/**
 * How many visible elements show the text: whole words unless the check says `contains`. Words are
 * read as a person sees them: "<button>Pay now</button>Paid" shows the word "Paid" although its
 * text content runs "Pay nowPaid", so an element boundary that is not inline separates words.
 */
async function visibleTextCount(
  frames: Array<Frame | Locator>,
  text: string,
  match: Assertion['match'],
  typed: string[] = [],
): Promise<{ count: number; unreadable?: string }> {
  // A frame that could not be read counts nothing, and is said: "not shown" cannot rest on it.
  let unreadable: string | undefined;
  const cannotRead = (error: unknown) => {
    unreadable ??= couldNotRead(error);
    return 0;
  };
  // Its fields too: a field whose value could not be read may be the one that shows the text.
  let total = await fieldValueCount(frames, text, match, typed, cannotRead);
  if (match === 'contains' || match === 'matches') {
    // "I should see /Order #\d+/": an element whose text the pattern finds.
    const wanted = match === 'matches' ? patternOf(text) : text;
    for (const frame of frames)
      total += await answerInTime(frame.page(), () =>
        frame.getByText(wanted).filter({ visible: true }).count(),
      ).catch(cannotRead);
    return { count: total, unreadable };
  }
  const words = wholeWordsPattern(text);
  const loose = new RegExp(
    normalizeSpace(text)
      .split(' ')
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s*'),
    'i',
  );
  for (const frame of frames) {
    // A frame that never loads answers no count: it fails the step in time, not never.
    total += await answerInTime(frame.page(), () =>
      frame
        .getByText(loose)
        .filter({ visible: true })
        .evaluateAll(
          (elements, { source, flags }) => {
            const re = new RegExp(source, flags);
            return elements.filter((root) => {
              let shown = '';
              const walker = document.createTreeWalker(
                root,
                NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
              );
              for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
                const before = node.previousSibling;
                if (before instanceof Element && getComputedStyle(before).display !== 'inline')
                  shown += ' ';
                if (node instanceof Element) {
                  if (
                    node !== root &&
                    (getComputedStyle(node).display !== 'inline' ||
                      node.matches('button, input, select, textarea, img, br'))
                  )
                    shown += ' ';
                } else {
                  shown += node.nodeValue ?? '';
                }
              }
              return re.test(shown.replace(/\s+/g, ' '));
            }).length;
          },
          { source: words.source, flags: words.flags },
        ),
    ).catch(cannotRead);
  }
  return { count: total, unreadable };
}

/**
 * Visible text fields whose value shows the text, leaving out every field this run typed into
 * (`typed`, see typed-fields.ts) and the one being edited: a name the app keeps in an <input>
 * (a board's title, a list's name) is shown, Scout's own typing never is.
 */
async function fieldValueCount(
  frames: Array<Frame | Locator>,
  text: string,
  match: Assertion['match'],
  typed: string[],
  cannotRead: (error: unknown) => number,
): Promise<number> {
  if (typed.includes('unnamed')) return 0;
  const words =
    match === 'contains'
      ? undefined
      : match === 'matches'
        ? patternOf(text)
        : wholeWordsPattern(text);
  let total = 0;
  for (const frame of frames)
    total += await answerInTime(frame.page(), () =>
      frame
        .locator(
          'input:not([type=hidden]):not([type=password]):not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]):not([type=reset]):not([type=file]), textarea',
        )
        .filter({ visible: true })
        .evaluateAll(
          (fields, { wanted, source, flags, skip }) => {
            const re = source === null ? null : new RegExp(source, flags);
            return fields.filter((el) => {
              const field = el as HTMLInputElement;
              if (field === document.activeElement) return false;
              const names = [
                'placeholder',
                'name',
                'aria-label',
                'id',
                'data-testid',
                'data-test-id',
                'data-cy',
              ].map((a) => (field.getAttribute(a) ? `${a}=${field.getAttribute(a)}` : ''));
              if (names.some((n) => n && skip.includes(n))) return false;
              const value = field.value.replace(/\s+/g, ' ').trim();
              return re ? re.test(value) : value.toLowerCase().includes(wanted.toLowerCase());
            }).length;
          },
          {
            wanted: text,
            source: words ? words.source : null,
            flags: words ? words.flags : '',
            skip: typed,
          },
        ),
    ).catch(cannotRead);
  return total;
}

function sameUrl(actual: string, expected: string): boolean {
  const strip = (u: string) => u.replace(/\/+$/, '').replace(/\/(?=[?#])/, '');
  return strip(actual) === strip(expected);
}

/** The locator a count looks in: the region the test named, else the page's main content. */
async function countScope(
  page: Page,
  target: Target,
): Promise<{ scope?: Locator; error?: string; missing?: boolean }> {
  const frame = page.mainFrame();
  if (target.region) {
    const region = await findRegion(frame, target.region);
    if (region) return { scope: region };
    // "the items in the cart" on the cart page itself: the page's main content is the cart.
    const where =
      `${decodeURIComponent(new URL(page.url()).pathname)} ${await answerInTime(page, () => page.title())}`.toLowerCase();
    const word = target.region.toLowerCase().replace(/^(?:the|a|an)\s+/, '');
    if (new RegExp(`\\b${word.replace(/[^\p{L}\p{N} ]/gu, '')}s?\\b`, 'u').test(where))
      return { scope: await mainContent(frame) };
    return {
      error: `Nothing on the page is called ${quote(target.region)}, so the items in it cannot be counted.`,
      missing: true,
    };
  }
  return { scope: await mainContent(frame) };
}

async function mainContent(frame: Frame): Promise<Locator> {
  const main = frame.locator('main, [role=main]');
  return (await main.count()) === 1 ? main : frame.locator('body');
}

async function countOf(scope: Locator, target: Target): Promise<number> {
  if (!target.role) return countItems(scope, target.text ?? target.name);
  const role = target.role as AriaRole;
  let locator = scope
    .getByRole(role, target.name ? { name: target.name } : {})
    .filter({ visible: true });
  // Header rows are not items: count only rows with data cells.
  if (role === 'row') locator = locator.filter({ has: scope.page().getByRole('cell') });
  if (!target.name && target.text)
    locator = locator.filter({ hasText: wholeWordsPattern(target.text) });
  return locator.count();
}

/**
 * A count by an element the planner pointed at: a list, table, listbox or menu counts its items;
 * an item counts the items of its own kind in the same container.
 */
async function countByElement(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const itemSelector =
      'li, [role=listitem], tr, [role=row], option, [role=option], [role=menuitem], [role=treeitem], [role=tab], article, [role=article]';
    const isContainer = el.matches(
      'ul, ol, [role=list], table, [role=table], [role=grid], tbody, select, [role=listbox], [role=menu], [role=tree], [role=tablist]',
    );
    if (isContainer) {
      return Array.from(el.querySelectorAll(itemSelector)).filter(
        (item) =>
          (item as HTMLElement).getClientRects().length > 0 &&
          (!item.matches('tr') || item.querySelector('td') !== null),
      ).length;
    }
    const parent = el.parentElement;
    if (!parent) return 1;
    return Array.from(parent.children).filter(
      (sibling) =>
        sibling.tagName === el.tagName &&
        sibling.getAttribute('role') === el.getAttribute('role') &&
        (sibling as HTMLElement).getClientRects().length > 0,
    ).length;
  });
}

/** A box's tick; a read that finds no box throws, so the check says it could not look. */
async function isTicked(locator: Locator): Promise<boolean> {
  // A listbox's option, a tab: chosen by aria-selected; a native option by its selectedness.
  const selected = await readSelected(locator);
  if (selected !== undefined) return selected;
  const ticked = await readChecked(locator);
  if (ticked === undefined) throw new Error('Not a checkbox or radio button');
  return ticked;
}

async function stateCheck(locator: Locator, assertion: Assertion, what: string): Promise<Check> {
  switch (assertion.kind) {
    case 'visible':
      return {
        ok: await locator.isVisible(),
        error: `Expected ${what} to be visible, but it is hidden.`,
      };
    case 'hidden':
      return {
        ok: await locator.isHidden(),
        error: `Expected ${what} to be hidden, but it is visible.`,
      };
    case 'enabled':
      return {
        ok: await locator.isEnabled(),
        error: `Expected ${what} to be enabled, but it is disabled.`,
      };
    case 'disabled':
      return {
        ok: await locator.isDisabled(),
        error: `Expected ${what} to be disabled, but it is enabled.`,
      };
    case 'checked':
      return {
        ok: await isTicked(locator),
        error: `Expected ${what} to be checked, but it is not.`,
      };
    case 'unchecked':
      return {
        ok: !(await isTicked(locator)),
        error: `Expected ${what} to be unchecked, but it is checked.`,
      };
    case 'count': {
      const want = Number(assertion.expected ?? 0);
      const n = await countByElement(locator);
      return { ok: n === want, error: `Expected ${want} items in ${what}, but it holds ${n}.` };
    }
    case 'value_absent': {
      const actual = await readValue(locator);
      const unwanted = String(assertion.expected ?? '');
      return {
        ok: !textMatches(actual, unwanted, assertion.match ?? 'contains'),
        error: `Expected ${what} not ${matchVerb(assertion.match ?? 'contains', 'to hold')} ${quote(unwanted)}, but it holds ${quote(normalizeSpace(actual))}.`,
      };
    }
    case 'style': {
      const property = assertion.property ?? '';
      const expected = String(assertion.expected ?? '');
      if (!property) throw new Error('The check names no CSS property');
      const look = await locator.evaluate(STYLE_IN_PAGE, [property, expected] as [string, string]);
      return {
        ok: look.ok,
        error: `Expected the ${property} of ${what} to be ${quote(expected)}, but it is ${quote(look.actual)}.`,
      };
    }
    default: {
      const actual = await readValue(locator);
      const expected = String(assertion.expected ?? '');
      const ok = textMatches(actual, expected, assertion.match ?? 'equals');
      return {
        ok,
        error: `Expected ${what} ${matchVerb(assertion.match, 'to hold')} ${quote(expected)}, but it holds ${quote(normalizeSpace(actual))}.`,
      };
    }
  }
}

/** When the element sits in an item (a card, row or list item) whose text lacks `near`, that
 *  item's first line (what it is called); else false. */
async function inOtherItem(locator: Locator, near: string): Promise<string | false> {
  return locator.evaluate((el, wanted) => {
    const item = el.closest(
      'li, tr, [role=row], [role=listitem], article, [role=article], .card, [class*="card"], [class*="item"], [class*="product"]',
    );
    if (!item) return false;
    const text = ((item as HTMLElement).innerText ?? item.textContent ?? '').replace(/\s+/g, ' ');
    if (text.toLowerCase().includes(wanted.replace(/\s+/g, ' ').trim().toLowerCase())) return false;
    return (
      ((item as HTMLElement).innerText ?? '').trim().split('\n')[0].slice(0, 80) || 'another item'
    );
  }, near);
}

/** A field's value (a select's chosen label), or an element's visible text. */
async function readValue(locator: Locator): Promise<string> {
  return locator.evaluate((el) => {
    if (el instanceof HTMLSelectElement) return el.selectedOptions[0]?.label ?? el.value;
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) return el.value;
    return (el as HTMLElement).innerText ?? el.textContent ?? '';
  });
}

/** Whether the page shows (or does not show) the text: anywhere, or in the part of the page the
 *  target names ("the account menu should say …", "… in the header"). A part that is not on the
 *  page fails the check either way: what it would show cannot be told. */
async function checkText(
  ctx: AssertContext,
  assertion: Assertion,
  region: string | undefined,
  near?: string,
): Promise<Check> {
  const expected = String(assertion.expected ?? '');
  const wantVisible = assertion.kind === 'text_visible';
  const how =
    assertion.match === 'contains'
      ? ' (anywhere in its text)'
      : assertion.match === 'matches'
        ? ' (a text that pattern matches)'
        : '';
  const where = near ? `the row with ${quote(near)}` : region ? quote(region) : 'the page';
  return pollUntil(
    async (): Promise<Check> => {
      let roots: Array<Frame | Locator> = ctx.page.frames();
      if (region) {
        let unreadable: string | undefined;
        const found = await Promise.all(
          ctx.page.frames().map((frame) =>
            answerInTime(ctx.page, () => lookUpRegion(frame, region)).catch((error: unknown) => {
              // A frame that went away is no longer part of the page; any other failed look is.
              if (!frame.isDetached()) unreadable ??= couldNotRead(error);
              return undefined;
            }),
          ),
        );
        roots = found.filter((r): r is Locator => r !== undefined);
        if (roots.length === 0 && unreadable)
          return { ok: false, unreadable: true, error: unreadable };
        if (roots.length === 0)
          return {
            ok: false,
            error: `Nothing on the page is called ${quote(region)}, so whether it shows ${quote(expected)} cannot be checked.`,
          };
      }
      // "… within the table row containing 'Admin'": only the rows (list items, cards) that show
      // that text, the innermost of them.
      if (near) {
        const rows = roots.map((root) => {
          const items = root.locator(ITEMS).filter({ hasText: near });
          return items.filter({ hasNot: root.locator(ITEMS).filter({ hasText: near }) });
        });
        let counts: number[];
        try {
          counts = await Promise.all(
            rows.map((r) => answerInTime(ctx.page, () => r.filter({ visible: true }).count())),
          );
        } catch (error) {
          return unreadableLook(error);
        }
        if (counts.every((c) => c === 0))
          return {
            ok: false,
            error: `No row, list item or card on the page shows ${quote(near)}, so whether it shows ${quote(expected)} cannot be checked.`,
          };
        roots = rows.filter((_r, i) => counts[i] > 0);
      }
      const { count: n, unreadable } = await visibleTextCount(
        roots,
        expected,
        assertion.match,
        typedFields(ctx.page),
      );
      // Shown somewhere is shown; "not shown" holds only if every frame could be read.
      if (n === 0 && unreadable) return { ok: false, unreadable: true, error: unreadable };
      return {
        ok: wantVisible ? n > 0 : n === 0,
        error: wantVisible
          ? `Expected ${where} to show ${quote(expected)}${how}, but it does not.`
          : `Expected ${where} not to show ${quote(expected)}${how}, but it does.`,
      };
    },
    ctx.timeoutMs,
    settledUnlessWaitingOut(ctx),
  );
}

// What "the row containing 'Admin'" may be: a table row, a list item or a card.
const ITEMS =
  'tr, [role=row], li, [role=listitem], article, [role=article], .card, [class*="card"]';

async function checkTitleOrUrl(ctx: AssertContext, assertion: Assertion): Promise<Check> {
  const expected = String(assertion.expected ?? '');
  const isTitle = assertion.kind === 'title';
  const match = assertion.match ?? 'equals';
  const want =
    isTitle || match !== 'equals' ? expected : new URL(expected, ctx.startingUrl).toString();
  return pollUntil(
    async (): Promise<Check> => {
      let actual: string;
      try {
        actual = isTitle ? await answerInTime(ctx.page, () => ctx.page.title()) : ctx.page.url();
      } catch (error) {
        return unreadableLook(error);
      }
      let ok: boolean;
      if (match === 'equals')
        ok = isTitle ? normalizeSpace(actual) === normalizeSpace(expected) : sameUrl(actual, want);
      else if (match === 'contains')
        ok =
          actual.toLowerCase().includes(expected.toLowerCase()) ||
          safeDecode(actual).toLowerCase().includes(expected.toLowerCase());
      else if (match === 'ends_with' && !isTitle)
        ok = [actual, safeDecode(actual)].some((a) =>
          a.replace(/\/+$/, '').toLowerCase().endsWith(expected.replace(/\/+$/, '').toLowerCase()),
        );
      else
        ok =
          textMatches(actual, expected, match) || textMatches(safeDecode(actual), expected, match);
      return {
        ok,
        error: `Expected the ${isTitle ? 'title' : 'URL'} ${matchVerb(match, 'to be')} ${quote(expected)}, but it is ${quote(actual)}.`,
      };
    },
    ctx.timeoutMs,
    settledUnlessWaitingOut(ctx),
  );
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

async function checkErrors(ctx: AssertContext, assertion: Assertion): Promise<Check> {
  const wantError = assertion.kind === 'error_shown';
  return pollUntil(
    async () => {
      let unreadable: string | undefined;
      const messages = (
        await Promise.all(
          ctx.page.frames().map((f) =>
            errorMessages(f).catch((error: unknown) => {
              unreadable ??= couldNotRead(error);
              return [] as string[];
            }),
          ),
        )
      ).flat();
      // An error shown in one frame is shown; "no error" holds only if every frame could be read.
      if (messages.length === 0 && unreadable)
        return { ok: false, unreadable: true, error: unreadable };
      // "the error message contains 'Invalid credentials'": an error with those words.
      const wanted =
        wantError && assertion.expected !== undefined ? String(assertion.expected) : '';
      if (wanted && messages.length > 0)
        return {
          ok: messages.some((m) => m.toLowerCase().includes(wanted.toLowerCase())),
          error: `Expected an error message saying ${quote(wanted)}, but the page shows ${messages.map((m) => quote(m)).join(', ')}.`,
        };
      return {
        ok: wantError ? messages.length > 0 : messages.length === 0,
        error: wantError
          ? 'Expected the page to show an error message, but none is shown (no alert, no field marked invalid, no element styled as an error).'
          : `Expected no error message, but the page shows ${messages.map((m) => quote(m)).join(', ')}.`,
      };
    },
    ctx.timeoutMs,
    settledUnlessWaitingOut(ctx),
  );
}

/** "The 'A' field should have the error 'is invalid'", "the 'C' field should not have an error":
 *  the field's own error marks and messages (fieldErrors), not the page's. */
async function checkFieldError(
  ctx: AssertContext,
  assertion: Assertion,
  target: Target,
  exactOnly: boolean,
): Promise<ActOutcome> {
  const resolution = await resolveTarget(ctx.page, target, {
    kind: 'fill',
    exactOnly,
    timeoutMs: ctx.timeoutMs,
  });
  if (!resolution.ok) return failed(resolution.reason, resolution.error);
  const what = quote(resolution.target.name ?? target.description);
  const wanted = assertion.expected === undefined ? undefined : String(assertion.expected);
  const result = await pollUntil(
    async (): Promise<Check> => {
      let errors;
      try {
        errors = await fieldErrors(resolution.locator);
      } catch (error) {
        return unreadableLook(error);
      }
      const shown = errors.messages.length
        ? `: ${errors.messages.map((m) => quote(m)).join(', ')}`
        : ' (marked invalid)';
      if (assertion.kind === 'no_error')
        return {
          ok: !errors.marked,
          error: `Expected ${what} to have no error, but it shows one${shown}.`,
        };
      if (!errors.marked)
        return { ok: false, error: `Expected ${what} to show an error, but it shows none.` };
      if (wanted === undefined) return { ok: true, error: '' };
      return {
        ok: errors.messages.some((m) => m.toLowerCase().includes(wanted.toLowerCase())),
        error: `Expected ${what} to show the error ${quote(wanted)}, but it shows${shown}.`,
      };
    },
    ctx.timeoutMs,
    settledUnlessWaitingOut(ctx),
  );
  return outcomeOf(result, resolution.target);
}

async function checkCount(
  ctx: AssertContext,
  assertion: Assertion,
  target: Target | undefined,
): Promise<ActOutcome> {
  const want = Number(assertion.expected ?? 0);
  const counted: Target = target ?? { description: 'items' };
  const found = await countScope(ctx.page, counted).catch((thrown: unknown) => ({
    scope: undefined,
    error: couldNotRead(thrown),
    missing: false,
  }));
  // "The todo list is empty" where the app hides a list with nothing in it (no element called so
  // is shown): it holds when the page's main content shows no item at all. An item shown there
  // leaves the step unread, as before: which list the test meant cannot be told.
  const hiddenWhenEmpty = !found.scope && found.missing && want === 0;
  const scope = hiddenWhenEmpty ? await mainContent(ctx.page.mainFrame()) : found.scope;
  if (!scope)
    return failed('infra', found.error ?? `Could not count ${quote(counted.description)}.`);
  const result = await pollUntil(
    async (): Promise<Check> => {
      let n: number;
      try {
        n = hiddenWhenEmpty ? await countItems(scope) : await countOf(scope, counted);
      } catch (error) {
        // Not counted is not 0: "there are no items" must not pass on a count that never happened.
        return unreadableLook(error);
      }
      if (hiddenWhenEmpty && n > 0) return { ok: false, unreadable: true, error: found.error! };
      // An app hides a list or table with nothing in it; a page that shows an error in its place
      // ("You are not authorised", "Not found") shows no items either, and is no empty list.
      if (hiddenWhenEmpty) {
        let errors: string[];
        try {
          errors = await errorMessages(ctx.page.mainFrame());
        } catch (error) {
          return unreadableLook(error);
        }
        if (errors.length > 0)
          return {
            ok: false,
            error: `Expected ${want} ${counted.description}, but the page shows no ${counted.description} and an error: ${errors.map((m) => quote(m)).join(', ')}.`,
          };
      }
      return {
        ok: n === want,
        error: `Expected ${want} ${counted.description}, but the page shows ${n}.`,
      };
    },
    ctx.timeoutMs,
    settledUnlessWaitingOut(ctx),
  );
  return outcomeOf(result, counted);
}

/** Why the page could not be looked at for the target (its region in any frame, the page's
 *  accessibility tree), or undefined when every look worked. A look that fails is tried again
 *  (a navigation under way destroys a look's context for a moment); a frame that went away is
 *  no longer part of the page and is not looked at. */
async function cannotLookFor(page: Page, target: Target): Promise<string | undefined> {
  let why: string | undefined;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 150));
    try {
      for (const frame of page.frames()) {
        if (!target.region) break;
        await answerInTime(page, () => lookUpRegion(frame, target.region!)).catch(
          (error: unknown) => {
            if (!frame.isDetached()) throw error;
          },
        );
      }
      await page.locator('body').ariaSnapshot({ timeout: underLoad(2_000) });
      return undefined;
    } catch (error) {
      why = couldNotRead(error);
    }
  }
  return why;
}

/** Checks an assertion, retrying until it holds or the assertion timeout passes. `ref` is an aria
 *  ref the LLM planner pointed at; it names the element as well as a target does. Its reads of the
 *  page are not in the run's trace: the step's screenshot is, with the page as it was checked. */
export function checkAssertion(...args: Parameters<typeof check>): Promise<ActOutcome> {
  const [ctx, assertion, , exactOnly] = args;
  // Its reads are unseen on their own: an orientation may click a link, which the trace keeps.
  if (assertion.kind === 'on_page') return checkOnPage({ ...ctx, exactOnly }, assertion);
  return unseen(args[0].page, () => check(...args));
}

async function check(
  ctx: AssertContext,
  assertion: Assertion,
  target: Target | undefined,
  exactOnly: boolean,
  ref?: string,
): Promise<ActOutcome> {
  const { page } = ctx;
  let result: Check;
  if (assertion.kind === 'text_visible' || assertion.kind === 'text_absent') {
    // "The heroes list no longer shows 'Aslaug'": that list, else (no list by that name) the
    // whole page, which is stricter.
    const list =
      assertion.kind === 'text_absent' && target && !target.region && !target.near
        ? listName(target)
        : undefined;
    const listed = list ? await checkNamedList(page, assertion, list, ctx.timeoutMs) : undefined;
    result = listed ?? (await checkText(ctx, assertion, target?.region, target?.near));
  } else if (assertion.kind === 'title' || assertion.kind === 'url') {
    result = await checkTitleOrUrl(ctx, assertion);
  } else if (
    (assertion.kind === 'error_shown' || assertion.kind === 'no_error') &&
    target &&
    !ref
  ) {
    return checkFieldError(ctx, assertion, target, exactOnly);
  } else if (assertion.kind === 'error_shown' || assertion.kind === 'no_error') {
    result = await checkErrors(ctx, assertion);
  } else if (assertion.kind === 'success_shown') {
    result = await checkSuccessShown(page, ctx.timeoutMs);
  } else if (assertion.kind === 'nth_item' || assertion.kind === 'sorted') {
    result = await checkList(page, assertion, target, ctx.timeoutMs);
  } else if (assertion.kind === 'count' && !ref) {
    return checkCount(ctx, assertion, target);
  } else if ((assertion.kind === 'value' || assertion.kind === 'value_absent') && !target && !ref) {
    // "'Option 3' is selected": no field named, the option of that name is the chosen one.
    let missing = false;
    result = await pollUntil(
      () =>
        chosenOption(page, assertion).then(
          (answer): Check => {
            missing = Boolean(answer.missing);
            return answer;
          },
          (error: unknown): Check => unreadableLook(error),
        ),
      ctx.timeoutMs,
      settledUnlessWaitingOut(ctx),
    );
    if (!result.ok && missing) return failed('not_found', result.error);
  } else {
    // "The list of bank accounts shows 'X'": the list, not the heading that names it. A page with
    // no list by that name goes on to the element the target names ("the Country list": a select).
    const list = assertion.kind === 'value' && !ref && target ? listName(target) : undefined;
    const listed = list ? await checkNamedList(page, assertion, list, ctx.timeoutMs) : undefined;
    if (listed) return outcomeOf(listed, target);

    if (!target && !ref)
      return failed('infra', `The check “${assertion.kind}” needs an element to look at.`);
    const named: Target = target ?? { description: `the element ${ref}` };
    const isHiddenCheck = assertion.kind === 'hidden';
    // Hidden elements are not in the accessibility tree, so "not found" already means hidden.
    let resolution = await resolveTarget(page, named, {
      kind: assertion.kind === 'value' || assertion.kind === 'value_absent' ? 'fill' : 'assert',
      exactOnly: exactOnly || (ref !== undefined && !target),
      timeoutMs: isHiddenCheck ? Math.min(500, ctx.timeoutMs) : ctx.timeoutMs,
      anyRole: isHiddenCheck,
      ref,
    });
    // "The 'Water the plants' box should be ticked": the words name the row's text; the box is
    // the checkbox they caption (beside it, or in a web component's shadow root).
    if (
      resolution.ok &&
      (assertion.kind === 'checked' || assertion.kind === 'unchecked') &&
      !named.role &&
      !ref &&
      (named.name ?? named.label ?? named.text) !== undefined &&
      !(await isBox(resolution.locator))
    ) {
      const box = await resolveTarget(
        page,
        {
          description: named.description,
          near: named.name ?? named.label ?? named.text ?? '',
          role: 'checkbox',
          ...(named.region ? { region: named.region } : {}),
        },
        { kind: 'assert', exactOnly, timeoutMs: Math.min(1_000, ctx.timeoutMs) },
      );
      if (box.ok) resolution = box;
    }
    if (!resolution.ok) {
      // Not found is hidden (and "not there" a failure of the app) only if the page could be
      // looked at: a region lookup or an accessibility snapshot that threw found nothing because
      // it never looked.
      if (resolution.reason === 'not_found') {
        const unreadable = await cannotLookFor(page, named);
        if (unreadable) return failed('infra', unreadable, named);
        if (isHiddenCheck) return { ok: true, target: named };
      }
      return failed(resolution.reason, resolution.error);
    }
    // "the product 'Tide clock' should show a Remove button": with one Remove on the page, the
    // resolver takes it wherever it is; it counts only if its own item (card, row, list item)
    // holds that text. Elsewhere, the item shows no such control: shown fails, hidden holds.
    if (named.near !== undefined && (assertion.kind === 'visible' || isHiddenCheck)) {
      const elsewhere = await unseen(page, () =>
        inOtherItem(resolution.locator, named.near!),
      ).catch((): false => false);
      if (elsewhere && isHiddenCheck) return { ok: true, target: named };
      if (elsewhere)
        return failed(
          'assertion',
          `Expected ${quote(named.description)} to be visible, but ${quote(elsewhere)} has the only ${quote(resolution.target.name ?? named.description)} on the page.`,
          resolution.target,
        );
    }
    const what = quote(resolution.target.name ?? named.description);
    result = await pollUntil(
      // A read that threw (a page script broke, the frame went away, the element is no checkbox)
      // says nothing about the app: the check could not look, which is Scout's error.
      () =>
        stateCheck(resolution.locator, assertion, what).catch((error: unknown): Check =>
          unreadableLook(error),
        ),
      ctx.timeoutMs,
    );
    return outcomeOf(result, resolution.target);
  }
  return outcomeOf(result, target);
}
