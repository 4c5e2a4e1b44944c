import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from './support/env.js';
import { newSignedInUser } from './support/users.js';

// Issue 29 (375 px): no page of the app scrolls sideways on a phone, and the tests table shows each
// test's status without scrolling; checked at 375 and 1280 px, in the light and the dark theme.
test.describe.configure({ timeout: 900_000 });

const WIDTHS = [375, 1280] as const;
const THEMES = ['light', 'dark'] as const;

/**
 * What sticks out past the right edge of the viewport: the document's own sideways scroll, and
 * every visible element whose right edge lies beyond the viewport, unless an ancestor of it is a
 * box that scrolls sideways on purpose (overflow-x auto or scroll) and itself fits.
 */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const beyond: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue;
      let parent = el.parentElement;
      let isInScroller = false;
      while (parent && parent !== document.body) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') {
          isInScroller = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (isInScroller) continue;
      const name = `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').slice(0, 60)}`;
      beyond.push(`${name} → ${Math.round(box.right)} px: ${(el.textContent ?? '').slice(0, 40)}`);
    }
    return { scrollWidth: root.scrollWidth, clientWidth: width, beyond: beyond.slice(0, 5) };
  });
}

/** Opens a page in the current theme and checks that nothing sticks out sideways. */
async function expectNoSidewaysScroll(page: Page, path: string, label: string) {
  await page.goto(path);
  await expect(page.locator('main, body').first()).toBeVisible();
  await expect(page.getByRole('status', { name: /Loading/ }), `${label} ${path}`).toHaveCount(0);
  // The page's own content: the heading of an app page, or the public page's first heading.
  await expect(page.getByRole('heading').first()).toBeVisible();
  const found = await overflow(page);
  expect(found.beyond, `${label} ${path}`).toEqual([]);
  expect(found.scrollWidth, `${label} ${path}: scrollWidth`).toBeLessThanOrEqual(found.clientWidth);
}

