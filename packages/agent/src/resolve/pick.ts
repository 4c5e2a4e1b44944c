import type { Frame, Locator, Page } from 'playwright-core';
import type { Target } from '@scout/shared';
import { noteMarked } from '../core/marks.js';
import { unseen } from '../core/unseen.js';
import { underLoad } from '../core/machine-load.js';

export interface Picked {
  locator?: Locator;
  count: number;
}

/** The one element of a locator's matches the target means: by `near`, by `nth`, the only one, or
 *  the only visible one. `count` is how many fit when none could be told apart. */
export async function pickOne(
  locator: Locator,
  target: Pick<Target, 'near' | 'nth'>,
): Promise<Picked> {
  const { nth } = target;
  const count = await locator.count().catch(() => 0);
  if (count === 0) return { count };
  if (target.near !== undefined) return pickNear(locator, target.near, nth);
  if (nth !== undefined)
    return nth < count && nth >= -count
      ? { locator: nth < 0 ? locator.nth(count + nth) : locator.nth(nth), count }
      : { count: 0 };
  if (count === 1) return { locator, count };
  const visible = locator.filter({ visible: true });
  return (await visible.count()) === 1 ? { locator: visible, count: 1 } : { count };
}

/**
 * Of the elements a locator finds, the ones whose own part of the page holds `near`. An element's
 * own part is its largest ancestor that holds none of the other elements: its table row, card or
 * list item when every row has the same buttons. Open shadow roots are walked through both ways:
 * a web component's inner input belongs to its host's row.
 */
export async function pickNear(
  locator: Locator,
  near: string,
  nth: number | undefined,
): Promise<Picked> {
  // Runs in the page. No named inner functions: tsx (which runs the server and the CLI) wraps
  // them in a __name() helper that does not exist in the page, and the call would fail there.
  const indices = await locator
    .evaluateAll((elements, wanted) => {
      const needle = wanted.replace(/\s+/g, ' ').trim().toLowerCase();
      const found: Array<{ index: number; strength: number }> = [];
      // The rows' look-alikes the locator left out (the same control hidden in the other rows
      // until hovered) mark where each row ends too: a lone visible "Delete" (the row the mouse
      // is over) is its own row's, not every row's.
      const lookAlikes: Element[] = [];
      const roots: Array<Document | ShadowRoot> = [document];
      const kinds = new Set(elements.map((element) => element.localName));
      while (roots.length) {
        for (const node of Array.from(roots.pop()!.querySelectorAll('*'))) {
          if (node.shadowRoot) roots.push(node.shadowRoot);
          if (!kinds.has(node.localName) || (elements as Element[]).includes(node)) continue;
          const nodeRoot = node.getRootNode();
          const alike = elements.some((element) => {
            const root = element.getRootNode();
            return (
              element.localName === node.localName &&
              element.className === node.className &&
              element.getAttribute('aria-label') === node.getAttribute('aria-label') &&
              (element.textContent ?? '').trim() === (node.textContent ?? '').trim() &&
              (root instanceof ShadowRoot ? root.host.localName : '') ===
                (nodeRoot instanceof ShadowRoot ? nodeRoot.host.localName : '')
            );
          });
          if (alike) lookAlikes.push(node);
        }
      }
      const marks = [...elements, ...lookAlikes];
      elements.forEach((element, index) => {
        let region: Element = element;
        // The table row it sits in, if any: a lone element (the one row's Quantity) has no other
        // to end its part of the page, which would grow to the whole page and hold any `near`
        // text ("Teapot" in the suggestions under a cart whose only row is the Kettle's).
        let row: Element | undefined;
        for (;;) {
          const root = region.getRootNode();
          const parent: Element | null =
            region.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
          if (!row && (region.localName === 'tr' || region.getAttribute('role') === 'row'))
            row = region;
          if (!parent && row) {
            region = row;
            break;
          }
          // Whether the parent holds another of the elements, open shadow roots included (the
          // input inside a web component's shadow root is not one of its host's contains()).
          const holdsOther = marks.some((other) => {
            if (other === element) return false;
            for (let node: Node | null = other; node;) {
              if (node === parent) return true;
              const up: Node | null = node.parentNode;
              node = up instanceof ShadowRoot ? up.host : up;
            }
            return false;
          });
          if (!parent || holdsOther) break;
          region = parent;
        }
        // Each element's text, read once. (No named helper: tsx would wrap it in a __name() call
        // the page does not have.)
        const texts = new Map(
          [region, ...Array.from(region.querySelectorAll('*'))].map((node) => [
            node,
            (node.textContent ?? '').replace(/\s+/g, ' ').trim().toLowerCase(),
          ]),
        );
        if (!texts.get(region)!.includes(needle)) return;
        // How closely the row names it: an element saying exactly the name (2); the name inside
        // other text (1); or only as the start or end of a longer name, "Teapot cosy" or "Blue
        // Teapot" for "Teapot" (0: another item, never taken).
        const holders = [...texts.keys()].filter((node) => texts.get(node)!.includes(needle));
        if (holders.some((node) => texts.get(node) === needle)) {
          found.push({ index, strength: 2 });
          return;
        }
        const deepest = holders.filter(
          (node) => !Array.from(node.children).some((child) => holders.includes(child)),
        );
        const longerName = deepest.every((node) => {
          const text = texts.get(node)!;
          return (
            (text.startsWith(needle) && /^\s+\p{L}/u.test(text.slice(needle.length))) ||
            (text.endsWith(needle) && /\p{L}\s+$/u.test(text.slice(0, -needle.length)))
          );
        });
        if (!longerName) found.push({ index, strength: 1 });
      });
      // An exact name beats a mention: the Teapot's row, not the one that also says "Teapot".
      const best = Math.max(0, ...found.map((f) => f.strength));
      return found.filter((f) => f.strength === best).map((f) => f.index);
    }, near)
    .catch(() => [] as number[]);
  if (nth !== undefined) {
    const index = nth < 0 ? indices.at(nth) : indices[nth];
    return index === undefined
      ? { count: 0 }
      : { locator: await pinnedOrNth(locator, index), count: 1 };
  }
  if (indices.length === 1) return { locator: await pinnedOrNth(locator, indices[0]), count: 1 };
  return { count: indices.length };
}

