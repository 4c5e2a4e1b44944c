import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { actInPages, actSteps } from '../testing/pages-under-test.js';
import { page } from '../testing/serve-pages.js';

// Shoelace 2 as npm installs it, served from its own cdn build (the autoloader defines each sl-*
// element the page uses and loads its icons from the same folder).
const SHOELACE = [
  process.env.SCOUT_WIDGET_LIBS,
  resolve(__dirname, '../../../../node_modules'),
  resolve(__dirname, '../../../../fixtures/node_modules'),
]
  .filter((dir): dir is string => Boolean(dir))
  .map((dir) => join(dir, '@shoelace-style/shoelace/cdn'))
  .find((dir) => existsSync(join(dir, 'shoelace-autoloader.js')));

// A chores list in Shoelace's own markup: each row an sl-checkbox beside the chore's text and an
// sl-icon-button (named by its label attribute) that shows only while the row is hovered; an
// sl-input to add a chore on Enter and an sl-select for how often. `?bug=swallow` swallows the
// click on the 'Water the plants' box; `?bug=wrong-row` makes Delete remove the row below.
const CHORES = page(
  'Chores',
  `<link rel="stylesheet" href="/shoelace/themes/light.css">
  <script type="module" src="/shoelace/shoelace-autoloader.js"></script>
  <style>
    ul { list-style: none; padding: 0; width: 420px; }
    li { display: flex; align-items: center; gap: .5rem; padding: .25rem; }
    li .text { flex: 1; }
    li sl-icon-button { visibility: hidden; }
    li:hover sl-icon-button { visibility: visible; }
  </style>
  <h1>Chores</h1>
  <sl-input label="New item" id="new" placeholder="What needs doing?"></sl-input>
  <sl-select label="Repeat" id="repeat" value="never">
    <sl-option value="never">Never</sl-option>
    <sl-option value="daily">Daily</sl-option>
    <sl-option value="weekly">Weekly</sl-option>
  </sl-select>
  <ul id="list"></ul>
  <p id="count"></p>
  <script>
    const bug = new URLSearchParams(location.search).get('bug');
    const chores = [
      { text: 'Water the plants', done: false },
      { text: 'Take out the bins', done: true },
      { text: 'Feed the cat', done: false },
    ];
    const list = document.getElementById('list');
    const draw = () => {
      list.replaceChildren();
      chores.forEach((chore, index) => {
        const row = document.createElement('li');
        const box = document.createElement('sl-checkbox');
        box.checked = chore.done;
        box.addEventListener('sl-change', () => { chore.done = box.checked; count(); });
        if (bug === 'swallow' && chore.text === 'Water the plants')
          row.addEventListener('click', (event) => { event.stopPropagation(); event.preventDefault(); }, true);
        const text = document.createElement('span');
        text.className = 'text';
        text.textContent = chore.text;
        const del = document.createElement('sl-icon-button');
        del.setAttribute('name', 'trash');
        del.setAttribute('label', 'Delete');
        del.addEventListener('click', () => {
          const gone = bug === 'wrong-row' ? Math.min(index + 1, chores.length - 1) : index;
          chores.splice(gone, 1);
          draw();
        });
        row.append(box, text, del);
        list.append(row);
      });
      count();
    };
    const count = () => {
      document.getElementById('count').textContent =
        chores.filter((chore) => !chore.done).length + ' left';
    };
    const input = document.getElementById('new');
    input.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' || !input.value.trim()) return;
      chores.push({ text: input.value.trim(), done: false });
      input.value = '';
      draw();
    });
    draw();
  </script>`,
);

