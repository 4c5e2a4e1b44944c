import { describe, expect, it, vi } from 'vitest';
import type { ResolvedAction } from '@scout/shared';
import { actInPages } from '../testing/pages-under-test.js';
import { page as html } from '../testing/serve-pages.js';
import { executeAction } from './execute-action.js';

// The machine is taken as quiet whatever its load: a limit Scout writes as 2 s is then 2 s, so
// the test tells a calendar's 2 s click from an action's 10 s on any machine. (actionTimeoutMs
// still stretches by the real load: it only grows.)
vi.mock('../core/machine-load.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../core/machine-load.js')>();
  return { ...real, loadStretch: () => 1, underLoad: (ms: number) => ms };
});

// A booking calendar (jQuery UI's markup) that veils its days while it loads their availability:
// for 3 s after it opens, a click on a day lands on the veil. Playwright's click waits for the day
// to take the click, as long as the action's limit allows.
const VEILED = html(
  'Check-in',
  `
  <p>Check-in: <input type="text" id="checkin" class="hasDatepicker" readonly></p>
  <div id="ui-datepicker-div" class="ui-datepicker ui-widget ui-widget-content" style="position:absolute; display:none"></div>
  <script>
    const div = document.getElementById('ui-datepicker-div');
    const input = document.getElementById('checkin');
    input.addEventListener('focus', () => {
      let cells = '';
      for (let d = 1; d <= 31; d++) {
        cells += '<td data-handler="selectDay" data-month="0" data-year="2024"><a class="ui-state-default" href="#" data-date="' + d + '">' + d + '</a></td>';
        if (d % 7 === 0) cells += '</tr><tr>';
      }
      div.innerHTML = '<div class="ui-datepicker-header"><a class="ui-datepicker-prev" title="Prev">Prev</a><a class="ui-datepicker-next" title="Next">Next</a>'
        + '<div class="ui-datepicker-title"><span class="ui-datepicker-month">January</span>&#xa0;<span class="ui-datepicker-year">2024</span></div></div>'
        + '<div style="position:relative"><table class="ui-datepicker-calendar"><tbody><tr>' + cells + '</tr></tbody></table>'
        + '<div id="veil" style="position:absolute; inset:0; background:rgba(255,255,255,.6)">Loading availability…</div></div>';
      div.style.display = 'block';
      setTimeout(() => document.getElementById('veil').remove(), 3000);
    });
    div.addEventListener('click', (e) => {
      const a = e.target.closest('[data-handler=selectDay] a');
      if (!a) return;
      e.preventDefault();
      input.value = '01/' + String(a.dataset.date).padStart(2, '0') + '/2024';
      div.style.display = 'none';
    });
  </script>`,
);

describe("a calendar's day, clicked with an action's time limit", () => {
  const at = actInPages({ '/veiled': VEILED }, 'date-picker');

  it('waits past 2 s for a day the calendar veils while it loads', async () => {
    await at.tab.goto(`${at.server.url}/veiled`);
    const action: ResolvedAction = {
      kind: 'fill',
      target: { description: 'Check-in', name: 'Check-in' },
      value: '01/14/2024',
      description: 'Pick 01/14/2024 as the check-in date',
    };
    const outcome = await executeAction(at.ctx, action);
    expect(outcome, outcome.ok ? '' : outcome.error).toMatchObject({ ok: true });
    expect(await at.tab.locator('#checkin').inputValue()).toBe('01/14/2024');
  }, 30_000);
});
