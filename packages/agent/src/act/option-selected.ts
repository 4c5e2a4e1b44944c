import type { Locator, Page } from 'playwright-core';
import type { Assertion } from '@scout/shared';
import { quote } from '../core/outcome.js';

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
  // Runs in the page: no named inner functions (tsx would wrap them in a helper the page lacks).
  const found = await page.evaluate((wanted) => {
    const norm = (t: string | null | undefined) =>
      (t ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
    const shown = (el: Element) => (el as HTMLElement).getClientRects().length > 0;
    const holders: Array<{ chosen: string[]; has: boolean }> = [];
    for (const select of Array.from(document.querySelectorAll('select'))) {
      if (!shown(select)) continue;
      const options = Array.from(select.options);
      if (!options.some((o) => norm(o.text) === norm(wanted))) continue;
      holders.push({
        chosen: options.filter((o) => o.selected).map((o) => o.text.trim()),
        has: options.some((o) => o.selected && norm(o.text) === norm(wanted)),
      });
    }
    const radios = Array.from(document.querySelectorAll('input[type=radio]')).filter((r) => {
      const label = (r as HTMLInputElement).labels?.[0];
      return shown(r) || (label !== undefined && shown(label));
    }) as HTMLInputElement[];
    const radioName = (r: HTMLInputElement) =>
      r.getAttribute('aria-label') ?? r.labels?.[0]?.textContent ?? '';
    const groups = new Map<string, HTMLInputElement[]>();
    for (const r of radios) groups.set(r.name || r.id, [...(groups.get(r.name || r.id) ?? []), r]);
    for (const group of Array.from(groups.values())) {
      if (!group.some((r) => norm(radioName(r)) === norm(wanted))) continue;
      holders.push({
        chosen: group.filter((r) => r.checked).map((r) => radioName(r).trim()),
        has: group.some((r) => r.checked && norm(radioName(r)) === norm(wanted)),
      });
    }
    for (const box of Array.from(document.querySelectorAll('[role=listbox], [role=radiogroup]'))) {
      if (!shown(box)) continue;
      const items = Array.from(box.querySelectorAll('[role=option], [role=radio]')).filter(shown);
      const isChosen = (el: Element) =>
        el.getAttribute('aria-selected') === 'true' || el.getAttribute('aria-checked') === 'true';
      const itemName = (el: Element) => el.getAttribute('aria-label') ?? el.textContent;
      if (!items.some((el) => norm(itemName(el)) === norm(wanted))) continue;
      holders.push({
        chosen: items.filter(isChosen).map((el) => (itemName(el) ?? '').trim()),
        has: items.some((el) => isChosen(el) && norm(itemName(el)) === norm(wanted)),
      });
    }
    return holders;
  }, name);
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
    if (['option', 'tab', 'treeitem', 'gridcell', 'row'].includes(role))
      return el.getAttribute('aria-checked') === null
        ? el.getAttribute('aria-selected') === 'true'
        : null;
    return null;
  });
  return selected ?? undefined;
}
