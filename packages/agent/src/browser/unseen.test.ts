import { errors, type Page } from 'playwright-core';
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

it('returns what the reads return, and fails with the error the work threw', async () => {
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
    expect(error).toBeInstanceOf(errors.TimeoutError);
    expect((error as Error).message).toMatch(/^Timeout 100ms exceeded/);
    expect((error as Error).stack).toMatch(/^Timeout 100ms exceeded/);
    // Whatever else the work throws comes out as it was thrown (Playwright would make a string a
    // TypeError while writing its name in front of the message).
    const text = await unseen(page, () => Promise.reject('not an Error')).catch((e: unknown) => e);
    expect(text).toBe('not an Error');
    const mine = new RangeError('mine');
    expect(await unseen(page, () => Promise.reject(mine)).catch((e: unknown) => e)).toBe(mine);
    expect(mine.message).toBe('mine');
  } finally {
    await context.close();
  }
});

it('just runs the work on a page object without the wrapper', async () => {
  const bare = {} as Page;
  expect(await unseen(bare, async () => 7)).toBe(7);
  await expect(unseen(bare, () => Promise.reject(new Error('plain')))).rejects.toThrow(/^plain$/);
});
