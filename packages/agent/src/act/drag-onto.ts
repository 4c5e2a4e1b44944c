import type { Locator } from 'playwright-core';
import { unseen } from '../core/unseen.js';
import { actionTimeoutMs } from '../core/machine-load.js';

/**
 * Drags with the real mouse: press on the source, a small first move (libraries such as SortableJS
 * start a drag only after the pointer has moved), then steps to the middle of the destination and
 * a last nudge there before letting go. Chromium turns these moves into HTML5 drag events too, so
 * native draggable="true" lists take it as well.
 */
export async function dragOnto(source: Locator, destination: Locator): Promise<void> {
  await source.scrollIntoViewIfNeeded({ timeout: actionTimeoutMs() });
  const page = source.page();
  const from = await unseen(page, () => source.boundingBox({ timeout: actionTimeoutMs() }));
  if (!from) throw new Error('the element to drag is not on show');
  const mouse = page.mouse;
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  await mouse.move(start.x, start.y);
  await mouse.down();
  await mouse.move(start.x + 4, start.y + 4, { steps: 2 });
  await destination.scrollIntoViewIfNeeded({ timeout: actionTimeoutMs() }).catch(() => undefined);
  const to = await unseen(page, () => destination.boundingBox({ timeout: actionTimeoutMs() }));
  if (!to) {
    await mouse.up();
    throw new Error('the place to drop it is not on show');
  }
  const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
  await mouse.move(end.x, end.y, { steps: 12 });
  await mouse.move(end.x + 1, end.y + 1, { steps: 2 });
  await mouse.up();
}
