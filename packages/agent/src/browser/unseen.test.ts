import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserSession } from './launch-browser.js';
import { unseen } from '../core/unseen.js';
import { launchTestBrowser } from '../testing/test-browser.js';

// core/unseen.ts in a real browser. What a run's trace shows is checked on a whole run in
// run-test.test.ts; here, what unseen() gives back to the code that calls it.

let session: BrowserSession;

beforeAll(async () => {
  session = await launchTestBrowser();
});

afterAll(async () => {
  await session?.close();
});

it('returns what the reads return, and fails with the inner call’s own message', async () => {
  const context = await session.browser.newContext();
  try {
    const page = await context.newPage();
    await page.setContent('<button>Save</button><button>Cancel</button>');
    expect(await unseen(page, () => page.getByRole('button').count())).toBe(2);
    // Nested, as a resolver's read inside a step's read.
    expect(
      await unseen(page, () => unseen(page, () => page.getByRole('button').first().innerText())),
    ).toBe('Save');
    const error = await unseen(page, () =>
      page.locator('#missing').waitFor({ timeout: 100 }),
    ).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^Timeout 100ms exceeded/);
  } finally {
    await context.close();
  }
});
