import { describe, expect, it } from 'vitest';
import { actInPages, actSteps } from '../testing/pages-under-test.js';
import { BOOTSTRAP_CSS, HAS_BOOTSTRAP } from '../testing/bootstrap-markup.js';
import { page as html } from '../testing/serve-pages.js';

// "'Option 3' is selected" is a check that the option by that name is the chosen one, whichever
// widget holds it (the step names none): a dropdown (Bootstrap 5's .form-select, a native <select>), radio buttons
// (Bootstrap's .form-check radios) or a listbox (the WAI-ARIA practices' listbox: role=listbox,
// options with aria-selected). Each settings page restores the saved plan, Option 3; its planted
// bug forgets it and shows Option 1, and the run fails at the check.
type Widget = 'select' | 'radios' | 'listbox';
const OPTIONS = ['Option 1', 'Option 2', 'Option 3'];

function settings(widget: Widget, isBroken: boolean): string {
  const saved = isBroken ? 'Option 1' : 'Option 3';
  const body = {
    select: `<label for="plan" class="form-label">Plan</label>
      <select id="plan" class="form-select">${OPTIONS.map(
        (o) => `<option${o === saved ? ' selected' : ''}>${o}</option>`,
      ).join('')}</select>`,
    radios: `<fieldset><legend class="fs-6">Plan</legend>${OPTIONS.map(
      (o, i) => `<div class="form-check">
        <input class="form-check-input" type="radio" name="plan" id="plan${i}"${o === saved ? ' checked' : ''}>
        <label class="form-check-label" for="plan${i}">${o}</label></div>`,
    ).join('')}</fieldset>`,
    listbox: `<p id="planLabel">Plan</p>
      <ul id="plan" role="listbox" tabindex="0" aria-labelledby="planLabel" class="list-group">${OPTIONS.map(
        (o, i) =>
          `<li id="plan${i}" role="option" class="list-group-item${o === saved ? ' active' : ''}" aria-selected="${o === saved}">${o}</li>`,
      ).join('')}</ul>
      <script>
        document.querySelectorAll('[role=option]').forEach((option) =>
          option.addEventListener('click', () => {
            document.querySelectorAll('[role=option]').forEach((o) => {
              o.setAttribute('aria-selected', String(o === option));
              o.classList.toggle('active', o === option);
            });
          }),
        );
      </script>`,
  }[widget];
  return html('Plan settings', `${BOOTSTRAP_CSS}<main class="container py-4">${body}</main>`);
}

// The last written without quotes: read as a check that the element called Option 3 is ticked,
// which an option answers by its selectedness (isTicked in check-assertion.ts).
const RESTORED = [
  'Then "Option 3" should be selected',
  'And "Option 1" should not be selected',
  'And Option 3 is selected',
];

// A Bootstrap table used as a grid whose selected row says so only by a class: whether Alice's
// row is selected cannot be read from it. Its twin says so by aria-selected, as the WAI-ARIA
// practices' grid does.
const grid = (aria: boolean) =>
  html(
    'People',
    `${BOOTSTRAP_CSS}<main class="container py-4"><table class="table" role="grid" aria-label="People">
    <tbody><tr role="row" class="table-active"${aria ? ' aria-selected="true"' : ''}><td role="gridcell">Alice</td></tr>
    <tr role="row"${aria ? ' aria-selected="false"' : ''}><td role="gridcell">Bob</td></tr></tbody></table></main>`,
  );

const PAGES = {
  ...Object.fromEntries(
    (['select', 'radios', 'listbox'] as const).flatMap((w) => [
      [`/${w}`, settings(w, false)],
      [`/${w}-bug`, settings(w, true)],
    ]),
  ),
  '/grid': grid(false),
  '/aria-grid': grid(true),
};

describe.skipIf(!HAS_BOOTSTRAP)('an option checked as selected, in a real Chromium', () => {
  const at = actInPages(PAGES, 'option-selected');

  it.each(['select', 'radios', 'listbox'])('reads the saved option of the %s', async (widget) => {
    await at.tab.goto(`${at.server.url}/${widget}`);
    expect(await actSteps(at, RESTORED)).toEqual({});
  });

  it.each(['select', 'radios', 'listbox'])(
    'fails at the check when the %s forgets the saved option',
    async (widget) => {
      await at.tab.goto(`${at.server.url}/${widget}-bug`);
      const { failedAt, outcome } = await actSteps(at, RESTORED);
      expect(failedAt).toBe(0);
      expect(outcome?.ok === false && outcome.reason).toBe('assertion');
    },
  );

  it.each(
    (['select', 'radios', 'listbox'] as const).flatMap((w) => RESTORED.map((step) => [w, step])),
  )('on the %s that forgot the saved option, %j alone fails at the check', async (widget, step) => {
    await at.tab.goto(`${at.server.url}/${widget}-bug`);
    const { failedAt, outcome } = await actSteps(at, [step]);
    expect(failedAt).toBe(0);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
  });

  it('a row that shows its selection by a class alone is never read as not selected', async () => {
    await at.tab.goto(`${at.server.url}/grid`);
    const { failedAt, outcome } = await actSteps(at, [
      'Then the "Alice" row should not be selected',
    ]);
    expect(failedAt).toBe(0);
    // ERROR: Scout could not tell (it is no box either), never a pass and never the app's FAILED.
    expect(outcome?.ok === false && outcome.reason).toBe('infra');
  });

  it('a row that says it is selected by aria-selected is read so, both ways', async () => {
    await at.tab.goto(`${at.server.url}/aria-grid`);
    expect(
      await actSteps(at, [
        'Then the "Alice" row should be selected',
        'And the "Bob" row should not be selected',
      ]),
    ).toEqual({});
    const { failedAt, outcome } = await actSteps(at, [
      'Then the "Alice" row should not be selected',
    ]);
    expect(failedAt).toBe(0);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
  });

  it.each(['select', 'listbox'])(
    'reads "the \'Option 3\' option is selected" of the %s by its selectedness',
    async (widget) => {
      // An option named as one is a checked check of that option: a native option and an ARIA
      // option say they are chosen by selectedness and aria-selected, not by a tick.
      await at.tab.goto(`${at.server.url}/${widget}`);
      expect(await actSteps(at, ['Then the "Option 3" option should be selected'])).toEqual({});
      await at.tab.goto(`${at.server.url}/${widget}-bug`);
      const { outcome } = await actSteps(at, ['Then the "Option 3" option should be selected']);
      expect(outcome?.ok === false && outcome.reason).toBe('assertion');
    },
  );

  it('ends not_found (never a pass) when no widget has an option of that name', async () => {
    await at.tab.goto(`${at.server.url}/select`);
    const { failedAt, outcome } = await actSteps(at, ['Then "Option 9" should not be selected']);
    expect(failedAt).toBe(0);
    expect(outcome?.ok === false && outcome.reason).toBe('not_found');
  });

  it.each([
    ['select', 'Select "Option 2" from the "Plan" dropdown'],
    ['listbox', 'Click "Option 2"'],
  ])('checks the option just chosen in the %s', async (widget, choose) => {
    await at.tab.goto(`${at.server.url}/${widget}`);
    expect(
      await actSteps(at, [
        choose,
        'Then "Option 2" should be selected',
        'And "Option 3" should not be selected',
      ]),
    ).toEqual({});
  });
});
