import type { Frame, Locator, Page } from 'playwright-core';
import type { ActionKind, Target } from '@scout/shared';
import { describeSnapshotRoot, parseAriaSnapshot, type AriaCandidate } from './aria-candidates.js';
import { closeness, FUZZY_THRESHOLD, meaningChange, normalizeText, rankCandidates, type Scored } from './fuzzy.js';
import { durableLocator, exactStrategies, INTERACTIVE_ROLES, rolesFor } from './strategies.js';

export type Resolution =
  | { ok: true; locator: Locator; target: Target }
  | { ok: false; reason: 'not_found' | 'ambiguous'; error: string };

export interface ResolveOptions {
  kind: ActionKind;
  /** Replay: only the recorded role and name count; no fuzzy matching, no snapshot. */
  exactOnly?: boolean;
  /** How long to wait for the element to appear (it may load late). */
  timeoutMs: number;
  /** An aria ref from the planner's last observation, tried first. */
  ref?: string;
  /** Healing a recorded step whose element was renamed: a longer name that changes what the
   *  element does ("Delete" → "Delete account") may stand in, since the recorded run vouches for it. */
  healing?: boolean;
}

const POLL_MS = [0, 50, 100, 150, 250, 400, 500];

/** Finds the one element a target names, waiting up to timeoutMs for it to appear. */
export async function resolveTarget(page: Page, target: Target, options: ResolveOptions): Promise<Resolution> {
  const deadline = Date.now() + options.timeoutMs;
  let last: Resolution = { ok: false, reason: 'not_found', error: '' };
  let candidates: AriaCandidate[] = [];
  for (let attempt = 0; ; attempt++) {
    if (options.ref) {
      const byRef = await resolveRef(page, options.ref, target);
      if (byRef) return byRef;
    }
    const exact = await resolveExact(page, target, options);
    if (exact?.ok) return exact;
    if (exact) last = exact;
    if (!options.exactOnly && !exact) {
      candidates = parseAriaSnapshot(await page.locator('body').ariaSnapshot({ mode: 'ai', timeout: 2_000 } as never).catch(() => ''));
      const fuzzy = await resolveFuzzy(page, target, options, candidates);
      if (fuzzy?.ok) return fuzzy;
      if (fuzzy) last = fuzzy;
    }
    // An ambiguous name will not become unique by waiting; a missing one may still appear.
    if (last.reason === 'ambiguous' && last.error) return last;
    const wait = POLL_MS[Math.min(attempt + 1, POLL_MS.length - 1)];
    if (Date.now() + wait > deadline) break;
    await page.waitForTimeout(wait);
  }
  if (last.error) return last;
  return { ok: false, reason: 'not_found', error: notFoundMessage(target, options.kind, candidates) };
}

function frameOrder(page: Page, target: Target): Frame[] {
  const frames = page.frames();
  if (!target.frames?.length) return frames;
  const wanted = normalizeText(target.frames[target.frames.length - 1]);
  const matches = (f: Frame) => [f.name(), f.url()].some((n) => normalizeText(n).includes(wanted));
  return [...frames.filter(matches), ...frames.filter((f) => !matches(f))];
}

async function pickOne(locator: Locator, target: Target): Promise<{ locator?: Locator; count: number }> {
  const { nth } = target;
  const count = await locator.count().catch(() => 0);
  if (count === 0) return { count };
  if (target.near !== undefined) return pickNear(locator, target.near, nth);
  if (nth !== undefined) return nth < count ? { locator: nth < 0 ? locator.last() : locator.nth(nth), count } : { count: 0 };
  if (count === 1) return { locator, count };
  const visible = locator.filter({ visible: true });
  return (await visible.count()) === 1 ? { locator: visible, count: 1 } : { count };
}

/**
 * Of the elements a locator finds, the ones whose own part of the page holds `near`. An element's
 * own part is its largest ancestor that holds none of the other elements: its table row, card or
 * list item when every row has the same buttons.
 */
async function pickNear(locator: Locator, near: string, nth: number | undefined): Promise<{ locator?: Locator; count: number }> {
  // Runs in the page. No named inner functions: tsx (which runs the server and the CLI) wraps
  // them in a __name() helper that does not exist in the page, and the call would fail there.
  const indices = await locator
    .evaluateAll((elements, wanted) => {
      const needle = wanted.replace(/\s+/g, ' ').trim().toLowerCase();
      const found: number[] = [];
      elements.forEach((element, index) => {
        let region: Element = element;
        for (;;) {
          const root = region.getRootNode();
          const parent: Element | null = region.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
          if (!parent || elements.some((other) => other !== element && parent.contains(other))) break;
          region = parent;
        }
        if ((region.textContent ?? '').replace(/\s+/g, ' ').trim().toLowerCase().includes(needle)) found.push(index);
      });
      return found;
    }, near)
    .catch(() => [] as number[]);
  if (nth !== undefined) {
    const index = nth < 0 ? indices.at(-1) : indices[nth];
    return index === undefined ? { count: 0 } : { locator: await pinnedOrNth(locator, index), count: 1 };
  }
  if (indices.length === 1) return { locator: await pinnedOrNth(locator, indices[0]), count: 1 };
  return { count: indices.length };
}

