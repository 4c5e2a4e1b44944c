import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { unseen } from '../core/unseen.js';
import { underLoad } from '../core/machine-load.js';

/** Saves the viewport after a step as step-NN.png in the run's folder; returns the file name,
 *  or undefined when the page can no longer be captured (it closed or crashed). `traced`: the
 *  screenshot is in the run's trace, with a DOM snapshot of the page (core/unseen.ts). */
export async function takeStepScreenshot(
  page: Page,
  outDir: string,
  index: number,
  { traced = false }: { traced?: boolean } = {},
): Promise<string | undefined> {
  const file = `step-${String(index).padStart(2, '0')}.png`;
  const take = () =>
    page.screenshot({ path: join(outDir, file), type: 'png', timeout: underLoad(10_000) });
  try {
    await (traced ? take() : unseen(page, take));
    return file;
  } catch {
    return undefined;
  }
}
