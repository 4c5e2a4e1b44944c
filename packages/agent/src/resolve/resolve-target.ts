import { findDrawnModal } from './drawn-modal.js';
import type { Frame, Locator, Page } from 'playwright-core';
import type { ActionKind, Target } from '@scout/shared';
import { describeSnapshotRoot, parseAriaSnapshot, type AriaCandidate } from './aria-candidates.js';
import {
  closeness,
  FUZZY_THRESHOLD,
  meaningChange,
  normalizeText,
  rankCandidates,
  type Scored,
} from './fuzzy.js';
import { findRegion } from './page-regions.js';
import {
  findByHints,
  findCollapsed,
  findGeneric,
  isGeneric,
  revealByHover,
  roleNoun,
  type Found,
} from './heuristics.js';
import { resolveInTabs } from './in-tabs.js';
import type { Resolution, ResolveOptions } from './resolution.js';
import { pickOne, pin } from './pick.js';
import {
  durableLocator,
  exactStrategies,
  INTERACTIVE_ROLES,
  ONLY_IN_ROLE,
  rolesFor,
} from './strategies.js';
import { quote } from '../core/outcome.js';
import { playwrightSelector } from '../core/selectors.js';
import { unseen } from '../core/unseen.js';
import { WaitBudget } from '../core/wait-budget.js';
import { pageSettled } from '../core/page-settle.js';
import { underLoad } from '../core/machine-load.js';

const POLL_MS = [0, 50, 100, 150, 250, 400, 500];

/** One place to look: a frame, or the region of it the target names. */
interface Scope {
  frame: Frame;
  root: Frame | Locator;
  /** The same place as a locator (the frame's body when no region). */
  locator: Locator;
}

/** Finds the one element a target names, waiting up to timeoutMs for it to appear. */
export async function resolveTarget(
  page: Page,
  target: Target,
  options: ResolveOptions,
): Promise<Resolution> {
  // Looking is Scout's own work: not in the run's trace. The tabs it clicks through to look are,
  // as clicks: they change what the page shows (and a tab that is a link, the page itself).
  const look = (p: Page, t: Target, o: ResolveOptions) => unseen(p, () => resolveOnShow(p, t, o));
  if (target.selector !== undefined)
    return unseen(page, () => resolveBySelector(page, target, options));
  return target.inTabs ? resolveInTabs(page, target, options, look) : look(page, target, options);
}

async function resolveOnShow(
  page: Page,
  target: Target,
  options: ResolveOptions,
): Promise<Resolution> {
  // The wait counts the pauses between looks, not the looks' own work (core/wait-budget.ts).
  const budget = new WaitBudget(options.timeoutMs);
  let last: Resolution = { ok: false, reason: 'not_found', error: '' };
  let candidates: AriaCandidate[] = [];
  for (let attempt = 0; ; attempt++) {
    const lookStarted = Date.now();
    if (options.ref) {
      const byRef = await resolveRef(page, options.ref, target);
      if (byRef) return byRef;
    }
    const scopes = await scopesOf(page, target);
    if (scopes.length === 0) {
      last = {
        ok: false,
        reason: 'not_found',
        error: `Nothing on the page is called ${quote(target.region!)}, so ${quote(target.description)} cannot be looked for in it.`,
      };
    } else {
      const found = await resolveInScopes(page, target, options, scopes);
      if (found?.ok) return found;
      if (found) last = found;
      if (!options.exactOnly && !found && !isGeneric(target)) {
        const root = target.region ? scopes[0].locator : page.locator('body');
        candidates = parseAriaSnapshot(
          await root
            .ariaSnapshot({ mode: 'ai', timeout: underLoad(2_000) } as never)
            .catch(() => ''),
        );
        const fuzzy = await resolveFuzzy(page, target, options, candidates);
        if (fuzzy?.ok) return fuzzy;
        if (fuzzy) last = fuzzy;
      }
      // "the Login modal" on a page that draws its modal with no dialog role.
      if (!found && target.role && ONLY_IN_ROLE.has(target.role) && !target.region) {
        const drawn = await findDrawnModal(page, target.name);
        if (drawn) return { ok: true, locator: drawn, target };
      }
      if (!found && target.near !== undefined && last.reason !== 'ambiguous') {
        const hidden = await resolveHidden(target, options, scopes);
        if (hidden?.ok) return hidden;
        if (hidden) last = hidden;
      }
    }
    // An ambiguous name will not become unique by waiting; a missing one may still appear.
    if (last.reason === 'ambiguous' && last.error) return last;
    budget.looked(lookStarted);
    const wait = POLL_MS[Math.min(attempt + 1, POLL_MS.length - 1)];
    if (budget.left() <= 0) break;
    // A page that has settled will not draw the element (core/page-settle.ts); a wait the test
    // asks for ("wait for the Save button") lasts its whole budget all the same.
    const waitsOut = options.kind === 'wait_for' || options.kind === 'wait_gone';
    if (!waitsOut && attempt > 0 && (await budget.look(() => pageSettled(page)))) break;
    // One last look at the end of the budget itself: the page may have drawn the element meanwhile.
    await budget.pause(wait, (ms) => page.waitForTimeout(ms));
  }
  if (last.error) return last;
  return {
    ok: false,
    reason: 'not_found',
    error: notFoundMessage(target, options.kind, candidates),
  };
}

