import type { Locator } from 'playwright-core';
import type { Target } from '@scout/shared';
import { pollUntil, quote } from '../core/outcome.js';
import { unseen } from '../core/unseen.js';
import { underLoad } from '../core/machine-load.js';

/** How long the page may take to show an action's effect (a framework that renders it a moment
 *  later) before the action is said not to have taken effect. */
export const EFFECT_SETTLE_MS = 1_500;

/**
 * Scout acted and the page does not show what the action is for: the box is not ticked, the field
 * does not hold the value, the option is not chosen. The step ends ERROR (Scout could not do it),
 * never FAILED: no check of the app has been made yet. `says` words what the page shows, given the
 * element's quoted name.
 */
export class NoEffectError extends Error {
  constructor(readonly says: (name: string) => string) {
    super(says('the element'));
  }
}

/** The step's message: what the page shows, about the element the step named. */
export function noEffectMessage(error: NoEffectError, found: Target): string {
  const name = found.name ?? found.label ?? found.placeholder ?? found.text ?? found.description;
  return `${error.says(quote(name))} — Scout's action did not take effect.`;
}

/** What a click is for on elements whose click has a defined effect. */
export interface Toggle {
  kind: 'checkbox' | 'switch' | 'radio button' | 'tab' | 'section';
  on: boolean;
}

/**
 * The state a click on the element should change: a checkbox's, switch's or radio button's tick
 * (the box a label stands for, when the label is what was clicked), a tab's selection, a
 * disclosure's aria-expanded or a details' open. Undefined for everything else (a plain button or
 * link has no effect Scout could check) and when the element cannot be read.
 */
export function readToggle(locator: Locator): Promise<Toggle | undefined> {
  return unseen(locator.page(), () =>
    locator
      .evaluate(
        (start): Toggle | undefined => {
          // (No named helpers: tsx would wrap them in one the page lacks.)
          let el: Element = start;
          const label = start.closest('label');
          const isControl = start.matches(
            'a, button, input, select, textarea, [role=button], [role=link]',
          );
          if (label && !isControl && label.control) el = label.control;
          // A web component that keeps its own tick (Shoelace's sl-checkbox and sl-switch around
          // the input in their shadow root) is read from the component: that is what the page
          // shows and sends.
          const root = el.getRootNode();
          const host = root instanceof ShadowRoot ? root.host : null;
          for (const widget of [el, host]) {
            const own = widget && widget.localName.includes('-') ? widget : null;
            const checked = own ? (own as Element & { checked?: unknown }).checked : undefined;
            if (own && typeof checked === 'boolean') {
              const role = el.getAttribute('role') ?? own.getAttribute('role');
              const isRadio = el instanceof HTMLInputElement && el.type === 'radio';
              const kind =
                isRadio || role === 'radio'
                  ? 'radio button'
                  : role === 'switch'
                    ? 'switch'
                    : 'checkbox';
              return { kind, on: checked };
            }
          }
          if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
            const kind =
              el.type === 'radio'
                ? 'radio button'
                : el.getAttribute('role') === 'switch'
                  ? 'switch'
                  : 'checkbox';
            return { kind, on: el.checked };
          }
          const role = el.getAttribute('role');
          const checked = el.getAttribute('aria-checked');
          if ((role === 'checkbox' || role === 'switch' || role === 'radio') && checked !== null)
            return {
              kind: role === 'radio' ? 'radio button' : role,
              on: checked === 'true',
            };
          const selected = el.getAttribute('aria-selected');
          if (role === 'tab' && selected !== null) return { kind: 'tab', on: selected === 'true' };
          const expanded = el.getAttribute('aria-expanded');
          if (expanded !== null && role !== 'combobox')
            return { kind: 'section', on: expanded === 'true' };
          if (el.localName === 'summary' && el.parentElement instanceof HTMLDetailsElement)
            return { kind: 'section', on: el.parentElement.open };
          return undefined;
        },
        undefined,
        { timeout: underLoad(1_000) },
      )
      .catch(() => undefined),
  );
}

/**
 * After a click: the state it should have changed has changed (a radio button or tab that was
 * already on stays on). An element gone from the page (a list drawn anew, a link that navigated)
 * cannot be read and is not held against the click.
 */