/** The nth element, pinned so that a re-render of the list between now and the action cannot
 *  swap it for its neighbour. */
async function pinnedOrNth(locator: Locator, index: number): Promise<Locator> {
  const pinned = await pin(locator.page(), locator.nth(index));
  return pinned?.locator ?? locator.nth(index);
}

async function resolveExact(page: Page, target: Target, options: ResolveOptions): Promise<Resolution | undefined> {
  for (const frame of frameOrder(page, target)) {
    for (const strategy of exactStrategies(frame, target, options.kind, Boolean(options.exactOnly))) {
      const { locator, count } = await pickOne(strategy.locator, target);
      if (locator) return { ok: true, locator, target: await durableTarget(frame, locator, target, strategy.durable) };
      if (count > 1) return { ok: false, reason: 'ambiguous', error: ambiguousMessage(target, count) };
    }
  }
  return undefined;
}

/** Role and accessible name, which is what replay looks up; the strategy's own form otherwise. */
async function durableTarget(frame: Frame, locator: Locator, target: Target, found: Omit<Target, 'description'>): Promise<Target> {
  const frames = frame === frame.page().mainFrame() ? undefined : [frame.name() || frame.url()];
  const base = {
    description: target.description,
    ...(frames ? { frames } : {}),
    ...(target.nth !== undefined ? { nth: target.nth } : {}),
    ...(target.near !== undefined ? { near: target.near } : {}),
  };
  if (found.role && found.name) return { ...base, role: found.role, name: found.name };
  const root = describeSnapshotRoot(await locator.ariaSnapshot({ timeout: 1_000 }).catch(() => ''));
  if (root.role && root.name) {
    const check = durableLocator(frame, root);
    if (check && (await pickOne(check, { ...base, nth: undefined })).count === 1) return { ...base, role: root.role, name: root.name };
  }
  return { ...base, ...found };
}

let pins = 0;

/**
 * Aria refs only hold until the next snapshot, and reading an element's own snapshot (to name it
 * for replay) makes a new one. So the element is pinned with an attribute first and acted on
 * through that.
 */
async function pin(page: Page, ariaLocator: Locator): Promise<{ frame: Frame; locator: Locator } | undefined> {
  const handle = await ariaLocator.elementHandle({ timeout: 1_000 }).catch(() => null);
  if (!handle) return undefined;
  const frame = (await handle.ownerFrame()) ?? page.mainFrame();
  const id = String(++pins);
  await handle.evaluate((el, value) => el.setAttribute('data-scout-pin', value), id);
  await handle.dispose();
  return { frame, locator: frame.locator(`[data-scout-pin="${id}"]`) };
}

async function resolveRef(page: Page, ref: string, target: Target): Promise<Resolution | undefined> {
  const locator = page.locator(`aria-ref=${ref}`);
  if ((await locator.count().catch(() => 0)) !== 1) return undefined;
  const pinned = await pin(page, locator);
  if (!pinned) return undefined;
  return { ok: true, locator: pinned.locator, target: await durableTarget(pinned.frame, pinned.locator, target, {}) };
}

function queryOf(target: Target): string {
  return target.name ?? target.label ?? target.placeholder ?? target.text ?? target.description;
}

