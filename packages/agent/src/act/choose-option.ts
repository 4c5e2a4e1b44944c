import type { Locator } from 'playwright-core';
import { normalizeText, rankCandidates, FUZZY_THRESHOLD } from '../resolve/fuzzy.js';
import { pin } from '../resolve/pick.js';
import { pollUntil, quote } from '../core/outcome.js';
import { unseen } from '../core/unseen.js';
import { EFFECT_SETTLE_MS, NoEffectError } from './action-effect.js';
import { actionTimeoutMs, underLoad } from '../core/machine-load.js';

/** How long a custom dropdown may take to show its options once opened. */
const OPTIONS_MS = 2_000;

// Options as the libraries render them: ARIA options (Tom Select, Choices, react-select, MUI,
// Shoelace sl-option, jQuery UI selectmenu), Select2 4.0's treeitems, and menus without roles
// (jQuery UI autocomplete, Bootstrap dropdown items).
const OPTION =
  '[role=option], [role=treeitem], [role=menuitem], [role=menuitemradio], .select2-results__option, .ui-menu-item-wrapper, .dropdown-item, .ts-dropdown .option, [id*="-option-"]';

/**
 * Chooses an option: in a native <select> by its label (added to the choice in a multiple one); in
 * a listbox whose options are on show, by clicking it; in a custom dropdown (Tom Select, Select2,
 * react-select, Shoelace, jQuery UI selectmenu) by opening it first, typing to filter when it takes
 * text and the option is not listed. A click the widget does not take is an error, never a silent
 * no-op: the chosen option must then show in the field (or in the select the widget draws).
 */
export async function selectOption(found: Locator, value: string): Promise<void> {
  // The field as it is now: its name may change with the choice ("Search customers…" is gone once
  // a customer is chosen), and the choice is checked on this same element afterwards.
  const locator = (await pin(found.page(), found))?.locator ?? found;
  const field = await describeField(locator);
  if (field.drawnByWidget) {
    const drawn = locator.locator('xpath=following-sibling::*[1]');
    const control = drawn
      .locator('input:not([type=hidden]), [role=combobox]')
      .filter({ visible: true })
      .first();
    const widget = (await unseen(locator.page(), () => control.count())) > 0 ? control : drawn;
    return chooseInWidget(widget, value, locator, await describeField(widget));
  }
  if (field.isSelect) return selectNative(locator, value);
  return chooseInWidget(locator, value, undefined, field);
}

/**
 * "Select the 2nd option for element '#size'": the option at that position (1-based, or "last")
 * of a native <select>, by its index, then checked chosen; of a listbox whose options are in the
 * page, by its label, which must be the only option so labelled (else two could be meant). A list
 * that does not hold that many options, or whose options cannot be counted, is an error.
 */
export async function selectNthOption(found: Locator, position: string): Promise<void> {
  const locator = (await pin(found.page(), found))?.locator ?? found;
  const labels = await unseen(locator.page(), () =>
    locator.evaluate((el) => {
      if (el instanceof HTMLSelectElement)
        return { native: true, labels: Array.from(el.options).map((o) => o.label) };
      const owned = (el.getAttribute('aria-controls') ?? el.getAttribute('aria-owns') ?? '')
        .split(/\s+/)
        .map((id) => (id ? document.getElementById(id) : null))
        .find((list) => list !== null);
      const list = el.getAttribute('role') === 'listbox' ? el : owned;
      if (!list) return { native: false, labels: null };
      return {
        native: false,
        labels: Array.from(list.querySelectorAll('[role=option]')).map((o) =>
          (o.textContent ?? '').replace(/\s+/g, ' ').trim(),
        ),
      };
    }),
  );
  if (!labels.labels)
    throw new Error(
      'The list’s options are not in the page until it opens, so Scout cannot count them; name the option instead.',
    );
  const count = labels.labels.length;
  const index = position === 'last' ? count - 1 : Number(position) - 1;
  if (!Number.isInteger(index) || index < 0 || index >= count)
    throw new Error(
      `The list has ${count} option${count === 1 ? '' : 's'}, no option ${position}.`,
    );
  if (labels.native) {
    await locator.selectOption({ index }, { timeout: actionTimeoutMs() });
    const chosen = await pollUntil(
      async () => ({
        ok: await locator.evaluate(
          (el, at) => (el as HTMLSelectElement).selectedIndex === at,
          index,
        ),
      }),
      underLoad(EFFECT_SETTLE_MS),
    );
    if (!chosen.ok)
      throw new NoEffectError(
        (name) => `Option ${position} (${quote(labels.labels[index])}) of ${name} is not chosen.`,
      );
    return;
  }
  const label = labels.labels[index];
  if (labels.labels.filter((l) => normalizeText(l) === normalizeText(label)).length > 1)
    throw new Error(`Two options of the list are called ${quote(label)}; name the one meant.`);
  return selectOption(locator, label);
}