/**
 * "click '#submit'", "the first '.result' in '#results'": a target the test named by a CSS selector
 * or an XPath is that element and no other. It is looked for in the target's frames (and region),
 * among the visible elements the selector matches: exactly one (or the nth, when the test said
 * which), else the step says how many matched. An invalid selector is said at once.
 */
async function resolveBySelector(
  page: Page,
  target: Target,
  options: ResolveOptions,
): Promise<Resolution> {
  const written = target.selector!;
  const selector = playwrightSelector(written) ?? `css=${written}`;
  const where = target.region ? ` in ${quote(target.region)}` : '';
  const budget = new WaitBudget(options.timeoutMs);
  for (let attempt = 0; ; attempt++) {
    const lookStarted = Date.now();
    const visible: Locator[] = [];
    let all = 0;
    try {
      for (const scope of await scopesOf(page, target)) {
        const matches = scope.root.locator(selector);
        all += await matches.count();
        const shown = matches.filter({ visible: true });
        const n = await shown.count();
        for (let i = 0; i < n; i++) visible.push(shown.nth(i));
      }
    } catch (error) {
      if (!/not a valid selector|unexpected token|syntax|invalid/i.test(String(error))) throw error;
      return {
        ok: false,
        reason: 'not_found',
        error: `${quote(written)} is not a CSS selector or XPath the browser accepts, so ${quote(target.description)} cannot be found.`,
      };
    }
    const nth = target.nth;
    const picked =
      nth === undefined
        ? visible.length === 1
          ? visible[0]
          : undefined
        : visible.at(nth < 0 ? visible.length + nth : nth);
    if (picked) return { ok: true, locator: picked, target };
    if (nth === undefined && visible.length > 1)
      return {
        ok: false,
        reason: 'ambiguous',
        error: `${visible.length} visible elements match the selector ${quote(written)}${where}; the step must name one (for example "the first ${written}"), or the selector must match only it.`,
      };
    budget.looked(lookStarted);
    if (budget.left() <= 0) {
      const hidden = all > visible.length ? `; ${all} match it but are hidden` : '';
      return {
        ok: false,
        reason: 'not_found',
        error:
          nth === undefined || visible.length === 0
            ? `No visible element matches the selector ${quote(written)}${where}${hidden}.`
            : `Only ${visible.length} visible elements match the selector ${quote(written)}${where}, so there is no ${quote(target.description)}.`,
      };
    }
    const wait = POLL_MS[Math.min(attempt + 1, POLL_MS.length - 1)];
    await budget.pause(wait, (ms) => page.waitForTimeout(ms));
  }
}

/** The frames to look in, the named one first, narrowed to the target's region when it names one. */
async function scopesOf(page: Page, target: Target): Promise<Scope[]> {
  const scopes: Scope[] = [];
  for (const frame of frameOrder(page, target)) {
    if (!target.region) {
      scopes.push({ frame, root: frame, locator: frame.locator('body') });
      continue;
    }
    const region = await findRegion(frame, target.region);
    if (region) scopes.push({ frame, root: region, locator: region });
  }
  return scopes;
}

