import type { Locator } from 'playwright-core';
import { unseen } from '../core/unseen.js';

/**
 * Clicks a control the way a person would. A web component's real control often lies in its shadow
 * root and takes no pointer (Shoelace's sl-checkbox: an `<input>` with opacity 0 and
 * `pointer-events: none` under a drawn box), so Playwright's click on it waits for a hit that never
 * comes. Such a control is clicked through what a person clicks instead: its label in the same
 * shadow root (which the browser forwards to it), or else the component itself. Every other
 * element is clicked as it is.
 */
export async function clickControl(locator: Locator, timeout: number): Promise<void> {
  const standIn = await unseen(locator.page(), () =>
    locator
      .evaluateHandle(
        (el) => {
          // (No named helpers: tsx would wrap them in one the page lacks.)
          const root = el.getRootNode();
          if (!(root instanceof ShadowRoot)) return null;
          const style = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          const takesPointer =
            style.pointerEvents !== 'none' &&
            style.visibility === 'visible' &&
            Number(style.opacity) > 0.05 &&
            box.width >= 2 &&
            box.height >= 2;
          if (takesPointer) return null;
          const labels = el instanceof HTMLInputElement ? Array.from(el.labels ?? []) : [];
          const label = [el.closest('label'), ...labels].find(
            (candidate) =>
              candidate instanceof HTMLElement &&
              candidate.getRootNode() === root &&
              candidate.getBoundingClientRect().width > 0 &&
              getComputedStyle(candidate).pointerEvents !== 'none',
          );
          return label ?? root.host;
        },
        undefined,
        { timeout: 1_000 },
      )
      .catch(() => null),
  );
  const element = standIn?.asElement();
  if (!standIn || !element) {
    await standIn?.dispose().catch(() => undefined);
    return locator.click({ timeout });
  }
  try {
    await element.click({ timeout });
  } finally {
    await standIn.dispose().catch(() => undefined);
  }
}

/**
 * Whether a box is ticked, as the page holds it: a web component that keeps its own `checked`
 * (Shoelace's sl-checkbox and sl-switch, Material's md-checkbox) is read from the component, whose
 * inner input may lag behind or not be the one a click changes; any other element as Playwright
 * reads it (undefined when it is not a box at all).
 */
export async function readChecked(locator: Locator, timeout = 1_000): Promise<boolean | undefined> {
  const own = await unseen(locator.page(), () =>
    locator.evaluate(
      (el) => {
        const root = el.getRootNode();
        const host = root instanceof ShadowRoot ? root.host : null;
        for (const candidate of [el, host]) {
          if (!candidate || !candidate.localName.includes('-')) continue;
          const checked = (candidate as Element & { checked?: unknown }).checked;
          if (typeof checked === 'boolean') return checked;
        }
        return null;
      },
      undefined,
      { timeout },
    ),
  );
  if (own !== null) return own;
  return locator.isChecked({ timeout }).catch(() => undefined);
}

/** Whether the element is a box a tick can be read from (see readChecked). */
export async function isBox(locator: Locator): Promise<boolean> {
  return (await readChecked(locator).catch(() => undefined)) !== undefined;
}

/** readChecked for a step that must tick a box: an element that is no box throws, as Playwright's
 *  isChecked does, so the step says what it found. */
export async function readCheckedOrThrow(locator: Locator, timeout: number): Promise<boolean> {
  const own = await readChecked(locator, timeout).catch(() => undefined);
  return own ?? locator.isChecked({ timeout });
}