/** The nth element, pinned so that a re-render of the list between now and the action cannot
 *  swap it for its neighbour. */
export async function pinnedOrNth(locator: Locator, index: number): Promise<Locator> {
  const pinned = await pin(locator.page(), locator.nth(index));
  return pinned?.locator ?? locator.nth(index);
}

let pins = 0;

/**
 * Aria refs only hold until the next snapshot, and reading an element's own snapshot (to name it
 * for replay) makes a new one. So the element is pinned with an attribute first and acted on
 * through that.
 */
export function pin(
  page: Page,
  ariaLocator: Locator,
): Promise<{ frame: Frame; locator: Locator } | undefined> {
  return unseen(page, () => pinUnseen(page, ariaLocator));
}

async function pinUnseen(
  page: Page,
  ariaLocator: Locator,
): Promise<{ frame: Frame; locator: Locator } | undefined> {
  const handle = await ariaLocator.elementHandle({ timeout: underLoad(1_000) }).catch(() => null);
  if (!handle) return undefined;
  const frame = (await handle.ownerFrame()) ?? page.mainFrame();
  noteMarked(page);
  // An element pinned before keeps its pin: a second pin would leave the first locator (which the
  // step may still act through) pointing at nothing.
  const id = await handle.evaluate((el, fresh) => {
    const pinned = el.getAttribute('data-scout-pin');
    if (pinned) return pinned;
    el.setAttribute('data-scout-pin', fresh);
    return fresh;
  }, String(++pins));
  await handle.dispose();
  return { frame, locator: frame.locator(`[data-scout-pin="${id}"]`) };
}