async function resolveFuzzy(page: Page, target: Target, options: ResolveOptions, candidates: AriaCandidate[]): Promise<Resolution | undefined> {
  const preferred = new Set(rolesFor(options.kind, target.role));
  const query = queryOf(target);
  const scored = rankCandidates(query, candidates, (c) => c.name).map((entry) => ({
    ...entry,
    // Among equally good names, the role the step implies wins, then anything interactive.
    score: entry.score + (preferred.has(entry.item.role) ? 0.04 : INTERACTIVE_ROLES.has(entry.item.role) ? 0.02 : 0),
  }));
  scored.sort((a, b) => b.score - a.score);
  // A name that says more than the test ("Delete account" for "Delete") is another action, unless
  // healing a step the recorded run already did.
  const refused = options.healing ? [] : scored.filter((r) => r.score >= FUZZY_THRESHOLD && meaningChange(query, r.item.name, target.near));
  const ranked = scored.filter((r) => !refused.includes(r));
  const [best, second] = ranked;
  if (!best || best.score < FUZZY_THRESHOLD) {
    if (refused.length === 0) return undefined;
    const words = meaningChange(query, refused[0].item.name, target.near)!.map((w) => quote(w)).join(', ');
    return {
      ok: false,
      reason: 'not_found',
      error: `No element is named ${quote(query)}. The closest, ${listCandidates(refused.slice(0, 3))}, differ by ${words}, which changes what they do, so Scout will not use them in its place; name the one you mean in full.`,
    };
  }
  if (target.near !== undefined) return resolveFuzzyNear(page, target, ranked.filter((r) => r.score >= best.score - 0.015));
  if (second && best.score - second.score < 0.015 && target.nth === undefined && !sameNode(best, second)) {
    return { ok: false, reason: 'ambiguous', error: `More than one element matches ${quote(target.description)}: ${listCandidates([best, second])}. Say which one.` };
  }
  const chosen = target.nth !== undefined ? ranked.filter((r) => r.score >= best.score - 0.015).at(target.nth) ?? best : best;
  const c = chosen.item;
  if (!c.ref) return undefined;
  const byRef = c.isText ? page.locator(`aria-ref=${c.ref}`).getByText(c.name, { exact: true }).first() : page.locator(`aria-ref=${c.ref}`);
  if ((await byRef.count().catch(() => 0)) === 0) return undefined;
  const pinned = await pin(page, byRef);
  if (!pinned) return undefined;
  const found = c.isText ? { text: c.name } : { role: c.role, name: c.name };
  return { ok: true, locator: pinned.locator, target: await durableTarget(pinned.frame, pinned.locator, { ...target, nth: undefined }, found) };
}

/** The best-named candidates, narrowed to the one whose row or card holds the `near` text. */
async function resolveFuzzyNear(page: Page, target: Target, tied: Array<Scored<AriaCandidate>>): Promise<Resolution | undefined> {
  const locators = tied.filter((t) => t.item.ref).map(({ item }) =>
    item.isText ? page.locator(`aria-ref=${item.ref}`).getByText(item.name, { exact: true }).first() : page.locator(`aria-ref=${item.ref}`),
  );
  if (locators.length === 0) return undefined;
  const { locator, count } = await pickOne(locators.reduce((all, one) => all.or(one)), target);
  if (count > 1) return { ok: false, reason: 'ambiguous', error: ambiguousMessage(target, count) };
  if (!locator) return undefined;
  const frame = (await (await locator.elementHandle({ timeout: 1_000 }).catch(() => null))?.ownerFrame()) ?? page.mainFrame();
  return { ok: true, locator, target: await durableTarget(frame, locator, { ...target, nth: undefined }, {}) };
}

function ambiguousMessage(target: Target, count: number): string {
  if (target.near !== undefined) {
    return `${count} elements match ${quote(target.description)}: ${quote(target.near)} is beside each of them. Name it more closely, or say which one (for example "the second …").`;
  }
  return `${count} elements match ${quote(target.description)}; say which one (for example "the second ${target.description}", or "${target.description} next to" the text in its row).`;
}

function sameNode(a: Scored<AriaCandidate>, b: Scored<AriaCandidate>): boolean {
  return a.item.ref === b.item.ref || (b.item.isText && a.item.name === b.item.name);
}

function quote(text: string): string {
  return `“${text}”`;
}

function listCandidates(list: Array<Scored<AriaCandidate>>): string {
  return list.map((c) => `${c.item.isText ? 'text' : c.item.role} ${quote(c.item.name)}`).join(', ');
}

function notFoundMessage(target: Target, kind: ActionKind, candidates: AriaCandidate[]): string {
  const preferred = new Set(rolesFor(kind, target.role));
  const query = queryOf(target);
  const close = candidates
    .map((item) => ({ item, score: closeness(query, item.name) }))
    .filter((c) => c.score >= 0.4)
    .sort((a, b) => Number(preferred.has(b.item.role)) - Number(preferred.has(a.item.role)) || b.score - a.score)
    .slice(0, 3);
  const what = (target.role ? `${target.role} ${quote(queryOf(target))}` : quote(queryOf(target))) + (target.near !== undefined ? ` next to ${quote(target.near)}` : '');
  const hint = close.length ? ` The closest on the page: ${listCandidates(close)}.` : ' Nothing on the page has a similar name.';
  return `No ${what} appeared on the page.${hint}`;
}