async function created(page: Page, path: string, data: Record<string, unknown>) {
  const res = await page.request.post(path, { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

async function setTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.evaluate((t) => localStorage.setItem('vite-ui-theme', t), theme);
}

// One test per width, each in both themes: side by side in two workers rather than one after the
// other (together they took 6.6 of the e2e step's 18.6 minutes in CI).
for (const width of WIDTHS) {
  test(`every page at ${width} px, light and dark: no sideways scroll; every test shows its status in view`, async ({
    page,
    browser,
  }) => {
    await newSignedInUser(page, 'narrow', { keepExamples: true });
    const suites = await (await page.request.get('/api/test-suites')).json();
    const example = suites.items.find((s: { name: string }) => s.name.startsWith('Example'));
    // Lists with more than the examples: a suite, a testing user and a test of one's own, a key.
    const ada = await created(page, '/api/testing-users', {
      name: 'Ada Lovelace-Byron, the analytical engine’s first programmer',
      auth_type: 'email_password',
      email: 'ada.lovelace-byron.with-a-long-address@example.com',
      password: 'pw-123456',
    });
    const suite = await created(page, '/api/test-suites', {
      name: 'Checkout and payment flows of the storefront',
      browser: 'chromium',
      starting_url: 'https://shop.example.com/a/rather/long/starting/path?with=query&and=more',
      testing_user_id: ada.id,
    });
    const ownTest = await created(page, '/api/tests', {
      name: 'A customer pays for two items with a saved card and sees the receipt',
      test_objective: 'The receipt lists both items',
      test_suite_id: suite.id,
    });
    await created(page, '/api/api-keys', { name: 'GitHub Actions for the storefront repository' });
    const suiteRun = await created(page, `/api/test-suites/${example.id}/runs`, {});
    const allTests = await (await page.request.get('/api/tests?pageSize=50')).json();
    const firstExample = allTests.items.find(
      (t: { test_suite: { id: string } }) => t.test_suite.id === example.id,
    ) as { id: string };
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`/api/suite-runs/${suiteRun.id}`)).json()).status,
        { timeout: 180_000, intervals: [2000] },
      )
      .not.toMatch(/^(RUNNING|QUEUED)$/);

    const appPages = [
      '/app',
      '/app/test-suites',
      `/app/test-suites/${example.id}`,
      `/app/test-suites/${suite.id}`,
      '/app/tests',
      `/app/tests/suite/${example.id}`,
      `/app/tests/${firstExample.id}`,
      `/app/tests/${ownTest.id}`,
      `/app/tests/${firstExample.id}/results`,
      `/app/suite-runs/${suiteRun.id}`,
      '/app/testing-users',
      '/app/account',
      '/app/account/password',
      '/app/account/api-keys',
      '/app/integrations',
      '/app/integrations/github',
    ];
    // Public pages as a signed-in account sees them.
    const publicPages = [
      '/',
      '/pricing',
      '/contact',
      '/contact?plan=team',
      '/beta',
      '/no-such-page',
    ];
    const adminPages = ['/app/admin/beta-applications', '/app/admin/feedback', '/app/admin/runs'];

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    const signIn = await admin.request.post('/api/session/sign-in', { data: E2E_ADMIN });
    expect(signIn.ok(), await signIn.text()).toBe(true);

    {
      for (const theme of THEMES) {
        const label = `${width} px ${theme}:`;
        await page.setViewportSize({ width, height: 800 });
        await admin.setViewportSize({ width, height: 800 });
        await page.goto('/app');
        await setTheme(page, theme);
        for (const path of [...appPages, ...publicPages]) {
          await expectNoSidewaysScroll(page, path, label);
        }
        await admin.goto('/app');
        await setTheme(admin, theme);
        for (const path of adminPages) await expectNoSidewaysScroll(admin, path, label);

        // The tests table: each row's status lies in the viewport, the table not scrolled.
        await page.goto('/app/tests');
        const table = page.getByRole('table', { name: 'Tests' });
        await expect(table.getByRole('row')).toHaveCount(1 + 4);
        for (const row of await table.getByRole('row').all()) {
          if ((await row.getByRole('cell').count()) === 0) continue;
          const status = row.locator('[data-slot="badge"]').filter({
            hasText: /^(READY|PASSED|FAILED|ERROR|RUNNING|QUEUED|DRAFT|CANCELLED)$/,
          });
          // Scrolled to vertically (the list may be taller than the screen), never sideways.
          await row.evaluate((el) =>
            window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80),
          );
          await expect(status, `${label} ${await row.textContent()}`).toBeInViewport({ ratio: 1 });
          const box = (await status.boundingBox())!;
          expect(box.x + box.width, label).toBeLessThanOrEqual(width);
        }
        expect(
          await page
            .locator('[data-slot="table-container"]')
            .first()
            .evaluate((el) => el.scrollLeft),
        ).toBe(0);
      }
    }
    await adminContext.close();
  });
}

test('at 375 px the rail folds into a Menu sheet: opened from the keyboard, Escape closes it, focus returns', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await newSignedInUser(page, 'narrow-menu');
  await expect(page.getByRole('complementary')).toHaveCount(0);
  // The header's button (while the sheet is open, the page behind it is hidden from the tree).
  const menu = page
    .locator('header')
    .getByRole('button', { name: 'Menu', exact: true, includeHidden: true });
  await menu.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const tests = sheet.getByRole('link', { name: 'Tests', exact: true });
  for (let i = 0; i < 8 && !(await tests.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(tests).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(menu).toBeFocused();

  // Following a link closes the sheet and opens the page.
  await menu.click();
  await sheet.getByRole('link', { name: 'Testing Users' }).click();
  await expect(page).toHaveURL(/\/app\/testing-users$/);
  await expect(sheet).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Testing Users' })).toBeVisible();
});
