import type { Locator } from 'playwright-core';
import type { ActionKind, Target } from '@scout/shared';
import { normalizeText } from './fuzzy.js';
import { findInPage, ICON_VERBS, type FindQuery } from './in-page-find.js';
import { pickNear, pinnedOrNth } from './pick.js';
import { quote } from '../core/outcome.js';
import { underLoad } from '../core/machine-load.js';

/** What a heuristic found: the element (pinned), or why none could be chosen. */
export type Found =
  | { ok: true; locator: Locator; durable: Omit<Target, 'description'> }
  | { ok: false; reason: 'not_found' | 'ambiguous'; error: string };

const ROLE_NOUNS: Record<string, [string, string]> = {
  textbox: ['text field', 'text fields'],
  searchbox: ['search field', 'search fields'],
  result: ['search result', 'search results'],
  combobox: ['dropdown', 'dropdowns'],
  listbox: ['list', 'lists'],
  button: ['button', 'buttons'],
  link: ['link', 'links'],
  checkbox: ['checkbox', 'checkboxes'],
  radio: ['radio button', 'radio buttons'],
  slider: ['slider', 'sliders'],
  date: ['date field', 'date fields'],
  time: ['time field', 'time fields'],
};

// When nothing of the role a test named is on show, the role people often mean by the same words:
// a search field that is a plain text input, a "list" that is a <select>.
const FALLBACK_ROLES: Record<string, string> = {
  searchbox: 'textbox',
  listbox: 'combobox',
  combobox: 'listbox',
};

export function roleNoun(role: string, plural = false): string {
  const nouns = ROLE_NOUNS[role];
  return nouns ? nouns[plural ? 1 : 0] : plural ? `${role} elements` : role;
}

/** A target that names a kind of element and nothing to tell it by: "the text field", "the 2nd input". */
export function isGeneric(target: Target): boolean {
  return Boolean(
    (target.role || target.widget) &&
    !target.name &&
    !target.label &&
    !target.text &&
    !target.placeholder,
  );
}

/** The element a generic reference means: the one visible element of its role in `root`, or the
 *  nth (in page order), or the one whose row holds `near`. */
export async function findGeneric(
  root: Locator,
  target: Target,
  includeHidden = false,
): Promise<Found | undefined> {
  const role = target.widget ?? target.role!;
  let found = await findInPage(root, { mode: 'role', role, includeHidden });
  if (found.count > 1 && role === 'searchbox') return choose(found, target, role);
  if (found.count === 0 && role === 'searchbox') {
    // A search field that is a plain text input: the one whose own words say search, else the only one.
    found = await findInPage(root, { mode: 'role', role: 'textbox', includeHidden });
    if (found.count > 1) {
      const searchy = found.names
        .map((n, i) => (/\bsearch|\bfind\b|\bquery\b|^q$/i.test(n) ? i : -1))
        .filter((i) => i >= 0);
      if (searchy.length === 1)
        return {
          ok: true,
          locator: await pinnedOrNth(found.locator, searchy[0]),
          durable: { role: 'searchbox' },
        };
    }
  } else if (found.count === 0 && FALLBACK_ROLES[role]) {
    found = await findInPage(root, { mode: 'role', role: FALLBACK_ROLES[role], includeHidden });
  } else if (
    found.count > 1 &&
    role === 'textbox' &&
    target.near === undefined &&
    target.nth === undefined
  ) {
    // "the text field" on a page whose header has a search field: the one field that is not for
    // searching (a compose box, a list's field for a new item), when there is exactly one.
    const others = found.names
      .map((n, i) => (/\bsearch|\bfind\b|\bquery\b|^q$/i.test(n) ? -1 : i))
      .filter((i) => i >= 0);
    if (others.length === 1)
      return { ok: true, locator: await pinnedOrNth(found.locator, others[0]), durable: { role } };
  }
  return choose(found, target, role);
}

async function choose(
  found: Awaited<ReturnType<typeof findInPage>>,
  target: Target,
  role: string,
): Promise<Found | undefined> {
  const durable = {
    ...(target.role ? { role: target.role } : {}),
    ...(target.widget ? { widget: target.widget } : {}),
  };
  if (found.count === 0) return undefined;
  if (target.near !== undefined) {
    const near = await pickNear(found.locator, target.near, target.nth);
    if (near.locator) return { ok: true, locator: near.locator, durable };
    if (near.count > 1)
      return {
        ok: false,
        reason: 'ambiguous',
        error: `${near.count} ${roleNoun(role, true)} are beside ${quote(target.near)}; say which one (for example "the second ${roleNoun(role)} next to …").`,
      };
    return undefined;
  }
  if (target.nth !== undefined) {
    const index = target.nth < 0 ? found.count + target.nth : target.nth;
    if (index < 0 || index >= found.count) {
      return {
        ok: false,
        reason: 'not_found',
        error: `The page shows ${found.count === 1 ? 'one' : `only ${found.count}`} ${roleNoun(role, found.count !== 1)} (${listNames(found.names)}), so there is no ${quote(target.description)}.`,
      };
    }
    return { ok: true, locator: await pinnedOrNth(found.locator, index), durable };
  }
  if (found.count === 1) return { ok: true, locator: await pinnedOrNth(found.locator, 0), durable };
  return {
    ok: false,
    reason: 'ambiguous',
    error: `There are ${found.count} ${roleNoun(role, true)}: ${listNames(found.names)}; say which one (for example “the ${ordinal(2)} ${roleNoun(role)}” or its name).`,
  };
}