interface FieldState {
  isSelect: boolean;
  /** A <select> a widget hides and draws anew right after it (Tom Select's 1-pixel select,
   *  Select2's, jQuery UI selectmenu's hidden one): the widget listens to its own control. */
  drawnByWidget: boolean;
  role: string;
  isTypeable: boolean;
  isOpen: boolean;
  /** The id of the list it opens. */
  controls: string;
}

function describeField(locator: Locator): Promise<FieldState> {
  return unseen(locator.page(), () =>
    locator.evaluate((el) => {
      const next = el.nextElementSibling;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const hidden =
        box.width <= 1 ||
        box.height <= 1 ||
        style.clipPath === 'inset(50%)' ||
        style.display === 'none' ||
        style.visibility === 'hidden' ||
        style.opacity === '0' ||
        el.getAttribute('aria-hidden') === 'true';
      return {
        isSelect: el instanceof HTMLSelectElement,
        drawnByWidget:
          el instanceof HTMLSelectElement &&
          hidden &&
          next !== null &&
          next.getClientRects().length > 0,
        role: el.getAttribute('role') ?? '',
        isTypeable: el instanceof HTMLInputElement,
        isOpen: el.getAttribute('aria-expanded') === 'true',
        controls: (el.getAttribute('aria-controls') ?? el.getAttribute('aria-owns') ?? '').split(
          /\s+/,
        )[0],
      };
    }),
  );
}

async function chooseInWidget(
  control: Locator,
  value: string,
  original: Locator | undefined,
  field: FieldState,
): Promise<void> {
  const page = control.page();
  const chosen = async (clicked: Clicked | undefined, inListbox = false): Promise<boolean> => {
    if (clicked === undefined) return false;
    await confirmChosen(control, original, clicked, inListbox);
    return true;
  };
  if (field.role === 'listbox' && (await chosen(await clickOption(control, value, 0), true)))
    return;
  if (!field.isOpen) await (await clickable(control)).click({ timeout: actionTimeoutMs() });
  const popup = field.controls ? page.locator(`[id="${field.controls}"]`) : undefined;
  if (popup && (await chosen(await clickOption(popup, value, 300)))) return;
  if (await chosen(await clickOption(page.locator('body'), value, OPTIONS_MS))) return;
  if (field.isTypeable) {
    await control.pressSequentially(value, { delay: 40, timeout: actionTimeoutMs() });
    if (await chosen(await clickOption(page.locator('body'), value, OPTIONS_MS))) return;
  }
  const shown = await optionNames(page.locator('body'));
  throw new Error(
    `it has no option ${quote(value)}${
      shown.length
        ? ` (options: ${shown
            .slice(0, 8)
            .map((n) => quote(n))
            .join(', ')})`
        : ''
    }`,
  );
}

/** The control, or, when it is a sliver no pointer can hit (react-select's 1-pixel input when it
 *  takes no typing), the box drawn around it that a person clicks to open the list. */