function frameOrder(page: Page, target: Target): Frame[] {
  const frames = page.frames();
  if (!target.frames?.length) return frames;
  const wanted = normalizeText(target.frames[target.frames.length - 1]);
  const matches = (f: Frame) => [f.name(), f.url()].some((n) => normalizeText(n).includes(wanted));
  return [...frames.filter(matches), ...frames.filter((f) => !matches(f))];
}

/** Everything but fuzzy names, in the order of evidence: a collapsed disclosure when the target asks
 *  for one, the exact name (role, label, placeholder, text, title, alt), then a generic reference
 *  or the hints of an unnamed control (label-like text, icon, class words). */
async function resolveInScopes(
  page: Page,
  target: Target,
  options: ResolveOptions,
  scopes: Scope[],
): Promise<Resolution | undefined> {
  if (target.collapsed) {
    for (const scope of scopes) {
      const found = await findCollapsed(scope.locator, target);
      if (found) return settle(scope, found, target);
    }
  }
  const exact = await resolveExact(target, options, scopes);
  if (exact) return exact;
  for (const scope of scopes) {
    const found = isGeneric(target)
      ? await findGeneric(scope.locator, target)
      : await findByHints(scope.locator, target, options.kind);
    if (found) return settle(scope, found, target);
  }
  return undefined;
}

async function settle(scope: Scope, found: Found, target: Target): Promise<Resolution> {
  if (!found.ok) return found;
  return {
    ok: true,
    locator: found.locator,
    target: await durableTarget(scope, found.locator, target, found.durable, false),
  };
}

/**
 * Controls shown only while their row is hovered (a checklist row's ×): the same look-ups,
 * counting hidden elements, narrowed to the row that holds the `near` text; that row is then
 * hovered.
 */
async function resolveHidden(
  target: Target,
  options: ResolveOptions,
  scopes: Scope[],
): Promise<Resolution | undefined> {
  for (const scope of scopes) {
    let found: Found | undefined;
    const name = target.name ?? target.label;
    for (const role of name ? rolesFor(options.kind, target.role) : []) {
      const picked = await pickOne(
        scope.root.getByRole(role as never, { name, exact: true, includeHidden: true }),
        target,
      );
      if (picked.locator) found = { ok: true, locator: picked.locator, durable: { role, name } };
      if (picked.count > 0) break;
    }
    found ??= isGeneric(target)
      ? await findGeneric(scope.locator, target, true)
      : await findByHints(scope.locator, target, options.kind, true);
    if (!found) continue;
    if (!found.ok) return found;
    if (!(await revealByHover(found.locator, target.near))) {
      return {
        ok: false,
        reason: 'not_found',
        error: `${quote(target.description)} next to ${quote(target.near!)} is on the page but stays hidden, even with its row hovered.`,
      };
    }
    return settle(scope, found, target);
  }
  return undefined;
}

async function resolveExact(
  target: Target,
  options: ResolveOptions,
  scopes: Scope[],
): Promise<Resolution | undefined> {
  for (const scope of scopes) {
    for (const strategy of exactStrategies(
      scope.root,
      target,
      options.kind,
      Boolean(options.exactOnly),
      Boolean(options.anyRole),
    )) {
      const { locator, count } = await pickOne(strategy.locator, target);
      // A name that finds hidden elements too (an aria-label, a web component's label attribute)
      // can pick the row's control while the row still hides it: the row is hovered to show it.
      if (locator && target.near !== undefined) await revealByHover(locator, target.near);
      if (locator)
        return {
          ok: true,
          locator,
          target: await durableTarget(scope, locator, target, strategy.durable, !strategy.caseless),
        };
      if (count > 1 && (await areOneDialogsClosers(strategy.locator, target))) {
        const first = strategy.locator.filter({ visible: true }).first();
        return {
          ok: true,
          locator: first,
          target: await durableTarget(scope, first, target, strategy.durable, true),
        };
      }
      if (count > 1)
        return { ok: false, reason: 'ambiguous', error: ambiguousMessage(target, count) };
    }
  }
  return undefined;
}