/**
 * Evidence for a name that no accessible name carries, in the order a person would trust it: a
 * preceding label-like text, then an icon or glyph that means the name, then class and id words.
 */
export async function findByHints(
  root: Locator,
  target: Target,
  kind: ActionKind,
  includeHidden = false,
): Promise<Found | undefined> {
  const name = target.name ?? target.label;
  if (!name) return undefined;
  const queries: Array<FindQuery & { meaning?: string }> = [];
  if (!target.role || !['button', 'link', 'menuitem', 'tab'].includes(target.role)) {
    queries.push({
      mode: 'label',
      name,
      kind: kind === 'check' || kind === 'uncheck' ? 'check' : 'field',
      includeHidden,
      ...(target.role ? { role: target.role } : {}),
    });
  }
  const meaning = ICON_VERBS[normalizeText(name)];
  if (meaning)
    queries.push(
      { mode: 'icon', name, meaning, includeHidden },
      { mode: 'words', name, meaning, includeHidden },
    );
  for (const query of queries) {
    const found = await findInPage(root, query);
    if (found.count === 0) continue;
    const chosen = await choose(found, target, target.role ?? 'element');
    if (chosen?.ok) return { ...chosen, durable: { ...chosen.durable, name } };
    if (chosen)
      return chosen.reason === 'ambiguous'
        ? {
            ...chosen,
            error: `${found.count} elements could be ${quote(target.description)} (${listNames(found.names)}); say which one, or next to which text.`,
          }
        : chosen;
  }
  return undefined;
}

/** The collapsed disclosure a target means ("expand 'Shipping'", "open the section below"). */
export async function findCollapsed(root: Locator, target: Target): Promise<Found | undefined> {
  const name = target.name ?? target.label ?? target.text;
  const found = await findInPage(root, { mode: 'collapsed', ...(name ? { name } : {}) });
  if (found.count === 0) {
    return name
      ? undefined
      : {
          ok: false,
          reason: 'not_found',
          error: 'Nothing collapsed (a closed section, accordion or details) is on show to open.',
        };
  }
  const chosen = await choose(found, target, 'section');
  if (chosen && !chosen.ok && chosen.reason === 'ambiguous') {
    return {
      ...chosen,
      error: `${found.count} collapsed sections are on show: ${listNames(found.names)}; say which one to open.`,
    };
  }
  return chosen && chosen.ok
    ? { ...chosen, durable: { ...(name ? { name } : {}), collapsed: true } }
    : chosen;
}

/**
 * A control the page shows only while its row is hovered (a checklist row's ×): hovers the part
 * of the page that holds `near` text around the element, then waits briefly for it to show.
 */
export async function revealByHover(locator: Locator, near: string | undefined): Promise<boolean> {
  if (await locator.isVisible().catch(() => false)) return true;
  // The row is found up the composed tree: a control in a web component's shadow root (an
  // sl-icon-button's inner button) has its row outside it, beyond the component.
  const row = await locator
    .evaluateHandle((el, wanted) => {
      const needle = (wanted ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
      // (No named helpers: tsx would wrap them in one the page lacks.)
      const elRoot = el.getRootNode();
      let box: Element | null =
        el.parentElement ?? (elRoot instanceof ShadowRoot ? elRoot.host : null);
      while (box && box !== document.body) {
        const text = (box.textContent ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
        if ((needle ? text.includes(needle) : text.length > 0) && box.getClientRects().length > 0)
          break;
        const root = box.getRootNode();
        box = box.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
      }
      return !box || box === document.body ? null : box;
    }, near)
    .catch(() => null);
  const box = row?.asElement();
  if (!row || !box) {
    await row?.dispose().catch(() => undefined);
    return false;
  }
  await box.hover({ timeout: underLoad(2_000) }).catch(() => undefined);
  await row.dispose().catch(() => undefined);
  return locator.waitFor({ state: 'visible', timeout: underLoad(1_000) }).then(
    () => true,
    () => false,
  );
}

function listNames(names: string[]): string {
  const shown = names.slice(0, 6).map((n) => (n ? quote(n) : 'one with no name'));
  return shown.join(', ') + (names.length > 6 ? ` and ${names.length - 6} more` : '');
}

function ordinal(n: number): string {
  return n === 2 ? '2nd' : `${n}th`;
}
