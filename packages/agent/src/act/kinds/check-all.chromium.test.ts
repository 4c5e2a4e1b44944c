import { describe, expect, it } from 'vitest';
import { actInPages, actSteps } from '../../testing/pages-under-test.js';
import { BOOTSTRAP_CSS, HAS_BOOTSTRAP } from '../../testing/bootstrap-markup.js';
import { page as html } from '../../testing/serve-pages.js';

// A filter panel in Bootstrap 5's own form-check markup, as vividus' checkbox story ticks its
// boxes: three boxes (one ticked already), a hidden one, and a box outside the panel. The bug: a
// box that unticks itself when clicked (a handler that undoes it), so "all" are not ticked, and the
// step fails on its effect check instead of passing.
function boxes(bug: boolean): string {
  const box = (id: string, label: string, extra = '') =>
    `<div class="form-check"><input class="form-check-input" type="checkbox" id="${id}"${extra}>
      <label class="form-check-label" for="${id}">${label}</label></div>`;
  return html(
    'Checkboxes',
    `${BOOTSTRAP_CSS}
    <section class="card" aria-label="Filters"><div class="card-body">
      ${box('a', 'Alpha')}${box('b', 'Beta', ' checked')}
      ${box('c', 'Gamma', bug ? ' onclick="setTimeout(() => { this.checked = false; })"' : '')}
      <input class="form-check-input d-none" type="checkbox" id="hidden">
    </div></section>
    <footer class="mt-3">${box('news', 'Newsletter')}</footer>`,
  );
}

describe.skipIf(!HAS_BOOTSTRAP)(
  'ticking all the checkboxes, in a real Chromium (Bootstrap 5)',
  () => {
    const at = actInPages({ '/': boxes(false), '/bug': boxes(true) }, 'check-all');
    const ticked = () =>
      at.tab.evaluate(() =>
        [...document.querySelectorAll('input:checked')].map((box) => box.id).join(','),
      );

    it('ticks every visible box, and only in the part of the page named', async () => {
      await at.tab.goto(`${at.server.url}/`);
      expect(await actSteps(at, ["Tick all the checkboxes in the 'Filters' section"])).toEqual({});
      expect(await ticked()).toBe('a,b,c');
      expect(await actSteps(at, ['When I check all the checkboxes'])).toEqual({});
      expect(await ticked()).toBe('a,b,c,news');
    });

    it('fails on its effect check when a box does not stay ticked', async () => {
      await at.tab.goto(`${at.server.url}/bug`);
      const { failedAt, outcome } = await actSteps(at, [
        'Tick all the checkboxes',
        'Then the "Gamma" checkbox should be checked',
      ]);
      expect(failedAt).toBe(0);
      expect(outcome).toMatchObject({ ok: false, reason: 'no_effect' });
      expect(outcome).toMatchObject({ error: expect.stringMatching(/1 of the 4 checkboxes/) });
    });
  },
);