const CLOSERS = new Set(['close', 'dismiss', 'cancel']);

/** Bootstrap's modal has a × named Close in its header and a Close button in its footer: either
 *  closes the one dialog, so "close the modal" is not ambiguous. */
async function areOneDialogsClosers(locator: Locator, target: Target): Promise<boolean> {
  if (
    !CLOSERS.has(normalizeText(target.name ?? '')) ||
    target.nth !== undefined ||
    target.near !== undefined
  )
    return false;
  return locator
    .filter({ visible: true })
    .evaluateAll((els) => {
      const dialogs = els.map((el) =>
        el.closest('dialog, [role=dialog], [role=alertdialog], .modal'),
      );
      return els.length > 1 && dialogs[0] !== null && dialogs.every((d) => d === dialogs[0]);
    })
    .catch(() => false);
}

/**
 * Role and accessible name, which is what replay looks up; the strategy's own form otherwise.
 * `isAccessibleName`: the found name is the element's accessible name (not a hint such as the text
 * before it or its icon), so replay can look it up by role and name as it is.
 */
async function durableTarget(
  scope: Scope | Frame,
  locator: Locator,
  target: Target,
  found: Omit<Target, 'description'>,
  isAccessibleName = true,
): Promise<Target> {
  const frame = 'root' in scope ? scope.frame : scope;
  const root: Frame | Locator = 'root' in scope ? scope.root : scope;
  const frames = frame === frame.page().mainFrame() ? undefined : [frame.name() || frame.url()];
  const base = {
    description: target.description,
    ...(frames ? { frames } : {}),
    ...(target.nth !== undefined ? { nth: target.nth } : {}),
    ...(target.near !== undefined ? { near: target.near } : {}),
    ...(target.region !== undefined ? { region: target.region } : {}),
    ...(target.inTabs ? { inTabs: true } : {}),
    ...(target.collapsed ? { collapsed: true } : {}),
  };
  if (isAccessibleName && found.role && found.name)
    return { ...base, role: found.role, name: found.name };
  const own = describeSnapshotRoot(
    await locator.ariaSnapshot({ timeout: underLoad(1_000) }).catch(() => ''),
  );
  if (own.role && own.name && !isGlyphName(own.name)) {
    const check = durableLocator(root, own);
    const { nth: _nth, ...unordered } = base;
    if (check && (await pickOne(check, unordered)).count === 1)
      return { ...unordered, role: own.role, name: own.name };
  }
  return { ...base, ...found };
}

/** A name that is only a glyph (×, ⋮): it says nothing a test could name, so replay keeps the
 *  test's own name for it ("Delete") and finds the glyph again by its meaning. */
function isGlyphName(name: string): boolean {
  return normalizeText(name).length <= 1;
}

async function resolveRef(
  page: Page,
  ref: string,
  target: Target,
): Promise<Resolution | undefined> {
  const locator = page.locator(`aria-ref=${ref}`);
  if ((await locator.count().catch(() => 0)) !== 1) return undefined;
  const pinned = await pin(page, locator);
  if (!pinned) return undefined;
  return {
    ok: true,
    locator: pinned.locator,
    target: await durableTarget(pinned.frame, pinned.locator, target, {}),
  };
}

function queryOf(target: Target): string {
  return target.name ?? target.label ?? target.placeholder ?? target.text ?? target.description;
}