async function clickable(control: Locator): Promise<Locator> {
  const up = await unseen(control.page(), () =>
    control
      .evaluate(
        (el) => {
          const own = el.getBoundingClientRect();
          if (own.width >= 4 && own.height >= 4) return 0;
          let box = el.parentElement;
          for (let level = 1; box && box !== document.body; level++, box = box.parentElement) {
            const rect = box.getBoundingClientRect();
            if (rect.width >= 16 && rect.height >= 10) return level;
          }
          return 0;
        },
        undefined,
        { timeout: underLoad(1_000) },
      )
      .catch(() => 0),
  );
  return up ? control.locator(`xpath=ancestor::*[${up}]`) : control;
}

/** How long a widget may take to show the option it was given. */
const CONFIRM_MS = 1_500;

/**
 * Waits for a clicked option to show as chosen: in the select the widget draws, or in the field
 * itself (its value, or its text without its open list). Throws when it does not, so a widget that
 * ignored the click is reported, not passed over.
 */
async function confirmChosen(
  control: Locator,
  original: Locator | undefined,
  { name, option }: Clicked,
  inListbox: boolean,
): Promise<void> {
  const chosen = await pollUntil(
    async () => ({
      ok:
        // A listbox on show marks its chosen option itself (in a dropdown, aria-selected only
        // follows the pointer, so it proves nothing there).
        (inListbox && (await isMarkedChosen(option))) ||
        (original !== undefined && (await isSelectedIn(original, name))) ||
        (await showsChosen(control, name)),
    }),
    CONFIRM_MS,
  );
  if (!chosen.ok)
    throw new NoEffectError(
      (field) => `${quote(name)} was clicked, but the list ${field} does not show it as chosen`,
    );
}

/** The native select (a widget draws over it) has the option named `name` selected. */
function isSelectedIn(select: Locator, name: string): Promise<boolean> {
  return unseen(select.page(), () =>
    select
      .evaluate(
        (el, wanted) =>
          [...(el as HTMLSelectElement).selectedOptions].some(
            (o) => o.label.replace(/\s+/g, ' ').trim().toLowerCase() === wanted,
          ),
        normalizeWords(name),
        { timeout: underLoad(1_000) },
      )
      .catch(() => false),
  );
}

function isMarkedChosen(option: Locator): Promise<boolean> {
  return unseen(option.page(), () =>
    option
      .evaluate(
        (el) =>
          el.getAttribute('aria-selected') === 'true' ||
          el.getAttribute('aria-checked') === 'true' ||
          /(^|[\s_-])(selected|checked|active)($|[\s_-])/i.test(el.getAttribute('class') ?? ''),
        undefined,
        { timeout: underLoad(1_000) },
      )
      .catch(() => false),
  );
}

