import type { Locator } from 'playwright-core';
import { pickInCalendar } from './date-picker.js';
import { selectOption } from './choose-option.js';
import { parseWrittenDate, parseWrittenTime, toInputValue } from './written-dates.js';
import { pollUntil, quote } from '../core/outcome.js';
import { confirmFilled } from './action-effect.js';
import { unseen } from '../core/unseen.js';
import { actionTimeoutMs } from '../core/machine-load.js';

/** How long a combobox may take to show suggestions for filled text before it is typed again key
 *  by key (some widgets listen to key events only). */
const SUGGESTIONS_MS = 700;

interface FieldInfo {
  /** An input, text area, select, editable element or slider: the value goes into it itself. */
  editable: boolean;
  tag: string;
  type: string;
  role: string;
  readOnly: boolean;
  /** Class, placeholder, name and id words of the field and its wrapper. */
  words: string;
  autocomplete: string;
}

/**
 * Puts a value in a field the way its widget takes it: a written date or time converted for native
 * date and time inputs, a day clicked in a calendar picker, an option chosen in a select, a slider
 * moved, suggestions given time to show; plain fill for everything else.
 */
export async function fillField(
  found: Locator,
  value: string,
  widget?: 'date' | 'time',
): Promise<void> {
  // A wrapper found by its caption (Tom Select's control, react-select's container): the field to
  // type in is the one inside it. One look at the page for the usual case, the field itself.
  let locator = found;
  let field = await fieldInfo(found);
  if (!field.editable) {
    const inner = found
      .locator('input:not([type=hidden]), textarea, [contenteditable=true]')
      .filter({ visible: true })
      .first();
    // A caption found for its field ("Customer" before Tom Select's control): the first field after it.
    const after = found.locator(
      'xpath=following::*[self::input[not(@type="hidden")] or self::textarea or @contenteditable="true"][1]',
    );
    locator = await unseen(found.page(), async () => {
      if ((await inner.count()) > 0) return inner;
      if ((await after.count()) > 0 && (await after.isVisible())) return after;
      return found;
    });
    if (locator !== found) field = await fieldInfo(locator);
  }
  if (field.tag === 'select') return selectOption(locator, value);
  if (['date', 'time', 'datetime-local', 'month', 'week'].includes(field.type)) {
    const converted = toInputValue(field.type, value);
    if (!converted && field.type !== 'week')
      throw new Error(
        `${quote(value)} is not a ${field.type === 'time' ? 'time' : 'date'} Scout can read (write it like 03/14/2024, 14 March 2024 or 5:30 PM)`,
      );
    await locator.fill(converted ?? value, { timeout: actionTimeoutMs() });
    // The browser keeps a date in its ISO form: that is what the field must then hold (a week,
    // which Scout does not convert, as it was written).
    await confirmFilled(locator, converted ?? value);
    return;
  }
  if (field.type === 'range') return setRange(locator, value);
  if (field.role === 'slider') return slideTo(locator, value);
  if (widget !== 'date' && field.readOnly && !parseWrittenDate(value) && parseWrittenTime(value))
    return pickTime(locator, value);
  if (widget === 'date' || isCalendarField(field)) return fillDate(locator, value, field);
  if (isAutocomplete(field)) return fillAutocomplete(locator, value);
  await locator.fill(value, { timeout: actionTimeoutMs() });
  await confirmFilled(locator, value);
}

/** What the field is, read in one look at the page (no named inner functions: see in-page-find). */
function fieldInfo(locator: Locator): Promise<FieldInfo> {
  return unseen(locator.page(), () =>
    locator.evaluate((el): FieldInfo => ({
      editable:
        el instanceof HTMLInputElement ||
        el instanceof HTMLTextAreaElement ||
        el instanceof HTMLSelectElement ||
        (el as HTMLElement).isContentEditable ||
        el.getAttribute('role') === 'slider',
      tag: el.localName,
      type: el instanceof HTMLInputElement ? el.type : '',
      role: el.getAttribute('role') ?? '',
      readOnly: el instanceof HTMLInputElement && el.readOnly,
      words: [
        el.getAttribute('class'),
        el.parentElement?.getAttribute('class'),
        el.getAttribute('placeholder'),
        el.getAttribute('name'),
        el.id,
      ].join(' '),
      autocomplete: el.getAttribute('aria-autocomplete') ?? '',
    })),
  );
}