async function resolveFuzzy(
  page: Page,
  target: Target,
  options: ResolveOptions,
  candidates: AriaCandidate[],
): Promise<Resolution | undefined> {
  const preferred = new Set(rolesFor(options.kind, target.role));
  const query = queryOf(target);
  // "the Login dialog": only a dialog can be it (strategies.ts, ONLY_IN_ROLE).
  const pool =
    target.role && ONLY_IN_ROLE.has(target.role) && !options.anyRole
      ? candidates.filter((c) => c.role === target.role)
      : candidates;
  const scored = rankCandidates(query, pool, (c) => c.name).map((entry) => {
    // Among equally good names, the role the step implies wins, then anything interactive.
    const bonus = preferred.has(entry.item.role)
      ? 0.04
      : INTERACTIVE_ROLES.has(entry.item.role)
        ? 0.02
        : 0;
    return { ...entry, name: entry.score, bonus, score: entry.score + bonus };
  });
  scored.sort((a, b) => b.score - a.score);
  // A name that says more than the test ("Delete account" for "Delete") is another action, unless
  // healing a step the recorded run already did.
  const refused = options.healing
    ? []
    : scored.filter(
        (r) => r.score >= FUZZY_THRESHOLD && meaningChange(query, r.item.name, target.near),
      );
  const ranked = scored.filter((r) => !refused.includes(r));
  const [best, second] = ranked;
  if (!best || best.score < FUZZY_THRESHOLD) {
    if (refused.length === 0) return undefined;
    const words = meaningChange(query, refused[0].item.name, target.near)!
      .map((w) => quote(w))
      .join(', ');
    return {
      ok: false,
      reason: 'not_found',
      error: `No element is named ${quote(query)}. The closest, ${listCandidates(refused.slice(0, 3))}, differ by ${words}, which changes what they do, so Scout will not use them in its place; name the one you mean in full.`,
    };
  }
  if (target.near !== undefined)
    return resolveFuzzyNear(
      page,
      target,
      ranked.filter((r) => r.score >= best.score - 0.015),
    );
  if (second && target.nth === undefined) {
    const tied = nearTies(best, ranked);
    if (tied.length > 1 && !(await oneDestination(page, tied)))
      return {
        ok: false,
        reason: 'ambiguous',
        error: `More than one element matches ${quote(target.description)} about as well: ${listCandidates(tied.slice(0, 4))}${tied.length > 4 ? ` and ${tied.length - 4} more` : ''}. Scout will not guess between them; say which one (its full name).`,
      };
  }
  const chosen =
    target.nth !== undefined
      ? (ranked.filter((r) => r.score >= best.score - 0.015).at(target.nth) ?? best)
      : best;
  const c = chosen.item;
  if (!c.ref) return undefined;
  const byRef = await candidateLocator(page, c);
  if ((await byRef.count().catch(() => 0)) === 0) return undefined;
  const pinned = await pin(page, byRef);
  if (!pinned) return undefined;
  // What replay looks up: a name the element only shows as its text (a caption's generic block)
  // is no accessible name, so getByRole would not find it again by that name.
  const found = c.isText || c.byText ? { text: c.name } : { role: c.role, name: c.name };
  return {
    ok: true,
    locator: pinned.locator,
    target: await durableTarget(pinned.frame, pinned.locator, { ...target, nth: undefined }, found),
  };
}

/**
 * The element a candidate of the aria snapshot names. Bare text is the element showing it inside
 * its nearest ref. A name the element only shows as text ("- navigation: Log in" for
 * `<nav><span>Log in</span></nav>`, whose span has no role of its own) is the smallest element
 * within it whose text that is — the span, not the whole navigation — when there is one.
 */
async function candidateLocator(page: Page, c: AriaCandidate): Promise<Locator> {
  const byRef = page.locator(`aria-ref=${c.ref}`);
  if (c.isText) return byRef.getByText(c.name, { exact: true }).first();
  if (c.byText) {
    const inner = byRef.getByText(c.name, { exact: true });
    if ((await inner.count().catch(() => 0)) === 1) return inner;
  }
  return byRef;
}

/** The best-named candidates, narrowed to the one whose row or card holds the `near` text. */
async function resolveFuzzyNear(
  page: Page,
  target: Target,
  tied: Array<Scored<AriaCandidate>>,
): Promise<Resolution | undefined> {
  const locators = await Promise.all(
    tied.filter((t) => t.item.ref).map(({ item }) => candidateLocator(page, item)),
  );
  if (locators.length === 0) return undefined;
  const { locator, count } = await pickOne(
    locators.reduce((all, one) => all.or(one)),
    target,
  );
  if (count > 1) return { ok: false, reason: 'ambiguous', error: ambiguousMessage(target, count) };
  if (!locator) return undefined;
  const frame =
    (await (
      await locator.elementHandle({ timeout: underLoad(1_000) }).catch(() => null)
    )?.ownerFrame()) ?? page.mainFrame();
  return {
    ok: true,
    locator,
    target: await durableTarget(frame, locator, { ...target, nth: undefined }, {}),
  };
}

