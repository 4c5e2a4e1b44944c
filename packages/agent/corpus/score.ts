import type { ResolvedAction, Target } from '@scout/shared';
import type { ParsedObjective } from '../src/planners/plain-english/parse-objective.js';
import type { StepReading } from '../src/planners/plain-english/read-step.js';
import type { Expectation, TestCaseRow } from './load-corpus.js';

/** How a reading compares with its label: read as labelled, refused as it should be (only a
 *  sentence labelled `not_a_ui_step`), refused (a sentence a tester would act on: never a
 *  success, even when no action expresses it), or read as something else (a misread: the worst). */
export type Outcome = 'correct' | 'refused_rightly' | 'refused' | 'misread';

export interface Score {
  outcome: Outcome;
  /** For a misread, the first difference found. */
  why?: string;
}

/** Compares `reading` with the label. Only the fields the label gives are compared; a target's
 *  name, label, placeholder and text count as one "what it is called" slot. */
export function scoreReading(
  expect: Expectation,
  reading: StepReading,
  startingUrl: string,
): Score {
  if ('refuse' in expect) {
    if (reading.ok)
      return { outcome: 'misread', why: `read a step that should be refused (${expect.refuse})` };
    return { outcome: expect.refuse === 'not_a_ui_step' ? 'refused_rightly' : 'refused' };
  }
  if (!reading.ok) return { outcome: 'refused' };
  return scoreActions(expect, reading.actions, startingUrl);
}

/** A whole test case, read as one (parseObjective): correct when its actions are the label's in
 *  order, each compared as a sentence's is; a case the reader will not read is refused. A case
 *  labelled with a line no action expresses can only be refused (or misread). */
export function scoreTestCase(
  expect: TestCaseRow['expect'],
  parsed: ParsedObjective,
  startingUrl: string,
): Score {
  if (!parsed.ok) return { outcome: 'refused' };
  if ('refuse' in expect)
    return {
      outcome: 'misread',
      why: `read a case with a line no action expresses (${expect.refuse})`,
    };
  return scoreActions(expect, parsed.actions, startingUrl);
}

function scoreActions(
  expect: ResolvedAction[],
  actions: ResolvedAction[],
  startingUrl: string,
): Score {
  if (actions.length !== expect.length) {
    const first = expect.findIndex(
      (label, index) => !actions[index] || compareAction(label, actions[index], startingUrl),
    );
    const at = first >= 0 ? `; first difference at action ${first + 1}` : '';
    return {
      outcome: 'misread',
      why: `${actions.length} action(s), expected ${expect.length}${at}`,
    };
  }
  for (const [index, label] of expect.entries()) {
    const why = compareAction(label, actions[index], startingUrl);
    if (why)
      return { outcome: 'misread', why: expect.length > 1 ? `action ${index + 1}: ${why}` : why };
  }
  return { outcome: 'correct' };
}

function compareAction(
  label: ResolvedAction,
  got: ResolvedAction,
  startingUrl: string,
): string | undefined {
  if (samePageStep(label, got, startingUrl)) return undefined;
  if (label.kind !== got.kind) return `kind ${got.kind}, expected ${label.kind}`;
  if (sameTextCheck(label, got)) return undefined;
  if (label.value !== undefined) {
    const same =
      label.kind === 'navigate'
        ? sameUrl(label.value, got.value, startingUrl)
        : sameText(label.value, got.value);
    if (!same) return `value ${show(got.value)}, expected ${show(label.value)}`;
  }
  if (label.assertion) {
    const a = label.assertion;
    const b = got.assertion;
    if (!b || a.kind !== b.kind) return `assertion ${b?.kind ?? 'none'}, expected ${a.kind}`;
    if (
      a.expected !== undefined &&
      !sameText(String(a.expected), b.expected === undefined ? undefined : String(b.expected))
    ) {
      return `expected ${show(b.expected)}, expected ${show(a.expected)}`;
    }
    if (a.match !== undefined && a.match !== b.match)
      return `match ${show(b.match)}, expected ${a.match}`;
    if (a.property !== undefined && a.property !== b.property)
      return `property ${show(b.property)}, expected ${a.property}`;
  }
  const target = label.target && compareTarget(label.target, got.target);
  if (target) return `target ${target}`;
  const to = label.to && compareTarget(label.to, got.to);
  return to ? `drag destination ${to}` : undefined;
}

/**
 * "Given I am on the login page", "Then I should be on the cart page": a label may give getting to
 * a page by its name as a navigation by that name, and being on it as the URL containing its word;
 * the reader gives both as a check of the page (`on_page`: its title, a main heading or the URL's
 * words name it), which first gets there by the page's link when `reach` is set. These compare
 * equal when they name the same page: the navigation by name to a `reach` check of that name, the
 * URL's words to a check whose name holds them all, and the home page to the starting URL.
 */
