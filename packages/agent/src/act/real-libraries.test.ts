import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ResolvedAction, Target } from '@scout/shared';
import { actInPages } from '../testing/pages-under-test.js';
import { page as html } from '../testing/serve-pages.js';
import type { ActContext } from './act-context.js';
import { executeAction } from './execute-action.js';

// The widget libraries themselves, as npm installs them (the fixture sites install them; set
// SCOUT_WIDGET_LIBS to another node_modules to run these elsewhere).
const LIBS = [
  process.env.SCOUT_WIDGET_LIBS,
  resolve(__dirname, '../../../../node_modules'),
  resolve(__dirname, '../../../../fixtures/node_modules'),
]
  .filter((dir): dir is string => Boolean(dir))
  .find(
    (dir) =>
      existsSync(join(dir, 'flatpickr/dist/flatpickr.js')) &&
      existsSync(join(dir, 'jquery-ui/dist/jquery-ui.js')) &&
      existsSync(join(dir, 'tom-select/dist/js/tom-select.complete.js')) &&
      existsSync(join(dir, 'bootstrap/dist/js/bootstrap.bundle.js')) &&
      existsSync(join(dir, '@shoelace-style/shoelace/cdn/shoelace-autoloader.js')),
  );

function script(path: string): string {
  return `<script>${readFileSync(join(LIBS!, path), 'utf8').replaceAll('</script', '<\\/script')}</script>`;
}
function style(path: string): string {
  return `<style>${readFileSync(join(LIBS!, path), 'utf8')}</style>`;
}