function ambiguousMessage(target: Target, count: number): string {
  if (target.near !== undefined) {
    return `${count} elements match ${quote(target.description)}: ${quote(target.near)} is beside each of them. Name it more closely, or say which one (for example "the second …").`;
  }
  return `${count} elements match ${quote(target.description)}; say which one (for example "the second ${target.description}", or "${target.description} next to" the text in its row).`;
}

/** How close two names that the test names neither of exactly may score and still be a guess
 *  between them ("Export" for "Export report" 0.85 and "Export to file" 0.82). */
const NEAR_TIE = 0.05;

type Ranked = Scored<AriaCandidate> & { name: number; bonus: number };

/**
 * The best candidate and those about as good: an equal score, or, when no name is the test's own
 * (a fuzzy name only), a name within NEAR_TIE of the best's with a role the step likes as much.
 * A role the step implies over one it does not ("Email" a textbox and a checkbox, for typing) is
 * a clear difference; so is a name that differs only in punctuation from the test's.
 */
function nearTies(best: Ranked, ranked: Ranked[]): Ranked[] {
  const tied = [best];
  for (const r of ranked) {
    if (r.score < FUZZY_THRESHOLD || tied.some((t) => sameNode(t, r))) continue;
    const equal = best.score - r.score < 0.015;
    const near = best.name < 1 && r.bonus === best.bonus && best.name - r.name < NEAR_TIE;
    if (equal || near) tied.push(r);
  }
  return tied;
}

/**
 * Links that all lead to the same address ("conduit home": the navbar's brand "conduit", its
 * "Home" and the footer's logo, all to "/"): following any of them is the same step, so picking
 * one is no guess. A link to "#" or to script does something of its own and never counts.
 */
async function oneDestination(page: Page, tied: Ranked[]): Promise<boolean> {
  if (tied.some((t) => t.item.isText || t.item.role !== 'link' || !t.item.ref)) return false;
  const hrefs = await Promise.all(
    tied.map((t) =>
      page
        .locator(`aria-ref=${t.item.ref}`)
        .evaluate((el) => {
          const written = el.getAttribute('href') ?? '';
          if (!written || written === '#' || /^javascript:/i.test(written)) return '';
          return (el as HTMLAnchorElement).href;
        })
        .catch(() => ''),
    ),
  );
  return hrefs[0] !== '' && hrefs.every((h) => h === hrefs[0]);
}

function sameNode(a: Scored<AriaCandidate>, b: Scored<AriaCandidate>): boolean {
  return a.item.ref === b.item.ref || (b.item.isText && a.item.name === b.item.name);
}

function listCandidates(list: Array<Scored<AriaCandidate>>): string {
  return list
    .map((c) => `${c.item.isText ? 'text' : c.item.role} ${quote(c.item.name)}`)
    .join(', ');
}

function notFoundMessage(target: Target, kind: ActionKind, candidates: AriaCandidate[]): string {
  if (isGeneric(target)) {
    const where = target.region ? ` in ${quote(target.region)}` : '';
    return `No ${roleNoun(target.widget ?? target.role!)}${target.near !== undefined ? ` next to ${quote(target.near)}` : ''} is on show${where}.`;
  }
  const preferred = new Set(rolesFor(kind, target.role));
  const query = queryOf(target);
  const close = candidates
    .map((item) => ({ item, score: closeness(query, item.name) }))
    .filter((c) => c.score >= 0.4)
    .sort(
      (a, b) =>
        Number(preferred.has(b.item.role)) - Number(preferred.has(a.item.role)) ||
        b.score - a.score,
    )
    .slice(0, 3);
  const what =
    (target.role ? `${target.role} ${quote(queryOf(target))}` : quote(queryOf(target))) +
    (target.near !== undefined ? ` next to ${quote(target.near)}` : '');
  const hint = close.length
    ? ` The closest on the page: ${listCandidates(close)}.`
    : ' Nothing on the page has a similar name.';
  return `No ${what} appeared on the page.${hint}`;
}