// The same list built from hand-written web components (no library): a check-box whose input in
// its shadow root is drawn over and takes no pointer, the tick kept on the component; an
// icon-button named by its label attribute, shown on row hover. `?bug=swallow` again swallows
// the 'Water the plants' click; `?bug=stale` ticks the inner input but not the component.
const HANDMADE = page(
  'Chores',
  `<style>
    li { display: flex; gap: .5rem; align-items: center; width: 360px; }
    li .text { flex: 1; }
    li icon-button { visibility: hidden; }
    li:hover icon-button { visibility: visible; }
  </style>
  <ul id="list">
    <li><check-box></check-box><span class="text">Water the plants</span><icon-button label="Delete"></icon-button></li>
    <li><check-box checked></check-box><span class="text">Take out the bins</span><icon-button label="Delete"></icon-button></li>
    <li><check-box></check-box><span class="text">Feed the cat</span><icon-button label="Delete"></icon-button></li>
  </ul>
  <script>
    const bug = new URLSearchParams(location.search).get('bug');
    customElements.define('check-box', class extends HTMLElement {
      connectedCallback() {
        const root = this.attachShadow({ mode: 'open' });
        root.innerHTML = '<style>label{display:inline-flex;position:relative}input{position:absolute;opacity:0;pointer-events:none;margin:0}span{width:16px;height:16px;border:1px solid #555;display:inline-block}:host([checked]) span{background:#36c}</style>' +
          '<label><input type="checkbox"><span part="control"></span></label>';
        this.input = root.querySelector('input');
        this.input.checked = this.hasAttribute('checked');
        this.input.addEventListener('change', () => {
          if (bug !== 'stale') this.checked = this.input.checked;
        });
      }
      get checked() { return this.hasAttribute('checked'); }
      set checked(on) { this.toggleAttribute('checked', on); if (this.input) this.input.checked = on; }
    });
    customElements.define('icon-button', class extends HTMLElement {
      connectedCallback() {
        const root = this.attachShadow({ mode: 'open' });
        root.innerHTML = '<button type="button">🗑</button>';
        root.querySelector('button').setAttribute('aria-label', this.getAttribute('label'));
        root.querySelector('button').addEventListener('click', () => this.closest('li').remove());
      }
    });
    if (bug === 'swallow')
      document.querySelector('li').addEventListener('click', (event) => { event.stopPropagation(); event.preventDefault(); }, true);
  </script>`,
);

// The same rows in plain markup, for the row-hover case that is not about shadow roots.
const PLAIN = page(
  'Chores',
  `<style>
    li button { visibility: hidden; }
    li:hover button { visibility: visible; }
  </style>
  <ul>
    <li><input type="checkbox"> <span>Water the plants</span> <button aria-label="Delete">×</button></li>
    <li><input type="checkbox" checked> <span>Take out the bins</span> <button aria-label="Delete">×</button></li>
    <li><input type="checkbox"> <span>Feed the cat</span> <button aria-label="Delete">×</button></li>
  </ul>
  <script>
    document.querySelectorAll('li button').forEach((b) => b.addEventListener('click', () => b.closest('li').remove()));
  </script>`,
);

describe('controls inside hand-written web components’ shadow roots', () => {
  const under = actInPages({ '/chores': HANDMADE, '/plain': PLAIN }, 'shadow-handmade');
  const open = (query = '') => under.tab.goto(`${under.server.url}/chores${query}`);

  it('ticks, checks, clicks and deletes through the components', async () => {
    await open();
    expect(
      await actSteps(under, [
        "Tick the box next to 'Water the plants'",
        "The 'Water the plants' box should be ticked",
        "Untick the box next to 'Take out the bins'",
        "The 'Take out the bins' box should be unticked",
        "Delete 'Feed the cat'",
        "'Feed the cat' should not be visible",
        "'Water the plants' should be visible",
      ]),
    ).toEqual({});
  });

  it('a row the mouse was left over does not stand in for the row named (plain markup too)', async () => {
    for (const path of ['/plain', '/chores']) {
      await under.tab.goto(`${under.server.url}${path}`);
      expect(
        await actSteps(under, [
          "Untick the box next to 'Take out the bins'",
          "Delete 'Feed the cat'",
          "'Feed the cat' should not be visible",
          "'Take out the bins' should be visible",
        ]),
      ).toEqual({});
    }
  });

  it('a swallowed click ends ERROR at the click, through the effect check', async () => {
    await open('?bug=swallow');
    const { failedAt, outcome } = await actSteps(under, [
      "Click the checkbox next to 'Water the plants'",
    ]);
    expect(failedAt).toBe(0);
    expect(outcome).toMatchObject({ ok: false, reason: 'no_effect' });
  });

  it('a component that keeps its tick off when its inner input is ticked ends ERROR at the tick, not FAILED at the check', async () => {
    await open('?bug=stale');
    const { failedAt, outcome } = await actSteps(under, [
      "Click the checkbox next to 'Feed the cat'",
      "The 'Feed the cat' box should be ticked",
    ]);
    expect(failedAt).toBe(0);
    expect(outcome).toMatchObject({ ok: false, reason: 'no_effect' });
    expect(outcome && !outcome.ok && outcome.error).toMatch(/still unticked/);
  });
});

