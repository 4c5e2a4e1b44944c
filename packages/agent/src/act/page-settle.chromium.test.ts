import { describe, expect, it } from 'vitest';
import type { ResolvedAction } from '@scout/shared';
import { addSettleScript, pageSettled, QUIET_MS } from '../core/page-settle.js';
import { actInPages } from '../testing/pages-under-test.js';
import { page as html } from '../testing/serve-pages.js';
import { readStep } from '../planners/plain-english/read-step.js';
import { executeAction } from './execute-action.js';

// A check that does not hold yet waits while the page is still doing something and stops once it
// has settled (core/page-settle.ts). A page that changes late, by a timer, a chain of timers or a
// polling interval, is still waited for.

const show = (ms: number) =>
  `<p id="out">Saving…</p><script>setTimeout(() => { document.getElementById('out').textContent = 'Saved'; }, ${ms});</script>`;

const at = actInPages(
  {
    '/quiet': html('Quiet', '<p id="out">Draft</p>'),
    '/late': html('Late', show(3_000)),
    '/chained': html(
      'Chained',
      `<p id="out">Saving…</p><script>
        setTimeout(() => { document.getElementById('out').textContent = 'Almost'; setTimeout(() => { document.getElementById('out').textContent = 'Saved'; }, 1500); }, 1500);
      </script>`,
    ),
    '/polled': html(
      'Polled',
      `<p id="out">Saving…</p><script>
        const started = Date.now();
        setInterval(() => { if (Date.now() - started > 2500) document.getElementById('out').textContent = 'Saved'; }, 200);
      </script>`,
    ),
    '/plan': html(
      'Plan',
      `<label for="plan">Plan</label><select id="plan"><option selected>Option 1</option><option>Option 2</option><option>Option 3</option></select>`,
    ),
    '/spinner': html(
      'Spinner',
      `<style>@keyframes spin { to { transform: rotate(360deg); } } i { display:inline-block; animation: spin 1s linear infinite; }</style><i>*</i>`,
    ),
  },
  'page-settle',
);

const CHECK: ResolvedAction = {
  kind: 'assert',
  assertion: { kind: 'text_visible', expected: 'Saved' },
  description: 'Check that the page shows "Saved"',
};

async function open(path: string): Promise<void> {
  await addSettleScript(at.tab.context());
  await at.tab.goto(`${at.server.url}${path}`);
}

async function check(timeoutMs: number) {
  const started = Date.now();
  const outcome = await executeAction({ ...at.ctx, targetTimeoutMs: timeoutMs }, CHECK);
  return { outcome, ms: Date.now() - started };
}

describe('a page that has settled', () => {
  it('is one that has done nothing for a while, with nothing pending', async () => {
    await open('/quiet');
    await at.tab.waitForTimeout(QUIET_MS + 200);
    // On a loaded machine the page's own load (its last activity) can end after goto has answered:
    // it is settled QUIET_MS after that, not before.
    await expect.poll(() => pageSettled(at.tab), { timeout: 10_000, interval: 100 }).toBe(true);
    await at.tab.evaluate(() => {
      document.getElementById('out')!.textContent = 'Changed';
    });
    expect(await pageSettled(at.tab)).toBe(false);
  });

  it('is not one with a timer, an interval or an animation still to come', async () => {
    for (const path of ['/late', '/polled', '/spinner']) {
      await open(path);
      await at.tab.waitForTimeout(QUIET_MS + 200);
      expect(await pageSettled(at.tab), path).toBe(false);
    }
  });

  it('is not one without the script (never a shorter wait than before)', async () => {
    await at.tab.goto(`${at.server.url}/quiet`);
    await at.tab.waitForTimeout(QUIET_MS + 200);
    expect(await pageSettled(at.tab)).toBe(false);
  });
});

describe('a check on a page that changes late', () => {
  it.for(['/late', '/chained', '/polled'])(
    'waits for %s to show the text 3 s after it loads',
    { timeout: 60_000 },
    async (path) => {
      await open(path);
      const { outcome } = await check(10_000);
      expect(outcome, outcome.ok ? '' : outcome.error).toMatchObject({ ok: true });
    },
  );

  it('stops well before its budget on a page that shows nothing more, with the same failure', async () => {
    await open('/quiet');
    const { outcome, ms } = await check(10_000);
    expect(outcome).toMatchObject({ ok: false, reason: 'assertion' });
    // Its 10 s budget would take at least 8.5 s of pauses alone.
    expect(ms).toBeLessThan(8_000);
  }, 60_000);

  it('stops so too when the option a step names is not the chosen one', async () => {
    await open('/plan');
    const reading = readStep('Then "Option 3" should be selected', at.server.url);
    if (!reading.ok) throw new Error(reading.refusal.message);
    const started = Date.now();
    const outcome = await executeAction(
      { ...at.ctx, targetTimeoutMs: 10_000 },
      reading.actions[0]!,
    );
    expect(outcome).toMatchObject({ ok: false, reason: 'assertion' });
    expect(Date.now() - started).toBeLessThan(8_000);
  }, 60_000);
});

describe('a wait the test asks for', () => {
  const waitFor = (target: ResolvedAction['target']): ResolvedAction => ({
    kind: 'wait_for',
    target,
    description: 'Wait for it to appear',
  });

  it.for([
    ['a text', { description: '"Saved"', text: 'Saved' }],
    ['an element', { description: 'the Saved button', role: 'button', name: 'Saved' }],
  ] as const)(
    'for %s lasts its whole budget on a page that has settled',
    { timeout: 60_000 },
    async ([, target]) => {
      await open('/quiet');
      const started = Date.now();
      const outcome = await executeAction(
        { ...at.ctx, targetTimeoutMs: 4_000, waitTimeoutMs: 4_000 },
        waitFor({ ...target }),
      );
      expect(outcome).toMatchObject({ ok: false });
      // The tester asked to wait: a settled page does not cut it short (it stopped after ~1.5 s).
      expect(Date.now() - started).toBeGreaterThanOrEqual(3_500);
    },
  );
});
