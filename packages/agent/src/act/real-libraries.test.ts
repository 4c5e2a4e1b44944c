import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { RunSpecSchema, type ResolvedAction, type Target } from '@scout/shared';
import { launchBrowser, type BrowserSession } from '../browser/launch-browser.js';
import { RunPages } from '../browser/run-pages.js';
import { page as html, servePages, type PageServer } from '../testing/serve-pages.js';
import { executeAction, type ActContext } from './execute-action.js';

// The widget libraries themselves, as npm installs them (the fixture sites install them; set
// SCOUT_WIDGET_LIBS to another node_modules to run these elsewhere).
const LIBS = [process.env.SCOUT_WIDGET_LIBS, resolve(__dirname, '../../../../node_modules'), resolve(__dirname, '../../../../fixtures/node_modules')]
  .filter((dir): dir is string => Boolean(dir))
  .find((dir) => existsSync(join(dir, 'flatpickr/dist/flatpickr.js')) && existsSync(join(dir, 'jquery-ui/dist/jquery-ui.js')) && existsSync(join(dir, 'tom-select/dist/js/tom-select.complete.js')));

function script(path: string): string {
  return `<script>${readFileSync(join(LIBS!, path), 'utf8').replaceAll('</script', '<\\/script')}</script>`;
}
function style(path: string): string {
  return `<style>${readFileSync(join(LIBS!, path), 'utf8')}</style>`;
}

function pages(): Record<string, string> {
  const jquery = script('jquery/dist/jquery.js') + script('jquery-ui/dist/jquery-ui.js') + style('jquery-ui/dist/themes/base/jquery-ui.css');
  return {
    '/flatpickr': html('flatpickr', `${style('flatpickr/dist/flatpickr.css')}${script('flatpickr/dist/flatpickr.js')}
      <h1>Book</h1><input id="when" class="form-control" placeholder="Select Date..">
      <script>flatpickr('#when', { defaultDate: '2024-06-10' });</script>`),
    '/jquery-ui': html('jQuery UI', `${jquery}
      <p>Date: <input type="text" id="datepicker"></p>
      <div class="ui-widget"><label for="tags">Tags: </label><input id="tags"></div>
      <div id="tabs"><ul><li><a href="#tabs-1">Profile</a></li><li><a href="#tabs-2">Billing</a></li></ul>
        <div id="tabs-1"><p>Your profile</p></div><div id="tabs-2"><a href="#invoices" id="inv">Invoices</a></div></div>
      <div id="accordion"><h3>Returns</h3><div><p>30 days</p></div><h3>Shipping</h3><div><p>Ground</p></div></div>
      <script>
        $('#datepicker').datepicker({ defaultDate: new Date(2024, 0, 1) });
        $('#tags').autocomplete({ source: ['Bergen', 'Berlin', 'Bern', 'Oslo'] });
        $('#tabs').tabs(); $('#accordion').accordion();
      </script>`),
    '/tom-select': html('Tom Select', `${style('tom-select/dist/css/tom-select.css')}${script('tom-select/dist/js/tom-select.complete.js')}
      <label for="city">City</label><select id="city"><option value="">Choose…</option><option value="osl">Oslo</option><option value="ber">Bergen</option></select>
      <script>new TomSelect('#city');</script>`),
  };
}

let server: PageServer;
let session: BrowserSession;
let context: BrowserContext;
let tab: Page;
let ctx: ActContext;
let outDir: string;

describe.skipIf(!LIBS)('real widget libraries (skipped when flatpickr, jquery-ui and tom-select are not installed)', () => {
  beforeAll(async () => {
    server = await servePages(pages());
    session = await launchBrowser('chromium');
    outDir = await mkdtemp(join(tmpdir(), 'scout-libs-'));
  });
  afterAll(async () => {
    await session?.close();
    await server?.close();
    await rm(outDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await context?.close();
    context = await session.browser.newContext();
    tab = await context.newPage();
    const spec = RunSpecSchema.parse({ objective: 'libraries', startingUrl: server.url, outDir });
    ctx = { page: tab, pages: new RunPages(context, tab, (t) => t), spec, targetTimeoutMs: 1_500, waitTimeoutMs: 2_000, exactOnly: false };
  });

  async function act(kind: ResolvedAction['kind'], target: Omit<Target, 'description'>, value?: string): Promise<void> {
    const outcome = await executeAction(ctx, { kind, target: { description: 'it', ...target }, description: kind, ...(value !== undefined ? { value } : {}) });
    if (!outcome.ok) throw new Error(outcome.error);
  }

  it('flatpickr: "Pick 03/14/2024 in the date picker" steps back three months and clicks the 14th', async () => {
    await tab.goto(`${server.url}/flatpickr`);
    await act('fill', { widget: 'date' }, '03/14/2024');
    expect(await tab.locator('#when').inputValue()).toBe('2024-03-14');
  });

  it('jQuery UI: datepicker by its "Date:" text, autocomplete suggestions, tabs searched, accordion opened', async () => {
    await tab.goto(`${server.url}/jquery-ui`);
    await act('fill', { name: 'Date' }, '14 March 2024');
    expect(await tab.locator('#datepicker').inputValue()).toBe('03/14/2024');
    await act('fill', { name: 'Tags' }, 'Ber');
    await act('click', { role: 'option', name: 'Berlin' });
    expect(await tab.locator('#tags').inputValue()).toBe('Berlin');
    await act('click', { role: 'link', name: 'Invoices', inTabs: true });
    expect(await tab.getByRole('tab', { name: 'Billing' }).getAttribute('aria-selected')).toBe('true');
    await act('click', { collapsed: true });
    await expect.poll(() => tab.getByText('Ground').isVisible()).toBe(true);
  });

  it('Tom Select: "Select Bergen from the City dropdown" opens it and clicks the option', async () => {
    await tab.goto(`${server.url}/tom-select`);
    await act('select', { name: 'City', role: 'combobox' }, 'Bergen');
    expect(await tab.locator('#city').inputValue()).toBe('ber');
    expect(await tab.locator('.ts-control .item').textContent()).toBe('Bergen');
  });
});