function isCalendarField(field: FieldInfo): boolean {
  if (field.tag !== 'input') return false;
  if (
    /hasDatepicker|flatpickr|datepicker|date-picker|air-datepicker|react-datepicker|datetimepicker/i.test(
      field.words,
    )
  )
    return true;
  return field.readOnly && /\bdate\b|dd\/mm|mm\/dd|yyyy/i.test(field.words);
}

function isAutocomplete(field: FieldInfo): boolean {
  if (field.tag !== 'input') return false;
  return (
    field.role === 'combobox' ||
    field.autocomplete === 'list' ||
    field.autocomplete === 'both' ||
    /ui-autocomplete-input|typeahead|autocomplete/i.test(field.words)
  );
}

/**
 * A time picker that does not take typing (flatpickr's time field is read-only): open it, set its
 * hour and minute fields, and flip AM/PM until it reads as asked. A picker still opening can take
 * the numbers wrongly (under load flatpickr now and then read 5:30 as 6:00): it is set once more
 * before the step fails.
 */
async function pickTime(locator: Locator, value: string): Promise<void> {
  let shown = '';
  for (let attempt = 0; attempt < 2; attempt++) {
    shown = await setTimeInPicker(locator, value);
    if (shown && parseWrittenTime(shown) === parseWrittenTime(value)) return;
  }
  throw new Error(`the time picker shows ${quote(shown)}, not ${quote(value)}`);
}

/** Opens the picker, sets it, closes it; returns what the field then shows. */
async function setTimeInPicker(locator: Locator, value: string): Promise<string> {
  const [hh, mm] = parseWrittenTime(value)!.split(':').map(Number);
  await locator.click({ timeout: actionTimeoutMs() });
  const page = locator.page();
  const hour = page
    .locator('input[class*=hour], [class*=hour] input')
    .filter({ visible: true })
    .first();
  const minute = page
    .locator('input[class*=minute], [class*=minute] input')
    .filter({ visible: true })
    .first();
  const ampm = page
    .locator('[class*=am-pm], [class*=ampm], [class*=meridian]')
    .filter({ visible: true })
    .first();
  const [hours, minutes, twelve] = await unseen(page, () =>
    Promise.all([hour.count(), minute.count(), ampm.count().then((n) => n > 0)]),
  );
  if (hours === 0 || minutes === 0)
    throw new Error(`it opens no hour and minute fields to set ${quote(value)} in`);
  await hour.fill(String(twelve ? ((hh + 11) % 12) + 1 : hh), {
    timeout: actionTimeoutMs(),
  });
  await minute.fill(String(mm).padStart(2, '0'), { timeout: actionTimeoutMs() });
  await minute.press('Tab').catch(() => undefined);
  if (twelve) {
    const want = hh >= 12 ? 'PM' : 'AM';
    const shows = () => unseen(page, () => ampm.innerText());
    for (let i = 0; i < 2 && (await shows()).trim().toUpperCase() !== want; i++)
      await ampm.click({ timeout: actionTimeoutMs() });
  }
  await page.keyboard.press('Escape').catch(() => undefined);
  return unseen(page, () => locator.inputValue()).catch(() => '');
}

async function fillDate(locator: Locator, value: string, field: FieldInfo): Promise<void> {
  const date = parseWrittenDate(value);
  const picked = date
    ? await pickInCalendar(locator, date)
    : { ok: false as const, why: `${quote(value)} is not a date Scout can read` };
  if (picked.ok) return;
  if (field.readOnly) throw new Error(`could not choose the date in its calendar: ${picked.why}`);
  // A picker that accepts typed dates: type it as the test wrote it, and see that the widget keeps it.
  await locator.fill(value, { timeout: actionTimeoutMs() });
  await locator.press('Enter').catch(() => undefined);
  await locator.blur().catch(() => undefined);
  if (!(await unseen(locator.page(), () => locator.inputValue()).catch(() => '')))
    throw new Error(
      `the date picker did not keep the typed date ${quote(value)}, and ${picked.why}`,
    );
}

