import type { Locator } from 'playwright-core';
import { normalizeText, rankCandidates, FUZZY_THRESHOLD } from '../resolve/fuzzy.js';

const ACTION_TIMEOUT_MS = 10_000;
/** How long a custom dropdown may take to show its options once opened. */
const OPTIONS_MS = 2_000;

// Options as the libraries render them: ARIA options (Tom Select, Choices, react-select, MUI,
// Shoelace sl-option, jQuery UI selectmenu), Select2 4.0's treeitems, and menus without roles
// (jQuery UI autocomplete, Bootstrap dropdown items).
const OPTION = '[role=option], [role=treeitem], [role=menuitem], [role=menuitemradio], .select2-results__option, .ui-menu-item-wrapper, .dropdown-item, .ts-dropdown .option, [id*="-option-"]';

/**
 * Chooses an option: in a native <select> by its label; in a listbox whose options are on show,
 * by clicking it; in a custom dropdown (Tom Select, Select2, react-select, Shoelace, jQuery UI
 * selectmenu) by opening it first, typing to filter when it takes text and the option is not listed.
 */
export async function selectOption(locator: Locator, value: string): Promise<void> {
  const field = await locator.evaluate((el) => ({
    isSelect: el instanceof HTMLSelectElement,
    role: el.getAttribute('role') ?? '',
    isTypeable: el instanceof HTMLInputElement,
    isOpen: el.getAttribute('aria-expanded') === 'true',
    controls: (el.getAttribute('aria-controls') ?? el.getAttribute('aria-owns') ?? '').split(/\s+/)[0],
  }));
  if (field.isSelect) {
    // A <select> a widget hides and draws anew (Tom Select, Select2, jQuery UI selectmenu): the
    // widget listens to its own control, not to the select, so the choice is made there.
    const drawn = locator.locator('xpath=following-sibling::*[1]');
    if (!(await locator.isVisible()) && (await drawn.count()) > 0 && (await drawn.isVisible())) {
      const control = drawn.locator('input:not([type=hidden]), [role=combobox]').filter({ visible: true }).first();
      return selectOption((await control.count()) > 0 ? control : drawn, value);
    }
    return selectNative(locator, value);
  }
  if (field.role === 'listbox' && (await clickOption(locator, value, 0))) return;
  if (!field.isOpen) await locator.click({ timeout: ACTION_TIMEOUT_MS });
  const page = locator.page();
  const popup = field.controls ? page.locator(`[id="${field.controls}"]`) : undefined;
  if (popup && (await clickOption(popup, value, 300))) return;
  if (await clickOption(page.locator('body'), value, OPTIONS_MS)) return;
  if (field.isTypeable) {
    await locator.pressSequentially(value, { delay: 40, timeout: ACTION_TIMEOUT_MS });
    if (await clickOption(page.locator('body'), value, OPTIONS_MS)) return;
  }
  const shown = await optionNames(page.locator('body'));
  throw new Error(`it has no option ${quote(value)}${shown.length ? ` (options: ${shown.slice(0, 8).map((n) => quote(n)).join(', ')})` : ''}`);
}

async function selectNative(locator: Locator, value: string): Promise<void> {
  const labels = await locator.evaluate((el) => [...(el as HTMLSelectElement).options].map((o) => o.label));
  const best = labels.includes(value) ? value : rankCandidates(value, labels, (l) => l)[0]?.item;
  if (!best) throw new Error(`it has no option ${quote(value)} (options: ${labels.map((l) => quote(l)).join(', ')})`);
  await locator.selectOption({ label: best }, { timeout: ACTION_TIMEOUT_MS });
}

async function optionNames(scope: Locator): Promise<string[]> {
  return scope
    .locator(OPTION)
    .filter({ visible: true })
    .evaluateAll((els) => els.map((el) => (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim()))
    .catch(() => [] as string[]);
}

/** Clicks the visible option named `value` in scope (exact, then the same words, then a close
 *  fuzzy name), waiting up to timeoutMs for the options to show. */
async function clickOption(scope: Locator, value: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const options = scope.locator(OPTION).filter({ visible: true });
    const names = await optionNames(scope);
    let index = names.indexOf(value);
    if (index < 0) index = names.findIndex((n) => normalizeText(n) === normalizeText(value));
    if (index < 0) {
      const [best] = rankCandidates(value, names.map((name, i) => ({ name, i })), (o) => o.name);
      if (best && best.score >= FUZZY_THRESHOLD) index = best.item.i;
    }
    if (index >= 0) {
      await options.nth(index).click({ timeout: ACTION_TIMEOUT_MS });
      return true;
    }
    if (Date.now() >= deadline) return false;
    await scope.page().waitForTimeout(100);
  }
}

function quote(text: string): string {
  return `“${text}”`;
}
