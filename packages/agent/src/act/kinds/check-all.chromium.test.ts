import { describe, expect, it } from 'vitest';
import { actInPages, actSteps } from '../../testing/act-in-pages.js';
import { page as html } from '../../testing/serve-pages.js';

// vividus' checkbox page, as its story ticks it: three boxes (one ticked already) and a box
// outside the list. The bug: a box that unticks itself when clicked (a handler that undoes it), so
// "all" are not ticked, and the step fails on its effect check instead of passing.
function boxes(bug: boolean): string {
  return html(
    'Checkboxes',
    `<section aria-label="Filters">
      <label><input type="checkbox" id="a"> Alpha</label>
      <label><input type="checkbox" id="b" checked> Beta</label>
      <label><input type="checkbox" id="c"${bug ? ' onclick="setTimeout(() => { this.checked = false; })"' : ''}> Gamma</label>
      <input type="checkbox" id="hidden" hidden>
    </section>
    <footer><label><input type="checkbox" id="news"> Newsletter</label></footer>`,
  );
}

describe('ticking all the checkboxes, in a real Chromium', () => {
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
});
