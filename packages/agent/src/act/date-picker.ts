import type { Locator } from 'playwright-core';
import { MONTH_NAMES, type WrittenDate } from './written-dates.js';
import { noteMarked } from '../core/marks.js';
import { pollUntil } from '../core/outcome.js';
import { runPageScript } from '../core/page-script.js';
import { unseen } from '../core/unseen.js';
import { actionTimeoutMs, underLoad } from '../core/machine-load.js';

// The calendar's controls are on the page (its script marked them) when they are clicked: a click
// that is slow is a busy machine's, and has the time any action has (actionTimeoutMs).

// Runs in the page as a string (esbuild's keepNames would wrap named inner functions in a helper
// the page lacks). Knows calendars by what they show, not by library: the open popup with day
// numbers, a "Month YYYY" title (a month <select> or year <input> read as their values), prev/next
// controls named by label, title, text, arrow glyph, class words or data-action, and day cells
// that are not another month's (classes prevMonthDay, --outside-month, -other-month-, old/new).
const CALENDAR_SCRIPT = String.raw`(() => {
  const MONTHS = ${JSON.stringify(MONTH_NAMES)};
  const ROOTS = '.flatpickr-calendar.open, #ui-datepicker-div, .ui-datepicker-inline, .react-datepicker-popper, .react-datepicker, .air-datepicker.-active-, .air-datepicker, .datepicker-dropdown, .datepicker, [role=dialog], [role=application], [role=grid], [class*=calendar], [class*=datepicker], [class*=date-picker], [class*=DatePicker], [class*=Calendar]';
  function visible(el) {
    if (!el.getClientRects().length) return false;
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none' && s.opacity !== '0';
  }
  function dayCells(root) {
    return [...root.querySelectorAll('*')].filter((el) => /^\d{1,2}$/.test((el.textContent || '').trim()) && visible(el));
  }
  function readText(root) {
    let out = '';
    const walk = (node) => {
      if (node.nodeType === 3) { out += node.textContent + ' '; return; }
      if (node.nodeType !== 1 || !visible(node)) return;
      if (node.localName === 'select') { out += (node.selectedOptions[0] ? node.selectedOptions[0].textContent : '') + ' '; return; }
      if (node.localName === 'input') { out += node.value + ' '; return; }
      node.childNodes.forEach(walk);
    };
    walk(root);
    return out.replace(/\s+/g, ' ');
  }
  function words(el) {
    return [el.getAttribute('aria-label'), el.getAttribute('title'), el.getAttribute('data-action'), el.getAttribute('data-handler'), el.getAttribute('class'), (el.textContent || '').trim()]
      .join(' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  }
  return (input, op, arg) => {
    const all = [...document.querySelectorAll(ROOTS)].filter((el) => el.localName !== 'input' && visible(el) && dayCells(el).length >= 28);
    const free = all.filter((el) => !el.contains(input));
    const pool = free.length ? free : all;
    const root = pool.filter((el) => !pool.some((o) => o !== el && o.contains(el)))[0];
    if (!root) return null;
    if (op === 'month') {
      const text = readText(root).toLowerCase();
      const re = new RegExp('\\b(' + MONTHS.map((m) => m + '|' + m.slice(0, 3)).join('|') + ')\\.?,?\\s*(\\d{4})\\b');
      const m = re.exec(text);
      if (!m) return null;
      return { year: Number(m[2]), month: MONTHS.findIndex((n) => n.startsWith(m[1].slice(0, 3))) + 1 };
    }
    document.querySelectorAll('[data-scout-calendar]').forEach((el) => el.removeAttribute('data-scout-calendar'));
    if (op === 'nav') {
      const want = arg === 'next' ? /\bnext\b|›|»|→|▶|▸|⟩|^>$|\bforward\b/ : /\bprev(ious)?\b|‹|«|←|◀|◂|⟨|^<$|\bback\b/;
      const found = [...root.querySelectorAll('a, button, span, div, th, i, [role=button]')]
        .filter((el) => visible(el) && el.children.length <= 3 && want.test(words(el)) && !/\byear\b/.test(words(el)));
      // The innermost: a header holding both arrows reads as "Prev Next" too. A click on an inner
      // icon reaches its link or button.
      const innermost = found.filter((el) => !found.some((o) => o !== el && el.contains(o)));
      if (!innermost.length) return false;
      innermost[0].setAttribute('data-scout-calendar', 'nav');
      return true;
    }
    if (op === 'day') {
      const monthName = MONTHS[arg.month - 1];
      const other = /prevMonthDay|nextMonthDay|other-month|outside-month|--outside|-other-|\bold\b|\bnew\b|disabled|notCurrentMonth/i;
      const cells = dayCells(root).filter((el) => {
        if ((el.textContent || '').trim() !== String(arg.day)) return false;
        for (let node = el; node && node !== root; node = node.parentElement) {
          if (other.test(node.getAttribute('class') || '') || node.getAttribute('aria-disabled') === 'true') return false;
          const dm = node.getAttribute('data-month');
          const dy = node.getAttribute('data-year');
          if (dm !== null && Number(dm) !== arg.month - 1) return false;
          if (dy !== null && Number(dy) !== arg.year) return false;
          const label = (node.getAttribute('aria-label') || '').toLowerCase();
          if (label && MONTHS.some((m) => label.includes(m)) && !label.includes(monthName)) return false;
        }
        return true;
      });
      const innermost = cells.filter((el) => !cells.some((o) => o !== el && el.contains(o)));
      if (!innermost.length) return false;
      innermost[0].setAttribute('data-scout-calendar', 'day');
      return true;
    }
    return null;
  };
})()`;