function pages(): Record<string, string> {
  const jquery =
    script('jquery/dist/jquery.js') +
    script('jquery-ui/dist/jquery-ui.js') +
    style('jquery-ui/dist/themes/base/jquery-ui.css');
  return {
    '/flatpickr': html(
      'flatpickr',
      `${style('flatpickr/dist/flatpickr.css')}${script('flatpickr/dist/flatpickr.js')}
      <h1>Book</h1><input id="when" class="form-control" placeholder="Select Date..">
      <script>flatpickr('#when', { defaultDate: '2024-06-10' });</script>`,
    ),
    '/jquery-ui': html(
      'jQuery UI',
      `${jquery}
      <p>Date: <input type="text" id="datepicker"></p>
      <div class="ui-widget"><label for="tags">Tags: </label><input id="tags"></div>
      <div id="tabs"><ul><li><a href="#tabs-1">Profile</a></li><li><a href="#tabs-2">Billing</a></li></ul>
        <div id="tabs-1"><p>Your profile</p></div><div id="tabs-2"><a href="#invoices" id="inv">Invoices</a></div></div>
      <div id="accordion"><h3>Returns</h3><div><p>30 days</p></div><h3>Shipping</h3><div><p>Ground</p></div></div>
      <p><label for="arrival">Arrival time</label><br><select id="arrival"><option>15:00</option><option>17:30</option><option>20:00</option></select></p>
      <script>
        $('#datepicker').datepicker({ defaultDate: new Date(2024, 0, 1) });
        $('#tags').autocomplete({ source: ['Bergen', 'Berlin', 'Bern', 'Oslo'] });
        $('#tabs').tabs(); $('#accordion').accordion(); $('#arrival').selectmenu();
      </script>`,
    ),
    '/bootstrap': html(
      'Bootstrap',
      `${style('bootstrap/dist/css/bootstrap.css')}${script('bootstrap/dist/js/bootstrap.bundle.js')}
      <nav class="navbar navbar-expand"><a class="navbar-brand" href="#">Acme</a><ul class="navbar-nav ms-auto"><li class="nav-item dropdown">
        <a class="nav-link dropdown-toggle" href="#" role="button" data-bs-toggle="dropdown" aria-expanded="false" id="account-name">Ada Lovelace</a>
        <ul class="dropdown-menu"><li><a class="dropdown-item" href="#">Profile</a></li><li><a class="dropdown-item" href="#">Sign out</a></li></ul></li></ul></nav>
      <p>Your new display name: Countess Ada</p>
      <button type="button" class="btn btn-primary" data-bs-toggle="modal" data-bs-target="#m">Subscribe</button>
      <div class="modal fade" id="m" tabindex="-1" aria-labelledby="mt" aria-hidden="true"><div class="modal-dialog"><div class="modal-content">
        <div class="modal-header"><h1 class="modal-title fs-5" id="mt">Newsletter</h1><button type="button" class="btn-close" data-bs-dismiss="modal" aria-label="Close"></button></div>
        <div class="modal-body"><input type="email" class="form-control" id="news-email"></div>
        <div class="modal-footer"><button type="button" class="btn btn-secondary" data-bs-dismiss="modal">Close</button><button type="button" class="btn btn-primary">Save changes</button></div>
      </div></div></div>
      <main><div class="accordion" id="acc">
        <div class="accordion-item"><h2 class="accordion-header"><button class="accordion-button" type="button" data-bs-toggle="collapse" data-bs-target="#c1" aria-expanded="true" aria-controls="c1">Details</button></h2>
          <div id="c1" class="accordion-collapse collapse show" data-bs-parent="#acc"><div class="accordion-body">Blue teapot</div></div></div>
        <div class="accordion-item"><h2 class="accordion-header"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#c2" aria-expanded="false" aria-controls="c2">Shipping</button></h2>
          <div id="c2" class="accordion-collapse collapse" data-bs-parent="#acc"><div class="accordion-body">Ground shipping</div></div></div>
      </div></main>
      <ul class="nav nav-tabs" role="tablist">
        <li class="nav-item" role="presentation"><button class="nav-link active" id="home-tab" data-bs-toggle="tab" data-bs-target="#home" type="button" role="tab" aria-controls="home" aria-selected="true">Home</button></li>
        <li class="nav-item" role="presentation"><button class="nav-link" id="billing-tab" data-bs-toggle="tab" data-bs-target="#billing" type="button" role="tab" aria-controls="billing" aria-selected="false">Billing</button></li>
      </ul>
      <div class="tab-content"><div class="tab-pane fade show active" id="home" role="tabpanel" aria-labelledby="home-tab">Welcome</div>
        <div class="tab-pane fade" id="billing" role="tabpanel" aria-labelledby="billing-tab"><a href="#invoices" id="inv">Invoices</a></div></div>`,
    ),
    '/shoelace': html(
      'Shoelace',
      `<link rel="stylesheet" href="/shoelace/themes/light.css"><script type="module" src="/shoelace/shoelace-autoloader.js"></script>
      <sl-select label="City" id="city"><sl-option value="osl">Oslo</sl-option><sl-option value="ber">Bergen</sl-option></sl-select>
      <sl-button id="open">Subscribe</sl-button>
      <sl-dialog label="Newsletter" id="dlg"><sl-input label="Email"></sl-input><sl-button slot="footer" variant="primary">Save</sl-button></sl-dialog>
      <sl-details summary="Shipping" id="ship"><p>Ground shipping</p></sl-details>
      <sl-tab-group><sl-tab slot="nav" panel="general">General</sl-tab><sl-tab slot="nav" panel="billing">Billing</sl-tab>
        <sl-tab-panel name="general">Welcome</sl-tab-panel><sl-tab-panel name="billing"><a href="#invoices">Invoices</a></sl-tab-panel></sl-tab-group>
      <script>document.getElementById('open').addEventListener('click', () => document.getElementById('dlg').show());</script>`,
    ),
    '/tom-select': html(
      'Tom Select',
      `${style('tom-select/dist/css/tom-select.css')}${script('tom-select/dist/js/tom-select.complete.js')}
      <label for="city">City</label><select id="city"><option value="">Choose…</option><option value="osl">Oslo</option><option value="ber">Bergen</option></select>
      <div class="row"><span class="caption">Customer</span><select id="customer" placeholder="Search customers…"><option value="">Search customers…</option><option>Ada Lovelace</option><option>Grace Hopper</option></select></div>
      <div class="row"><span class="caption">Tags</span><select id="tags" multiple placeholder="Add tags…"><option>express</option><option>fragile</option><option>perishable</option></select></div>
      <script>new TomSelect('#city'); new TomSelect('#customer', { create: false }); window.tags = new TomSelect('#tags', { plugins: ['remove_button'], closeAfterSelect: true });</script>`,
    ),
  };
}

