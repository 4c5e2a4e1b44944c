import type { Locator, Page } from 'playwright-core';
import type { Assertion } from '@scout/shared';
import { quote } from '../core/outcome.js';

/** An option on show, numbered by the widget (dropdown, radio group, listbox) it belongs to. */
export interface OptionOnShow {
  group: number;
  name: string;
  chosen: boolean;
}

/**
 * The options on show of every dropdown (a native <select>: its selectedness, which Playwright's
 * isChecked does not read), radio group (by their labels) and ARIA listbox or radio group
 * (aria-selected, aria-checked). A script's text, so that the Playwright export runs the same
 * look (export/playwright-spec.ts); no named inner functions (tsx would wrap them in a helper the
 * page lacks).
 */
export const OPTIONS_SCRIPT = `() => {
  const out = [];
  let group = 0;
  for (const select of Array.from(document.querySelectorAll('select'))) {
    group += 1;
    if (select.getClientRects().length === 0) continue;
    for (const o of Array.from(select.options)) out.push({ group, name: o.text, chosen: o.selected });
  }
  const radioGroups = new Map();
  for (const r of Array.from(document.querySelectorAll('input[type=radio]'))) {
    const label = r.labels && r.labels[0];
    if (r.getClientRects().length === 0 && !(label && label.getClientRects().length > 0)) continue;
    const key = r.name || r.id;
    if (!radioGroups.has(key)) radioGroups.set(key, (group += 1));
    out.push({ group: radioGroups.get(key), name: r.getAttribute('aria-label') ?? (label ? label.textContent : '') ?? '', chosen: r.checked });
  }
  for (const box of Array.from(document.querySelectorAll('[role=listbox], [role=radiogroup]'))) {
    group += 1;
    if (box.getClientRects().length === 0) continue;
    for (const el of Array.from(box.querySelectorAll('[role=option], [role=radio]'))) {
      if (el.getClientRects().length === 0) continue;
      out.push({
        group,
        name: el.getAttribute('aria-label') ?? el.textContent ?? '',
        chosen: el.getAttribute('aria-selected') === 'true' || el.getAttribute('aria-checked') === 'true',
      });
    }
  }
  return out;
}`;

/** Names compared as a tester reads them: ignoring case and spacing. */
const norm = (t: string) => t.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * "'Option 3' is selected", "Then I should see the 'Option 1' selected": the option by that name is
 * the chosen one, in whichever widget holds it — a dropdown (a native <select>: its selectedness,
 * which Playwright's isChecked does not read), radio buttons (by their label) or an ARIA listbox or
 * radio group (aria-selected, aria-checked). The step names no widget, so every one on show that
 * has an option of that name (exact, ignoring case and spacing) is looked at: it holds when one of
 * them has it chosen. An option of that name nowhere on show is no answer: the check could not
 * look (not_found), never a pass — not even of "should not be selected".
 */
export async function chosenOption(
  page: Page,
  assertion: Assertion,
): Promise<{ ok: boolean; error: string; missing?: true }> {
  const name = String(assertion.expected ?? '');
  const options = (await page.evaluate(`(${OPTIONS_SCRIPT})()`)) as OptionOnShow[];
  const groups = new Set(options.filter((o) => norm(o.name) === norm(name)).map((o) => o.group));
  const found = [...groups].map((group) => {
    const own = options.filter((o) => o.group === group);
    return {
      chosen: own.filter((o) => o.chosen).map((o) => o.name.trim()),
      has: own.some((o) => o.chosen && norm(o.name) === norm(name)),
    };
  });
  if (found.length === 0)
    return {
      ok: false,
      missing: true,
      error: `No dropdown, radio button or list on the page has an option called ${quote(name)}.`,
    };
  const has = found.some((h) => h.has);
  const chosen = found.flatMap((h) => h.chosen);
  const shown = chosen.length ? chosen.map(quote).join(', ') : 'none';
  return assertion.kind === 'value_absent'
    ? { ok: !has, error: `Expected the option ${quote(name)} not to be selected, but it is.` }
    : {
        ok: has,
        error: `Expected the option ${quote(name)} to be selected, but the one selected is ${shown}.`,
      };
}

/** An option (or tab) of an ARIA widget says it is chosen by aria-selected, a native <option> by
 *  its selectedness; undefined for any other element (a box, read by its tick). */
export async function readSelected(locator: Locator): Promise<boolean | undefined> {
  const selected = await locator.evaluate((el) => {
    if (el instanceof HTMLOptionElement) return el.selected;
    const role = el.getAttribute('role') ?? '';
    if (el.getAttribute('aria-checked') !== null) return null;
    // An option or a tab without aria-selected is not the chosen one (ARIA). A row, a cell or a
    // tree item that can be selected says so by aria-selected; without it (a selection shown by
    // a class alone) it is read as a box (a tick, or an error), never as unselected.
    if (['option', 'tab'].includes(role)) return el.getAttribute('aria-selected') === 'true';
    if (['row', 'gridcell', 'treeitem'].includes(role) && el.hasAttribute('aria-selected'))
      return el.getAttribute('aria-selected') === 'true';
    return null;
  });
  return selected ?? undefined;
}