describe.skipIf(!SHOELACE)('controls inside web components’ shadow roots (Shoelace 2)', () => {
  const under = actInPages({ '/chores': CHORES }, 'shadow-widgets');

  beforeEach(async () => {
    await under.tab.context().route('**/shoelace/**', (route) =>
      route.fulfill({
        path: join(SHOELACE!, new URL(route.request().url()).pathname.replace(/^\/shoelace\//, '')),
      }),
    );
  });

  async function open(query = ''): Promise<void> {
    await under.tab.goto(`${under.server.url}/chores${query}`);
    await under.tab.waitForFunction(() =>
      ['sl-checkbox', 'sl-icon-button', 'sl-input', 'sl-select', 'sl-option'].every((name) =>
        customElements.get(name),
      ),
    );
  }

  const checked = (text: string) =>
    under.tab
      .locator('li', { hasText: text })
      .locator('sl-checkbox')
      .evaluate((box) => (box as HTMLInputElement).checked);

  it('ticks and unticks the box next to a row’s text, and checks it is ticked', async () => {
    await open();
    expect(
      await actSteps(under, [
        "Tick the box next to 'Water the plants'",
        "The 'Water the plants' box should be ticked",
        "Untick the checkbox in the row of 'Take out the bins'",
        "The checkbox next to 'Take out the bins' should be unticked",
        'The page should show "2 left"',
      ]),
    ).toEqual({});
    expect(await checked('Water the plants')).toBe(true);
    expect(await checked('Take out the bins')).toBe(false);
  });

  it('a box whose click the page swallows ends ERROR at the tick, not later', async () => {
    await open('?bug=swallow');
    const { failedAt, outcome } = await actSteps(under, [
      "Tick the box next to 'Feed the cat'",
      "Tick the box next to 'Water the plants'",
      "The 'Water the plants' box should be ticked",
    ]);
    expect(failedAt).toBe(1);
    expect(outcome).toMatchObject({ ok: false, reason: 'no_effect' });
    expect(outcome && !outcome.ok && outcome.error).toMatch(/still unticked/);
  });

  it('deletes a row with the delete button its hover reveals', async () => {
    await open();
    expect(
      await actSteps(under, [
        "Delete 'Take out the bins'",
        "'Take out the bins' should not be visible",
        "'Feed the cat' should be visible",
      ]),
    ).toEqual({});
  });

  it('a delete that removes the wrong row FAILS at the check', async () => {
    await open('?bug=wrong-row');
    const { failedAt, outcome } = await actSteps(under, [
      "Delete 'Take out the bins'",
      "'Take out the bins' should not be visible",
    ]);
    expect(failedAt).toBe(1);
    expect(outcome).toMatchObject({ ok: false, reason: 'assertion' });
  });

  it('types into an sl-input and presses Enter, and chooses from an sl-select', async () => {
    await open();
    expect(
      await actSteps(under, [
        "Type 'Milk' in the New item field and press Enter",
        "'Milk' should be visible",
        "Choose 'Weekly' from the Repeat dropdown",
        "Tick the box next to 'Milk'",
        "The 'Milk' box should be ticked",
      ]),
    ).toEqual({});
    expect(
      await under.tab.locator('#repeat').evaluate((el) => (el as HTMLInputElement).value),
    ).toBe('weekly');
    expect(await checked('Milk')).toBe(true);
  });
});
