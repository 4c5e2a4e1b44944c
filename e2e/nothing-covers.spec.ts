import { expect, test, type Page } from '@playwright/test';
import { newSignedInUser } from './support/users.js';

// Issue 17: nothing the app puts on top of a page covers what the user came to press.
const WIDTHS = [1280, 375];

/**
 * The controls a shown toast lies over: every visible button (links drawn as buttons too) and field
 * outside the toasts whose box meets a toast's box (text links are content, which a toast may
 * lie over for its few seconds). A page's control counts by its part below the app's header bar:
 * the opaque bar hides what scrolled under it, toast or not. The toast is measured once its entrance
 * animation has ended.
 */
async function controlsUnderToasts(page: Page): Promise<string[]> {
  const shown = page.locator(
    '[data-rht-toaster] [role="status"]:not([aria-hidden]), [data-rht-toaster] [role="alert"]:not([aria-hidden])',
  );
  await expect(shown.first()).toBeVisible();
  // Its entrance (and its slot's move into place) run out; a spinner inside would run forever.
  await page.locator('[data-rht-toaster]').evaluate((el) =>
    Promise.all(
      el
        .getAnimations({ subtree: true })
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished),
    ),
  );
  return page.evaluate(() => {
    const toaster = document.querySelector('[data-rht-toaster]')!;
    const boxes = [
      ...toaster.querySelectorAll(
        '[role="status"]:not([aria-hidden]), [role="alert"]:not([aria-hidden])',
      ),
    ].map((t) => t.getBoundingClientRect());
    const header = document.querySelector('header');
    const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
    const covered: string[] = [];
    for (const control of document.querySelectorAll(
      'button, [role="button"], [data-slot="button"], input, select, textarea',
    )) {
      if (toaster.contains(control)) continue;
      const r = control.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(control).visibility === 'hidden')
        continue;
      const top = header?.contains(control) ? r.top : Math.max(r.top, headerBottom);
      for (const b of boxes) {
        if (r.left < b.right && b.left < r.right && top < b.bottom && b.top < r.bottom) {
          covered.push(
            `${control.tagName} "${control.getAttribute('aria-label') ?? control.textContent?.trim()}"`,
          );
        }
      }
    }
    return covered;
  });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 800 : 740 } });

    const PAGES = [
      {
        where: 'a test',
        open: (page: Page) =>
          page.getByRole('link', { name: 'Add a task to the todo list' }).click(),
        run: (page: Page) => page.getByRole('button', { name: 'Run', exact: true }),
      },
      {
        where: 'a suite',
        open: (page: Page) =>
          page.getByRole('link', { name: 'Example: Tidy demo app' }).first().click(),
        // In the suite page's Tests region: the list page just left has a button of this name too,
        // and the clock is paused before the suite page could render if the list's matched.
        run: (page: Page) =>
          page
            .getByRole('region', { name: 'Tests' })
            .getByRole('button', { name: 'Run Sign in as the testing user' }),
      },
    ];
    for (const { where, open, run } of PAGES) {
      test(`a toast covers no button or field, on ${where}`, async ({ page }) => {
        // The page's clock stands still while the toast is measured, so a 2-second toast stays
        // for it however slow the machine is (the delay before the run starts is let pass by hand).
        await page.clock.install();
        await newSignedInUser(page, `toasts-${width}`, { keepExamples: true });
        await page.goto('/app/tests');
        await open(page);
        await expect(run(page)).toBeEnabled();
        await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
        await run(page).click();
        await page.clock.runFor(1500);
        expect(await controlsUnderToasts(page)).toEqual([]);
      });
    }

    test('the Feedback button is over no content, and tables keep their actions in view', async ({
      page,
    }) => {
      await newSignedInUser(page, `layout-${width}`, { keepExamples: true });
      for (const path of ['/app/test-suites', '/app/tests', '/app/testing-users']) {
        await page.goto(path);
        const table = page.getByRole('table');
        await expect(table.getByRole('row').nth(1)).toBeVisible();
        // No sideways scroll of the page itself; the table scrolls in its own box if it must.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${path}: the page scrolls sideways`,
        ).toBeLessThanOrEqual(width);
        // The first row's last action lies inside the screen.
        const action = table.getByRole('row').nth(1).getByRole('button').last();
        const box = (await action.boundingBox())!;
        expect(box.x + box.width, `${path}: the actions column is off screen`).toBeLessThanOrEqual(
          width,
        );
        await expect(action).toBeInViewport({ ratio: 1 });

        // The Feedback button lies in the header bar, over none of the page.
        const feedback = (await page.getByRole('button', { name: 'Feedback' }).boundingBox())!;
        const header = (await page.locator('header').first().boundingBox())!;
        expect(feedback.y + feedback.height).toBeLessThanOrEqual(header.y + header.height);
      }
    });
  });
}
