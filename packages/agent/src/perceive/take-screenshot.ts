import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Saves the viewport after a step as step-NN.png in the run's folder; returns the file name,
 *  or undefined when the page can no longer be captured (it closed or crashed). */
export async function takeStepScreenshot(
  page: Page,
  outDir: string,
  index: number,
): Promise<string | undefined> {
  const file = `step-${String(index).padStart(2, '0')}.png`;
  try {
    await page.screenshot({ path: join(outDir, file), type: 'png', timeout: 10_000 });
    return file;
  } catch {
    return undefined;
  }
}
