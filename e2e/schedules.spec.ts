import { expect, test } from '@playwright/test';
import { newSignedInUser } from './support/users.js';

// Issue 28: a suite on a schedule runs by itself. The server's schedules run by a clock the test
// moves (SCOUT_TEST_CLOCK, set by the global setup), so a tick comes without waiting for it.

// Waits on a loaded machine (other specs' runs share its two cores).
const SLOW = { timeout: 30_000 };

test('a schedule made in the editor shows its next runs and, at its tick, queues exactly one run', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newSignedInUser(page, 'schedules', { keepExamples: true });
  const suites = await (await page.request.get('/api/test-suites')).json();
  const suite = suites.items.find((s: { name: string }) => s.name.startsWith('Example'));
  const tests = await (await page.request.get(`/api/tests?test_suite_id=${suite.id}`)).json();
  // One test is enough to count: the others go.
  const [kept, ...others] = tests.items as { id: string; name: string }[];
  for (const other of others)
    expect((await page.request.delete(`/api/tests/${other.id}`)).status()).toBe(200);

  await test.step('every weekday at 02:00 in Europe/Berlin, with its next runs', async () => {
    await page.goto(`/app/test-suites/${suite.id}`);
    await expect(page.getByText('Nothing runs on its own yet.')).toBeVisible(SLOW);
    await page.getByRole('button', { name: 'Add schedule' }).click();
    const editor = page.getByRole('dialog', { name: 'New schedule' });
    await editor.getByLabel('Repeat').selectOption({ label: 'Every weekday at…' });
    await editor.getByLabel('Time', { exact: true }).fill('02:00');
    await editor.getByLabel('Time zone').fill('Europe/Berlin');
    await expect(
      editor.getByText('Every weekday at 02:00 (Europe/Berlin). Next runs:'),
    ).toBeVisible();
    const preview = editor.getByRole('list', { name: 'Next runs' }).getByRole('listitem');
    await expect(preview).toHaveCount(3);
    for (const item of await preview.allTextContents())
      expect(item).toMatch(/^(Mon|Tue|Wed|Thu|Fri) \d{1,2} \w{3}, 02:00$/);
    await editor.getByRole('button', { name: 'Save schedule' }).click();
    await expect(editor).toBeHidden(SLOW);
    const row = page.getByRole('listitem', { name: 'Schedule: Every weekday at 02:00' });
    await expect(row).toContainText('Europe/Berlin', SLOW);
    await expect(row).toContainText(/Next runs: (Mon|Tue|Wed|Thu|Fri) .*, 02:00 ·/);
  });

  await test.step('at its tick the workers queue one run of the suite', async () => {
    const [schedule] = (await (await page.request.get('/api/schedules')).json()).items;
    const tick = new Date(schedule.next_runs[0]);
    const moved = await page.request.post('/api/test-clock', {
      data: { now: new Date(tick.getTime() + 60_000).toISOString() },
    });
    expect(moved.status()).toBe(200);
    const runsOf = async () =>
      (await (await page.request.get(`/api/tests/${kept.id}/results`)).json()).runs as unknown[];
    // The worker looks every 5 s.
    await expect.poll(async () => (await runsOf()).length, { timeout: 40_000 }).toBe(1);
    await page.reload();
    const row = page.getByRole('listitem', { name: 'Schedule: Every weekday at 02:00' });
    await expect(row).toContainText('Last fired', SLOW);
    // Moved on to the next weekday's tick; the one tick queued one run.
    const after = (await (await page.request.get('/api/schedules')).json()).items[0];
    expect(new Date(after.next_runs[0]).getTime()).toBeGreaterThan(tick.getTime());
    expect(await runsOf()).toHaveLength(1);
  });
});
