import type { Locator, Page } from 'playwright-core';
import { unseen } from '../core/unseen.js';
import { noteMarked } from '../core/marks.js';
import { DRAWN_MODAL } from './page-regions.js';

let marks = 0;

/**
 * A modal drawn with no dialog role, found when the page has no dialog of that name: a library's
 * modal without the role (Bulma's active .modal, tingle.js's visible .tingle-modal, any
 * aria-modal element), or a hand-made one: a fixed layer over the whole window that holds a
 * heading or a field (the overlay of a login modal). Its name is its aria-label or its first
 * heading; "Login" names "Log in to your account" (log in, sign in and sign up are read as one
 * word). Undefined unless exactly one such modal is on show with that name.
 */
export async function findDrawnModal(page: Page, name?: string): Promise<Locator | undefined> {
  const id = String(++marks);
  const frame = page.mainFrame();
  noteMarked(page);
  // Scout's own look (it marks what it found): left out of the run's trace (decision 023).
  const found = await unseen(page, () =>
    frame.evaluate(
      ({ wanted, drawn, mark }) => {
        // No named inner functions (nor functions held in a const) here: tsx wraps them in a
        // __name() the page lacks.
        const headings = 'h1, h2, h3, h4, h5, h6, [role=heading]';
        const all = Array.from(document.body.querySelectorAll('*')).filter((el) => {
          const style = getComputedStyle(el);
          return (
            (el as HTMLElement).getClientRects().length > 0 &&
            style.visibility !== 'hidden' &&
            Number(style.opacity) > 0.05
          );
        });
        const shown = new Set(all);
        const layers = all.filter((el) => {
          if (el.matches(drawn)) return true;
          if (getComputedStyle(el).position !== 'fixed') return false;
          const r = el.getBoundingClientRect();
          return (
            r.width >= window.innerWidth * 0.9 &&
            r.height >= window.innerHeight * 0.9 &&
            Array.from(el.querySelectorAll(`${headings}, input, textarea, button`)).some((c) =>
              shown.has(c),
            )
          );
        });
        const outermost = layers.filter((el) => !layers.some((o) => o !== el && o.contains(el)));
        const spaced = [
          wanted,
          ...outermost.map((el) => {
            const heading = Array.from(el.querySelectorAll(headings)).find((h) => shown.has(h));
            return `${el.getAttribute('aria-label') ?? ''} ${heading?.textContent ?? ''}`;
          }),
        ].map(
          (text) =>
            ` ${text
              .toLowerCase()
              .replace(/\b(log|sign)\s+(in|on|up)\b/g, '$1$2')
              .replace(/[^\p{L}\p{N}]+/gu, ' ')
              .trim()} `,
        );
        const want = spaced[0].trim().split(' ').filter(Boolean);
        const named = outermost.filter((_, i) =>
          want.every((w) => spaced[i + 1].includes(` ${w} `)),
        );
        if (named.length !== 1) return false;
        named[0].setAttribute('data-scout-modal', mark);
        return true;
      },
      { wanted: name ?? '', drawn: DRAWN_MODAL, mark: id },
    ),
  ).catch(() => false);
  return found ? frame.locator(`[data-scout-modal="${id}"]`) : undefined;
}