async function calendar<T>(
  input: Locator,
  op: 'month' | 'nav' | 'day',
  arg?: unknown,
): Promise<T | null> {
  if (op !== 'month') noteMarked(input.page());
  return runPageScript<T | null>(input, CALENDAR_SCRIPT, [op, arg]).catch(() => null);
}

/** The calendar's shown month after it changes (a re-rendered calendar may take a frame or two). */
async function waitForMonth(
  input: Locator,
  before: number | undefined,
  timeoutMs: number,
): Promise<number | undefined> {
  const last = await pollUntil(async () => {
    const shown = await calendar<{ year: number; month: number }>(input, 'month');
    const index = shown ? shown.year * 12 + shown.month - 1 : undefined;
    return { ok: index !== undefined && index !== before, index };
  }, timeoutMs);
  return last.index;
}

/**
 * Picks a date in the calendar a text field opens (flatpickr, jQuery UI datepicker,
 * react-datepicker, air-datepicker …): opens it, steps through the months with its previous and
 * next controls, clicks the day. Returns why it could not, so the caller may type the date instead.
 */
export async function pickInCalendar(
  input: Locator,
  date: WrittenDate,
): Promise<{ ok: true } | { ok: false; why: string }> {
  const frame = await unseen(input.page(), async () => {
    const handle = await input.elementHandle({ timeout: underLoad(5_000) });
    const owner = await handle?.ownerFrame();
    await handle?.dispose();
    return owner ?? input.page().mainFrame();
  });
  await input.click({ timeout: underLoad(5_000) });
  const wanted = date.year * 12 + date.month - 1;
  let shown = await waitForMonth(input, undefined, 1_500);
  if (shown === undefined) return { ok: false, why: 'no calendar with a month and year opened' };
  for (let steps = 0; shown !== wanted; steps++) {
    if (steps > 240) return { ok: false, why: 'the calendar never reached the month' };
    const direction = wanted > shown! ? 'next' : 'prev';
    if (!(await calendar<boolean>(input, 'nav', direction)))
      return {
        ok: false,
        why: `the calendar has no ${direction === 'next' ? 'next' : 'previous'} month control`,
      };
    await frame.locator('[data-scout-calendar=nav]').first().click({ timeout: actionTimeoutMs() });
    const before: number = shown!;
    shown = await waitForMonth(input, before, 1_000);
    if (shown === before || shown === undefined)
      return { ok: false, why: 'the calendar did not change month' };
  }
  if (!(await calendar<boolean>(input, 'day', date)))
    return { ok: false, why: `the calendar has no day ${date.day} to choose` };
  await frame.locator('[data-scout-calendar=day]').first().click({ timeout: actionTimeoutMs() });
  return { ok: true };
}