export async function confirmToggled(locator: Locator, before: Toggle): Promise<void> {
  const oneWay = before.kind === 'radio button' || before.kind === 'tab';
  if (oneWay && before.on) return;
  const want = !before.on;
  const last = await pollUntil(async () => {
    // Gone at once (a link that navigated, a row drawn anew) rather than waited for.
    const isThere = (await unseen(locator.page(), () => locator.count()).catch(() => 0)) > 0;
    const now = isThere ? await readToggle(locator) : undefined;
    return { ok: now === undefined || now.on === want, now };
  }, EFFECT_SETTLE_MS);
  if (last.ok) return;
  throw new NoEffectError((name) => `${stillState(before.kind, name, want)} after the click`);
}

/** What the page shows when the state did not become `wanted`: "the checkbox “X” is still
 *  unticked". */
export function stillState(kind: Toggle['kind'], name: string, wanted: boolean): string {
  if (kind === 'tab') return `the tab ${name} is still not selected`;
  if (kind === 'radio button') return `the radio button ${name} is still not selected`;
  if (kind === 'section') return `${name} is still ${wanted ? 'collapsed' : 'expanded'}`;
  return `the ${kind} ${name} is still ${wanted ? 'unticked' : 'ticked'}`;
}

/** The kind of box a found target is, for the message about it. */
export function boxKind(role: string | undefined): Toggle['kind'] {
  return role === 'switch' ? 'switch' : role === 'radio' ? 'radio button' : 'checkbox';
}

/** What a field shows: its value or its editable text; undefined when it is neither. */
export interface Filled {
  text: string;
  isPassword: boolean;
  maxLength: number;
}

function readFilled(locator: Locator): Promise<Filled | undefined> {
  return unseen(locator.page(), () =>
    locator
      .evaluate(
        (el): Filled | undefined => {
          if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)
            return {
              text: el.value,
              isPassword: el instanceof HTMLInputElement && el.type === 'password',
              maxLength: el.maxLength,
            };
          if ((el as HTMLElement).isContentEditable)
            return {
              text: (el as HTMLElement).innerText,
              isPassword: false,
              maxLength: -1,
            };
          return undefined;
        },
        undefined,
        { timeout: underLoad(1_000) },
      )
      .catch(() => undefined),
  );
}

const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();
const numberIn = (text: string) =>
  /\d/.test(text) ? Number(text.replace(/[^\d.-]/g, '')) : Number.NaN;
const digitsIn = (text: string) => text.replace(/\D/g, '');

/**
 * Whether the field holds what was typed, as the browser or its widget honestly keeps it: the same
 * text (spacing and case aside), the same number (a number field's "1.50" as 1.5, a formatted
 * "1,000.00"), the same digits (a masked phone or card field's punctuation, a prefix the mask
 * adds), or the part a maxlength lets in.
 */
export function holdsTyped(shown: Filled, typed: string): boolean {
  const text = spaced(shown.text);
  const want = spaced(typed);
  if (text === want || text.toLowerCase() === want.toLowerCase()) return true;
  if (shown.maxLength > 0 && want.length > shown.maxLength)
    return text === want.slice(0, shown.maxLength);
  const numeric = /^[\d\s.,+\-$€£%()]*$/;
  const number = numberIn(want);
  if (
    !Number.isNaN(number) &&
    numeric.test(want) &&
    numeric.test(text) &&
    numberIn(text) === number
  )
    return true;
  const digits = digitsIn(want);
  const dialled = /^[\d\s.+\-()/]*$/;
  return (
    digits.length >= 4 &&
    dialled.test(want) &&
    dialled.test(text) &&
    digitsIn(text).endsWith(digits) &&
    digitsIn(text).length - digits.length <= 3
  );
}

/**
 * After typing: the field holds the value (see holdsTyped), once the page has had a moment to
 * settle. A password is compared without being printed.
 */
export async function confirmFilled(locator: Locator, typed: string): Promise<void> {
  const last = await pollUntil(async () => {
    const shown = await readFilled(locator);
    return { ok: shown === undefined || holdsTyped(shown, typed), shown };
  }, EFFECT_SETTLE_MS);
  if (last.ok || !last.shown) return;
  const { text, isPassword } = last.shown;
  throw new NoEffectError((name) =>
    isPassword
      ? `the password field ${name} does not hold the password typed into it`
      : `the field ${name} holds ${quote(spaced(text))} after ${quote(typed)} was typed into it`,
  );
}