/** Fills a field that suggests as you type; when filling shows no suggestions, types key by key. */
async function fillAutocomplete(locator: Locator, value: string): Promise<void> {
  await locator.fill(value, { timeout: actionTimeoutMs() });
  // A list already open (Tom Select shows every option on focus) is not yet the suggestions for
  // the text: wait for it to show only matches, so the choice is made from the list the widget
  // settles on, not from one it is about to redraw (and open again over the next field).
  let shown = false;
  const last = await pollUntil(async () => {
    const state = await suggestionsShown(locator, value);
    shown ||= state === 'shown';
    return { ok: state === 'matching', state };
  }, SUGGESTIONS_MS);
  if (last.ok || shown || last.state !== 'none') return;
  await locator.fill('', { timeout: actionTimeoutMs() });
  await locator.pressSequentially(value, { delay: 60, timeout: actionTimeoutMs() });
}

/** Whether suggestions are on show for the field: none, some, or only ones that hold the typed text. */
async function suggestionsShown(
  locator: Locator,
  typed: string,
): Promise<'none' | 'shown' | 'matching'> {
  return unseen(locator.page(), () =>
    locator
      .evaluate((el, text) => {
        const wanted = text.replace(/\s+/g, ' ').trim().toLowerCase();
        const own = el.getAttribute('aria-controls') ?? el.getAttribute('aria-owns') ?? '';
        const popups = Array.from(
          document.querySelectorAll(
            '[role=listbox], .ui-autocomplete, .autocomplete-suggestions, .tt-menu, .ts-dropdown, .dropdown-menu.show',
          ),
        ).filter(
          (p) =>
            (p as HTMLElement).getClientRects().length > 0 && (p.textContent ?? '').trim() !== '',
        );
        if (popups.length === 0)
          return el.getAttribute('aria-expanded') === 'true' && !own ? 'shown' : 'none';
        const mine = popups.filter(
          (p) =>
            !own ||
            p.id === own ||
            p.contains(document.getElementById(own)) ||
            document.getElementById(own)?.contains(p),
        );
        const options = (mine.length ? mine : popups)
          .flatMap((p) =>
            Array.from(p.querySelectorAll('[role=option], li, .option, .dropdown-item')),
          )
          .filter(
            (o) =>
              (o as HTMLElement).getClientRects().length > 0 &&
              !o.querySelector('[role=option], li, .option, .dropdown-item'),
          );
        const matching =
          options.length > 0 &&
          options.every((o) =>
            (o.textContent ?? '').replace(/\s+/g, ' ').toLowerCase().includes(wanted),
          );
        return matching ? 'matching' : 'shown';
      }, typed)
      .catch(() => 'none' as const),
  );
}

/** An input type=range: sets the value as a person's drag would, with the events a drag fires. */
async function setRange(locator: Locator, value: string): Promise<void> {
  const number = Number(value.replace(/[^\d.-]/g, ''));
  if (!Number.isFinite(number) || value.trim() === '')
    throw new Error(`${quote(value)} is not a number to set the slider to`);
  const now = await locator.evaluate((el, v) => {
    const input = el as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
      input,
      String(v),
    );
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
    return Number(input.value);
  }, number);
  if (now !== number)
    throw new Error(
      `the slider goes to ${now}, not ${number} (its range or step does not allow it)`,
    );
}

/** A role=slider: arrow keys until aria-valuenow says the value. */
async function slideTo(locator: Locator, value: string): Promise<void> {
  const wanted = Number(value.replace(/[^\d.-]/g, ''));
  if (!Number.isFinite(wanted) || value.trim() === '')
    throw new Error(`${quote(value)} is not a number to set the slider to`);
  const read = async () =>
    Number(await unseen(locator.page(), () => locator.getAttribute('aria-valuenow')));
  await locator.focus({ timeout: actionTimeoutMs() });
  let now = await read();
  for (let presses = 0; presses < 500 && now !== wanted; presses++) {
    await locator.press(now < wanted ? 'ArrowRight' : 'ArrowLeft');
    const next = await read();
    // No move, or a step past the value: it cannot be set exactly.
    if (next === now || (now < wanted !== next < wanted && next !== wanted)) {
      now = next;
      break;
    }
    now = next;
  }
  if (now !== wanted) throw new Error(`the slider stops at ${now}, not ${wanted}`);
}