function samePageStep(label: ResolvedAction, got: ResolvedAction, startingUrl: string): boolean {
  const onPage = got.kind === 'assert' && got.assertion?.kind === 'on_page' ? got : undefined;
  const page = onPage ? String(onPage.assertion?.expected ?? '') : undefined;
  if (label.kind === 'navigate' && label.value === undefined && label.target) {
    const name = calledOf(label.target);
    if (name === undefined) return false;
    if (page !== undefined && onPage?.assertion?.reach === true)
      return sameName(pageWords(name), pageWords(page));
    return (
      got.kind === 'navigate' &&
      got.value !== undefined &&
      /^(?:home|homepage|home page|start page|main page)$/i.test(pageWords(name)) &&
      sameUrl('/', got.value, startingUrl)
    );
  }
  const a = label.assertion;
  if (page === undefined || label.kind !== 'assert' || a?.kind !== 'url') return false;
  // "… should be on the home page" labelled as the URL ending in "/".
  if (a.expected === '/' && (a.match === 'ends_with' || a.match === 'equals'))
    return /^(?:home|homepage|home page|start page|main page)$/.test(pageWords(page));
  if (a.match !== 'contains') return false;
  const words = (text: string) =>
    pageWords(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  const named = new Set(words(page));
  return words(String(a.expected ?? '')).every((word) => named.has(word));
}

/** A page's name without "the", "my" and a trailing "page" or "screen". */
function pageWords(name: string): string {
  return normalizeText(name)
    .replace(/^(?:the|my|a|an) /, '')
    .replace(/ (?:page|screen|view)$/, '')
    .replace(/[_-]+/g, ' ');
}

/**
 * "'Saved' should be visible": a label may give it as the element named 'Saved' being visible, a
 * reader as the text 'Saved' being shown. For a quoted text with no role, region or row these are
 * the same check (the text is visible exactly when what shows it is), so they compare equal.
 */
function sameTextCheck(label: ResolvedAction, got: ResolvedAction): boolean {
  const pairs: Record<string, string> = { visible: 'text_visible', hidden: 'text_absent' };
  const a = label.assertion;
  const b = got.assertion;
  const t = label.target;
  if (
    !a ||
    !b ||
    pairs[a.kind] !== b.kind ||
    !t ||
    t.role ||
    t.region ||
    t.near ||
    t.nth !== undefined
  )
    return false;
  const called = calledOf(t);
  return (
    called !== undefined &&
    sameText(called, b.expected === undefined ? undefined : String(b.expected))
  );
}

function compareTarget(label: Target, got: Target | undefined): string | undefined {
  const called = calledOf(label);
  if (called !== undefined && !sameName(called, got && calledOf(got)))
    return `called ${show(got && calledOf(got))}, expected ${show(called)}`;
  if (label.role !== undefined && label.role.toLowerCase() !== got?.role?.toLowerCase())
    return `role ${show(got?.role)}, expected ${label.role}`;
  if (label.near !== undefined && !sameName(label.near, got?.near))
    return `near ${show(got?.near)}, expected ${show(label.near)}`;
  // "… within '#nav'": a label may give the selector as the target's selector (the element it
  // matches, or where the named element is) and the reader as a region given by that selector.
  const region =
    got?.selector === undefined && label.selector !== undefined ? got?.region : undefined;
  const named = calledOf(label) !== undefined || (got && calledOf(got)) === undefined;
  if (region !== undefined && named && sameSelector(label.selector!, region))
    return compareTarget(
      { ...label, selector: undefined, region: undefined },
      got && { ...got, region: undefined },
    );
  if (label.region !== undefined && regionKey(label.region) !== regionKey(got?.region)) {
    return `region ${show(got?.region)}, expected ${show(label.region)}`;
  }
  if (label.nth !== undefined && label.nth !== got?.nth)
    return `nth ${show(got?.nth)}, expected ${label.nth}`;
  if (label.inTabs !== undefined && label.inTabs !== (got?.inTabs ?? false))
    return `inTabs ${show(got?.inTabs)}, expected ${label.inTabs}`;
  if (label.collapsed !== undefined && label.collapsed !== (got?.collapsed ?? false)) {
    return `collapsed ${show(got?.collapsed)}, expected ${label.collapsed}`;
  }
  if (label.widget !== undefined && label.widget !== got?.widget)
    return `widget ${show(got?.widget)}, expected ${label.widget}`;
  if (label.selector !== undefined && sameSelector(label.selector, got?.selector) === false)
    return `selector ${show(got?.selector)}, expected ${show(label.selector)}`;
  return undefined;
}

function calledOf(target: Target): string | undefined {
  return target.name ?? target.label ?? target.placeholder ?? target.text;
}

/** Case, runs of whitespace, surrounding quotes and trailing punctuation do not count. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.,;:!?]+$/, '')
    .replace(/^["'‘’“”]+|["'‘’“”]+$/g, '')
    .replace(/[.,;:!?]+$/, '')
    .trim();
}

function sameText(a: string, b: string | undefined): boolean {
  return b !== undefined && normalizeText(a) === normalizeText(b);
}

/** Names also drop a leading article: "the Share button" and "Share" name the same thing. */
function sameName(a: string, b: string | undefined): boolean {
  return (
    b !== undefined &&
    normalizeText(a).replace(/^(?:the|a|an) /, '') ===
      normalizeText(b).replace(/^(?:the|a|an) /, '')
  );
}

const DIALOG_WORDS = /^(?:modal|popup|pop-up|dialog|dialogue|overlay|lightbox)$/;

/** "the modal window", "the popup" and "dialog" are one region; "the 'Billing' section" is "Billing". */
function regionKey(region: string | undefined): string | undefined {
  if (region === undefined) return undefined;
  const key = normalizeText(region)
    .replace(/^(?:the|a|an) /, '')
    .replace(/["'‘’“”]/g, '')
    .replace(/ (?:section|area|panel|region|window|box)$/, '');
  return DIALOG_WORDS.test(key) ? 'dialog' : key;
}

/** Selectors compare as written, but for surrounding and repeated whitespace. */
function sameSelector(a: string, b: string | undefined): boolean {
  return b !== undefined && a.trim().replace(/\s+/g, ' ') === b.trim().replace(/\s+/g, ' ');
}

function sameUrl(a: string, b: string | undefined, startingUrl: string): boolean {
  if (b === undefined) return false;
  const resolve = (value: string): string => {
    try {
      return new URL(value, startingUrl).href.replace(/\/$/, '');
    } catch {
      return normalizeText(value);
    }
  };
  return resolve(a) === resolve(b);
}

function show(value: unknown): string {
  return value === undefined ? 'none' : JSON.stringify(value);
}