describe.skipIf(!LIBS)(
  'real widget libraries (skipped when flatpickr, jquery-ui, tom-select, bootstrap and shoelace are not installed)',
  () => {
    const at = actInPages(LIBS ? pages() : {}, 'libs');
    // The act context of this test; a test may narrow it (replay: exact names only).
    let ctx: ActContext;
    beforeEach(() => {
      ctx = at.ctx;
    });

    async function act(
      kind: ResolvedAction['kind'],
      target: Omit<Target, 'description'>,
      value?: string,
    ): Promise<Target | undefined> {
      const outcome = await executeAction(ctx, {
        kind,
        target: { description: 'it', ...target },
        description: kind,
        ...(value !== undefined ? { value } : {}),
      });
      if (!outcome.ok) throw new Error(outcome.error);
      return outcome.target;
    }

    it('flatpickr: "Pick 03/14/2024 in the date picker" steps back three months and clicks the 14th', async () => {
      await at.tab.goto(`${at.server.url}/flatpickr`);
      await act('fill', { widget: 'date' }, '03/14/2024');
      expect(await at.tab.locator('#when').inputValue()).toBe('2024-03-14');
    });

    it('jQuery UI: datepicker by its "Date:" text, autocomplete suggestions, tabs searched, accordion opened', async () => {
      await at.tab.goto(`${at.server.url}/jquery-ui`);
      await act('fill', { name: 'Date' }, '14 March 2024');
      expect(await at.tab.locator('#datepicker').inputValue()).toBe('03/14/2024');
      await act('fill', { name: 'Tags' }, 'Ber');
      await act('click', { role: 'option', name: 'Berlin' });
      expect(await at.tab.locator('#tags').inputValue()).toBe('Berlin');
      await act('click', { role: 'link', name: 'Invoices', inTabs: true });
      expect(await at.tab.getByRole('tab', { name: 'Billing' }).getAttribute('aria-selected')).toBe(
        'true',
      );
      await act('click', { collapsed: true });
      await expect.poll(() => at.tab.getByText('Ground').isVisible()).toBe(true);
    });

    it('jQuery UI selectmenu: "Select 17:30 from the Arrival time dropdown" finds the drawn button by the label moved onto it, and replays', async () => {
      // selectmenu hides the <select> (display: none) and points its <label for> at the drawn
      // span[role=combobox], which no accessible name reaches; its menu is appended to <body>.
      await at.tab.goto(`${at.server.url}/jquery-ui`);
      const found = await act('select', { name: 'Arrival time', role: 'combobox' }, '17:30');
      expect(await at.tab.locator('#arrival').inputValue()).toBe('17:30');
      expect(await at.tab.locator('#arrival-button').textContent()).toBe('17:30');
      await at.tab.goto(`${at.server.url}/jquery-ui`);
      ctx = { ...ctx, exactOnly: true };
      await act('select', found!, '20:00');
      expect(await at.tab.locator('#arrival').inputValue()).toBe('20:00');
    });

    it('Bootstrap 5: "Close the modal" with two Close buttons, an accordion section expanded, a link found in a tab', async () => {
      await at.tab.goto(`${at.server.url}/bootstrap`);
      await act('click', { name: 'Subscribe' });
      await expect.poll(() => at.tab.locator('#m').isVisible()).toBe(true);
      await act('fill', { role: 'textbox', region: 'the modal' }, 'ada@example.com');
      await act('click', { name: 'Close', region: 'the modal' });
      await expect.poll(() => at.tab.locator('#m').isVisible()).toBe(false);
      await act('click', { name: 'Shipping', collapsed: true });
      await expect.poll(() => at.tab.getByText('Ground shipping').isVisible()).toBe(true);
      await act('click', { role: 'link', name: 'Invoices', inTabs: true });
      expect(await at.tab.getByRole('tab', { name: 'Billing' }).getAttribute('aria-selected')).toBe(
        'true',
      );
    });

    it('Bootstrap 5: "the account menu should say …" checks the text in the navbar dropdown whose toggle the words name, not anywhere on the page', async () => {
      await at.tab.goto(`${at.server.url}/bootstrap`);
      const check = (expected: string, kind: 'text_visible' | 'text_absent' = 'text_visible') =>
        executeAction(
          { ...ctx, targetTimeoutMs: 300 },
          {
            kind: 'assert',
            description: 'check',
            assertion: { kind, expected },
            target: { description: 'the account menu', region: 'account menu' },
          },
        );
      expect(await check('Ada Lovelace')).toMatchObject({ ok: true });
      // On the page, but not in the account menu: the check fails, as it must when a saved name never reaches the menu.
      expect(await check('Countess Ada')).toMatchObject({ ok: false });
      expect(await check('Countess Ada', 'text_absent')).toMatchObject({ ok: true });
      const nowhere = await executeAction(
        { ...ctx, targetTimeoutMs: 300 },
        {
          kind: 'assert',
          description: 'check',
          assertion: { kind: 'text_absent', expected: 'Ada' },
          target: { description: 'the billing menu', region: 'billing menu' },
        },
      );
      expect(nowhere).toMatchObject({
        ok: false,
        error: expect.stringContaining('Nothing on the page is called'),
      });
    });

    it('Bootstrap 5 accordion: a check in the section "Shipping" looks in the panel its header opens, not the page around it', async () => {
      await at.tab.goto(`${at.server.url}/bootstrap`);
      await act('click', { name: 'Shipping', collapsed: true });
      const check = (expected: string) =>
        executeAction(
          { ...ctx, targetTimeoutMs: 300 },
          {
            kind: 'assert',
            description: 'check it mentions',
            assertion: { kind: 'text_visible', expected },
            target: { description: 'the Shipping section', region: 'Shipping' },
          },
        );
      expect(await check('Ground shipping')).toMatchObject({ ok: true });
      // The other question's header is on show above it, but not in the Shipping answer.
      expect(await check('Details')).toMatchObject({ ok: false });
    });

    it('Shoelace (shadow DOM): sl-select option, sl-dialog closed, sl-details expanded, a link found in an sl-tab-group', async () => {
      const shoelace = join(LIBS!, '@shoelace-style/shoelace/cdn');
      await at.tab.context().route('**/shoelace/**', (route) =>
        route.fulfill({
          path: join(
            shoelace,
            new URL(route.request().url()).pathname.replace(/^\/shoelace\//, ''),
          ),
        }),
      );
      await at.tab.goto(`${at.server.url}/shoelace`);
      await at.tab.waitForFunction(() =>
        ['sl-select', 'sl-option', 'sl-dialog', 'sl-details', 'sl-tab-group'].every((name) =>
          customElements.get(name),
        ),
      );
      await act('select', { name: 'City', role: 'combobox' }, 'Bergen');
      await expect
        .poll(() => at.tab.locator('#city').evaluate((el) => (el as HTMLInputElement).value))
        .toBe('ber');
      await act('click', { name: 'Subscribe' });
      await expect
        .poll(() => at.tab.locator('#dlg').evaluate((el) => (el as HTMLDialogElement).open))
        .toBe(true);
      await act('fill', { name: 'Email', region: 'the dialog' }, 'ada@example.com');
      await act('click', { name: 'Close', region: 'the dialog' });
      await expect
        .poll(() => at.tab.locator('#dlg').evaluate((el) => (el as HTMLDialogElement).open))
        .toBe(false);
      await act('click', { name: 'Shipping', collapsed: true });
      await expect
        .poll(() => at.tab.locator('#ship').evaluate((el) => (el as HTMLDetailsElement).open))
        .toBe(true);
      await act('click', { role: 'link', name: 'Invoices', inTabs: true });
      await expect
        .poll(() => at.tab.getByRole('link', { name: 'Invoices' }).isVisible())
        .toBe(true);
    });

    it('Tom Select: "Select Bergen from the City dropdown" opens it and clicks the option', async () => {
      await at.tab.goto(`${at.server.url}/tom-select`);
      await act('select', { name: 'City', role: 'combobox' }, 'Bergen');
      expect(await at.tab.locator('#city').inputValue()).toBe('ber');
      expect(await at.tab.locator('.ts-control .item').first().textContent()).toBe('Bergen');
    });

    it('Tom Select under a caption: typed into and chosen from, and what was found replays without the caption guess', async () => {
      await at.tab.goto(`${at.server.url}/tom-select`);
      const field = await act('fill', { name: 'customer', role: 'textbox' }, 'Gra');
      // The field itself, by the role and name replay looks up: not the caption before it.
      expect(field).toMatchObject({ role: 'combobox', name: 'Search customers…' });
      const option = await act('click', { role: 'option', name: 'Grace Hopper' });
      expect(await at.tab.locator('#customer').inputValue()).toBe('Grace Hopper');
      await at.tab.goto(`${at.server.url}/tom-select`);
      ctx = { ...ctx, exactOnly: true };
      await act('fill', field!, 'Gra');
      await act('click', option!);
      expect(await at.tab.locator('#customer').inputValue()).toBe('Grace Hopper');
    });

    it('Tom Select: a field named by its placeholder keeps being acted on after the choice takes that name away', async () => {
      // Role and name as the aria snapshot gives them (what the LLM planner names and what a run on
      // the deliveries site records); the placeholder goes once a customer is chosen.
      await at.tab.goto(`${at.server.url}/tom-select`);
      await act('select', { role: 'combobox', name: 'Search customers…' }, 'Ada Lovelace');
      expect(await at.tab.locator('#customer').inputValue()).toBe('Ada Lovelace');
      await expect
        .poll(() => at.tab.getByRole('combobox', { name: 'Search customers…' }).count())
        .toBe(0);
    });

    it('Tom Select multiple: each "Select … in Tags" adds a tag the widget shows, none replaces another', async () => {
      await at.tab.goto(`${at.server.url}/tom-select`);
      await act('select', { name: 'Tags' }, 'fragile');
      await act('select', { name: 'Tags' }, 'express');
      expect(
        await at.tab.evaluate(() =>
          (window as unknown as { tags: { getValue(): string[] } }).tags.getValue(),
        ),
      ).toEqual(['fragile', 'express']);
    });
  },
);