function normalizeWords(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The field shows `name`: as its value, or in its own text (the list it opened left out), looking
 *  up through its wrappers until one holds another field. */
function showsChosen(control: Locator, name: string): Promise<boolean> {
  return unseen(control.page(), () =>
    control
      .evaluate(
        (el, wanted) => {
          // (No named helpers: tsx would wrap them in one the page lacks.)
          if (
            el instanceof HTMLInputElement &&
            el.value.replace(/\s+/g, ' ').trim().toLowerCase() === wanted
          )
            return true;
          const FIELDS = 'input:not([type=hidden]), select, textarea, [role=combobox]';
          const LISTS =
            '[role=listbox], [role=option], [role=menu], [role=tree], [aria-live], option, select, .ts-dropdown, .select2-dropdown, .dropdown-menu';
          let box: Element = el;
          for (let depth = 0; depth <= 6; depth++) {
            const clone = box.cloneNode(true) as Element;
            clone.querySelectorAll(LISTS).forEach((n) => n.remove());
            if (
              (clone.textContent ?? '').replace(/\s+/g, ' ').trim().toLowerCase().includes(wanted)
            )
              return true;
            const parent = box.parentElement;
            if (
              !parent ||
              [...parent.querySelectorAll(FIELDS)].some((f) => f !== el && !f.contains(el))
            )
              break;
            box = parent;
          }
          return false;
        },
        normalizeWords(name),
        { timeout: underLoad(1_000) },
      )
      .catch(() => false),
  );
}

async function selectNative(locator: Locator, value: string): Promise<void> {
  const { labels, values, multiple, selected } = await unseen(locator.page(), () =>
    locator.evaluate((el) => {
      const select = el as HTMLSelectElement;
      return {
        labels: [...select.options].map((o) => o.label),
        values: [...select.options].map((o) => o.value),
        multiple: select.multiple,
        selected: [...select.selectedOptions].map((o) => o.label),
      };
    }),
  );
  // "the option with the value 'second'": no label is the text, one option's value attribute is.
  const byValue =
    values.filter((v) => v === value).length === 1 ? labels[values.indexOf(value)] : undefined;
  const best = labels.includes(value)
    ? value
    : (byValue ?? rankCandidates(value, labels, (l) => l)[0]?.item);
  if (!best)
    throw new Error(
      `it has no option ${quote(value)} (options: ${labels.map((l) => quote(l)).join(', ')})`,
    );
  // Choosing one more in a multiple select adds it, as a ctrl-click does; it does not drop the others.
  const wanted = multiple ? [...new Set([...selected, best])] : [best];
  await locator.selectOption(
    wanted.map((label) => ({ label })),
    { timeout: actionTimeoutMs() },
  );
  // A page that puts the choice back (its change handler refuses it) has not taken it.
  const kept = await pollUntil(async () => {
    const now = await unseen(locator.page(), () =>
      locator.evaluate((el) => [...(el as HTMLSelectElement).selectedOptions].map((o) => o.label)),
    ).catch(() => undefined);
    return { ok: now === undefined || now.includes(best), now };
  }, EFFECT_SETTLE_MS);
  if (!kept.ok)
    throw new NoEffectError(
      (field) =>
        `the list ${field} shows ${kept.now?.length ? quote(kept.now.join(', ')) : 'no option'} after ${quote(best)} was chosen in it`,
    );
}

async function optionNames(scope: Locator): Promise<string[]> {
  return unseen(scope.page(), () =>
    scope
      .locator(OPTION)
      .filter({ visible: true })
      .evaluateAll((els) =>
        els.map((el) =>
          (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.textContent ?? '')
            .replace(/\s+/g, ' ')
            .trim(),
        ),
      )
      .catch(() => [] as string[]),
  );
}

interface Clicked {
  name: string;
  option: Locator;
}

/** Clicks the visible option named `value` in scope (exact, then the same words, then a close
 *  fuzzy name), waiting up to timeoutMs for the options to show; returns the one it clicked. */
async function clickOption(
  scope: Locator,
  value: string,
  timeoutMs: number,
): Promise<Clicked | undefined> {
  const found = await pollUntil(async () => {
    const names = await optionNames(scope);
    return { ok: optionIndex(names, value) >= 0, names };
  }, timeoutMs);
  if (!found.ok) return undefined;
  const index = optionIndex(found.names, value);
  const option = scope.locator(OPTION).filter({ visible: true }).nth(index);
  await option.click({ timeout: actionTimeoutMs() });
  return { name: found.names[index], option };
}

/** Which of the names is `value`: the same text, then the same words, then a close fuzzy name. */
function optionIndex(names: string[], value: string): number {
  const exact = names.indexOf(value);
  if (exact >= 0) return exact;
  const sameWords = names.findIndex((n) => normalizeText(n) === normalizeText(value));
  if (sameWords >= 0) return sameWords;
  const [best] = rankCandidates(
    value,
    names.map((name, i) => ({ name, i })),
    (o) => o.name,
  );
  return best && best.score >= FUZZY_THRESHOLD ? best.item.i : -1;
}
