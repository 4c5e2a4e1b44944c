import { describe, expect, it } from 'vitest';
import type { ResolvedAction, Target } from '@scout/shared';
import { actInPages } from '../testing/pages-under-test.js';
import { page as html } from '../testing/serve-pages.js';
import { executeAction } from './execute-action.js';
import type { ActOutcome } from '../core/outcome.js';

const NATIVE = html(
  'Booking',
  `
  <label>Birthday <input type="date" id="d"></label>
  <label>Time <input type="time" id="t"></label>
  <label>When <input type="datetime-local" id="dt"></label>
  <label>Volume <input type="range" id="vol" min="0" max="100" value="50" oninput="document.getElementById('out').textContent = this.value"></label>
  <output id="out">50</output>
  <div role="slider" id="bright" aria-label="Brightness" tabindex="0" aria-valuemin="0" aria-valuemax="100" aria-valuenow="50"
    onkeydown="const v = Number(this.getAttribute('aria-valuenow')) + (event.key === 'ArrowRight' ? 5 : event.key === 'ArrowLeft' ? -5 : 0); this.setAttribute('aria-valuenow', Math.max(0, Math.min(100, v)))">50</div>
  <div class="editor" contenteditable="true" id="bio"></div>`,
);

const ONE_DATE = html(
  'Trip',
  `<p>Departure</p><input type="date" id="d"><input id="name" placeholder="Your name">`,
);

// jQuery UI datepicker's markup (1.14, default options: other months' cells empty, prev/next are
// <a> with titles Prev/Next), drawn by a few lines that do what jquery-ui.js does.
const JQUERY_UI = html(
  'Datepicker',
  `
  <p>Date: <input type="text" id="datepicker" class="hasDatepicker" readonly></p>
  <div id="ui-datepicker-div" class="ui-datepicker ui-widget ui-widget-content ui-helper-clearfix ui-corner-all" style="position:absolute; display:none"></div>
  <script>
    const names = ['January','February','March','April','May','June','July','August','September','October','November','December'];
    let shown = new Date(2024, 0, 1);
    const div = document.getElementById('ui-datepicker-div');
    const input = document.getElementById('datepicker');
    function draw() {
      const y = shown.getFullYear(), m = shown.getMonth();
      const first = new Date(y, m, 1).getDay(), days = new Date(y, m + 1, 0).getDate();
      let cells = '';
      for (let i = 0; i < first; i++) cells += '<td class="ui-datepicker-other-month ui-datepicker-unselectable ui-state-disabled">&#xa0;</td>';
      for (let d = 1; d <= days; d++) {
        cells += '<td data-handler="selectDay" data-event="click" data-month="' + m + '" data-year="' + y + '"><a class="ui-state-default" href="#" data-date="' + d + '">' + d + '</a></td>';
        if ((first + d) % 7 === 0) cells += '</tr><tr>';
      }
      div.innerHTML = '<div class="ui-datepicker-header ui-widget-header ui-helper-clearfix ui-corner-all">'
        + '<a class="ui-datepicker-prev ui-corner-all" data-handler="prev" data-event="click" title="Prev"><span class="ui-icon ui-icon-circle-triangle-w">Prev</span></a>'
        + '<a class="ui-datepicker-next ui-corner-all" data-handler="next" data-event="click" title="Next"><span class="ui-icon ui-icon-circle-triangle-e">Next</span></a>'
        + '<div class="ui-datepicker-title"><span class="ui-datepicker-month">' + names[m] + '</span>&#xa0;<span class="ui-datepicker-year">' + y + '</span></div></div>'
        + '<table class="ui-datepicker-calendar"><thead><tr><th>Su</th><th>Mo</th><th>Tu</th><th>We</th><th>Th</th><th>Fr</th><th>Sa</th></tr></thead><tbody><tr>' + cells + '</tr></tbody></table>';
    }
    input.addEventListener('focus', () => { draw(); div.style.display = 'block'; });
    div.addEventListener('click', (e) => {
      const nav = e.target.closest('[data-handler=prev], [data-handler=next]');
      if (nav) { shown = new Date(shown.getFullYear(), shown.getMonth() + (nav.dataset.handler === 'next' ? 1 : -1), 1); draw(); return; }
      const td = e.target.closest('[data-handler=selectDay]');
      if (!td) return;
      e.preventDefault();
      const p = (n) => String(n).padStart(2, '0');
      input.value = p(Number(td.dataset.month) + 1) + '/' + p(e.target.dataset.date) + '/' + td.dataset.year;
      div.style.display = 'none';
    });
  </script>`,
);

// flatpickr 4.6's markup: a month <select>, the year in an <input>, unnamed svg arrows, and the
// neighbouring months' days (prevMonthDay/nextMonthDay) in the grid.
const FLATPICKR = html(
  'Flatpickr',
  `
  <input type="text" id="when" class="form-control flatpickr-input" placeholder="Select Date.." readonly>
  <div class="flatpickr-calendar animate arrowTop" tabindex="-1" style="display:none">
    <div class="flatpickr-months"><span class="flatpickr-prev-month"><svg viewBox="0 0 17 17" width="17" height="17"><path d="M5.207 8.471l7.146 7.147-0.707 0.707-7.853-7.854 7.854-7.853 0.707 0.707-7.147 7.146z"></path></svg></span>
      <div class="flatpickr-month"><div class="flatpickr-current-month"><select class="flatpickr-monthDropdown-months" aria-label="Month"></select>
        <div class="numInputWrapper"><input class="numInput cur-year" type="number" tabindex="-1" aria-label="Year"><span class="arrowUp"></span><span class="arrowDown"></span></div></div></div>
      <span class="flatpickr-next-month"><svg viewBox="0 0 17 17" width="17" height="17"><path d="M13.207 8.472l-7.854 7.854-0.707-0.707 7.146-7.146-7.146-7.148 0.707-0.707 7.854 7.854z"></path></svg></span></div>
    <div class="flatpickr-innerContainer"><div class="flatpickr-rContainer"><div class="flatpickr-days"><div class="dayContainer"></div></div></div></div>
  </div>
  <script>
    const names = ['January','February','March','April','May','June','July','August','September','October','November','December'];
    let shown = new Date(2024, 5, 1);
    const cal = document.querySelector('.flatpickr-calendar'), input = document.getElementById('when');
    const sel = cal.querySelector('select');
    sel.innerHTML = names.map((n, i) => '<option class="flatpickr-monthDropdown-month" value="' + i + '">' + n + '</option>').join('');
    function draw() {
      const y = shown.getFullYear(), m = shown.getMonth();
      sel.value = String(m); cal.querySelector('.cur-year').value = y;
      const first = new Date(y, m, 1).getDay(), days = new Date(y, m + 1, 0).getDate(), before = new Date(y, m, 0).getDate();
      let html = '';
      for (let i = first - 1; i >= 0; i--) html += '<span class="flatpickr-day prevMonthDay" tabindex="-1">' + (before - i) + '</span>';
      for (let d = 1; d <= days; d++) html += '<span class="flatpickr-day" aria-label="' + names[m] + ' ' + d + ', ' + y + '" tabindex="-1">' + d + '</span>';
      for (let d = 1; (first + days + d - 1) % 7 !== 0 || d === 1; d++) html += '<span class="flatpickr-day nextMonthDay" tabindex="-1">' + d + '</span>';
      cal.querySelector('.dayContainer').innerHTML = html;
    }
    input.addEventListener('click', () => { draw(); cal.style.display = 'block'; cal.classList.add('open'); });
    cal.querySelector('.flatpickr-prev-month').addEventListener('click', () => { shown = new Date(shown.getFullYear(), shown.getMonth() - 1, 1); draw(); });
    cal.querySelector('.flatpickr-next-month').addEventListener('click', () => { shown = new Date(shown.getFullYear(), shown.getMonth() + 1, 1); draw(); });
    cal.querySelector('.dayContainer').addEventListener('click', (e) => {
      const day = e.target.closest('.flatpickr-day');
      if (!day || day.classList.contains('prevMonthDay') || day.classList.contains('nextMonthDay')) return;
      const d = new Date(day.getAttribute('aria-label'));
      input.value = d.getFullYear() + '-' + String(d.getMonth() + 1).padStart(2, '0') + '-' + String(d.getDate()).padStart(2, '0');
      cal.classList.remove('open'); cal.style.display = 'none';
    });
  </script>`,
);

// Tom Select 2's markup (control input role=combobox, dropdown listbox, options role=option).
const TOM_SELECT = html(
  'Tom Select',
  `
  <label for="city-ts-control" id="city-ts-label">City</label>
  <select id="city" class="tomselected ts-hidden-accessible" tabindex="-1"><option value="">Choose…</option><option value="osl">Oslo</option><option value="ber">Bergen</option></select>
  <div class="ts-wrapper single"><div class="ts-control"><div class="item" id="shown"></div>
    <input type="select-one" autocomplete="off" size="1" tabindex="0" role="combobox" aria-haspopup="listbox" aria-expanded="false" aria-controls="city-ts-dropdown" id="city-ts-control" aria-labelledby="city-ts-label"></div>
    <div class="ts-dropdown single" style="display: none;"><div role="listbox" tabindex="-1" class="ts-dropdown-content" id="city-ts-dropdown" aria-labelledby="city-ts-label">
      <div data-selectable="" data-value="osl" class="option" role="option" id="city-opt-1">Oslo</div><div data-selectable="" data-value="ber" class="option" role="option" id="city-opt-2">Bergen</div></div></div></div>
  <ul role="listbox" aria-label="Sizes" id="sizes"><li role="option" aria-selected="false">Small</li><li role="option" aria-selected="false">Large</li></ul>
  <script>
    const control = document.getElementById('city-ts-control'), dropdown = document.querySelector('.ts-dropdown');
    control.addEventListener('click', () => { dropdown.style.display = 'block'; control.setAttribute('aria-expanded', 'true'); });
    dropdown.addEventListener('click', (e) => {
      const option = e.target.closest('[role=option]');
      document.getElementById('city').value = option.dataset.value;
      document.getElementById('shown').textContent = option.textContent;
      dropdown.style.display = 'none'; control.setAttribute('aria-expanded', 'false');
    });
    document.getElementById('sizes').addEventListener('click', (e) => e.target.setAttribute('aria-selected', 'true'));
  </script>`,
);

// A dropdown drawn from divs under a caption; with ?broken its options close the list on click
// but choose nothing (the app's bug), which the step must report rather than pass over.
const DROPDOWN = html(
  'Dropdown',
  `
  <div class="row"><span class="caption">Fruit</span>
    <div class="dd"><button type="button" role="combobox" aria-expanded="false" aria-controls="fruits" id="fruit">Choose…</button>
      <div role="listbox" id="fruits" hidden><div role="option">Apple</div><div role="option">Pear</div></div></div></div>
  <script>
    const button = document.getElementById('fruit'), list = document.getElementById('fruits');
    button.addEventListener('click', () => { list.hidden = false; button.setAttribute('aria-expanded', 'true'); });
    list.addEventListener('click', (e) => {
      if (!location.search.includes('broken')) button.textContent = e.target.closest('[role=option]').textContent;
      list.hidden = true; button.setAttribute('aria-expanded', 'false');
    });
  </script>`,
);

// A combobox that opens its list again on focus after a choice (as Tom Select now and then does),
// the list lying over the field below; Escape in the combobox closes it.
const REOPENED = html(
  'Reopened',
  `
  <label for="who">Customer</label>
  <div style="position:relative">
    <input id="who" role="combobox" aria-expanded="false" aria-controls="people" autocomplete="off">
    <div role="listbox" id="people" hidden style="position:absolute;top:100%;left:0;width:300px;background:#fff;border:1px solid #999;z-index:5">
      <div role="option">Ada Lovelace</div><div role="option">Alan Turing</div><div role="option">Grace Hopper</div></div>
  </div>
  <p><button type="button" id="go">Schedule delivery</button></p>
  <p id="done"></p>
  <script>
    const who = document.getElementById('who'), list = document.getElementById('people');
    const show = (open) => { list.hidden = !open; who.setAttribute('aria-expanded', String(open)); };
    who.addEventListener('click', () => show(true));
    who.addEventListener('keydown', (e) => { if (e.key === 'Escape') show(false); });
    list.addEventListener('click', (e) => {
      who.value = e.target.closest('[role=option]').textContent;
      show(false);
      who.focus();
      setTimeout(() => show(true), 20);
    });
    document.getElementById('go').addEventListener('click', () => { document.getElementById('done').textContent = 'Scheduled'; });
  </script>`,
);

// A read-only time field with flatpickr's time markup whose first opening takes the numbers wrongly
// (as flatpickr now and then did under load: 5:30 PM became 6:00 PM); later openings take them.
const SLOW_TIME = html(
  'Slow time',
  `
  <label for="at">Delivery time</label>
  <input id="at" class="flatpickr-input" readonly placeholder="Select time">
  <div class="flatpickr-time" hidden>
    <input class="flatpickr-hour" value="12"> : <input class="flatpickr-minute" value="00">
    <span class="flatpickr-am-pm" tabindex="-1">PM</span>
  </div>
  <script>
    const at = document.getElementById('at'), box = document.querySelector('.flatpickr-time');
    const hour = box.querySelector('.flatpickr-hour'), minute = box.querySelector('.flatpickr-minute');
    const ampm = box.querySelector('.flatpickr-am-pm');
    let openings = 0;
    at.addEventListener('click', () => { openings++; box.hidden = false; });
    ampm.addEventListener('click', () => { ampm.textContent = ampm.textContent === 'AM' ? 'PM' : 'AM'; });
    document.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape' || box.hidden) return;
      box.hidden = true;
      const wrong = openings === 1;
      const h = wrong ? Number(hour.value) + 1 : Number(hour.value);
      const m = wrong ? '00' : minute.value.padStart(2, '0');
      at.value = h + ':' + m + ' ' + ampm.textContent;
    });
  </script>`,
);

// An autocomplete that, like older widgets, reacts to key presses only, not to a pasted value.
const AUTOCOMPLETE = html(
  'Autocomplete',
  `
  <label for="town">Town</label><input id="town" class="ui-autocomplete-input" autocomplete="off">
  <ul class="ui-menu ui-widget ui-widget-content ui-autocomplete ui-front" id="menu" style="display:none"></ul>
  <script>
    const towns = ['Bergen', 'Berlin', 'Bern', 'Oslo'];
    const input = document.getElementById('town'), menu = document.getElementById('menu');
    input.addEventListener('keyup', () => {
      const hits = towns.filter((t) => input.value && t.toLowerCase().startsWith(input.value.toLowerCase()));
      menu.innerHTML = hits.map((t) => '<li class="ui-menu-item"><div class="ui-menu-item-wrapper">' + t + '</div></li>').join('');
      menu.style.display = hits.length ? 'block' : 'none';
    });
  </script>`,
);

const SEARCH_BAR = html(
  'Shop',
  `
  <div class="search-bar"><input type="search" id="q" placeholder="Search"><button type="button" onclick="document.getElementById('out').textContent = 'Results for ' + document.getElementById('q').value">Go</button></div>
  <p id="out"></p>`,
);

// A Bootstrap 5 chores card: a new chore is added on Enter; the card also holds the list and a
// "Clear done chores" button, which is no submit button for the field.
const CHORES = html(
  'Chores',
  `
  <div class="card"><div class="card-body">
    <h5 class="card-title">Chores this week</h5>
    <div class="mb-3"><input type="text" class="form-control" id="new-chore" placeholder="Add a chore, then press Enter"></div>
    <ul class="list-group" id="chores"><li class="list-group-item"><input class="form-check-input me-1" type="checkbox" id="c1"><label class="form-check-label" for="c1">Take out the bins</label></li></ul>
    <div class="d-flex justify-content-between mt-3"><span class="badge text-bg-secondary">1 chore to do</span><button type="button" class="btn btn-link btn-sm" onclick="document.title = 'cleared'">Clear done chores</button></div>
  </div></div>
  <script>
    document.getElementById('new-chore').addEventListener('keydown', (e) => {
      if (e.key !== 'Enter' || !e.target.value.trim()) return;
      const li = document.createElement('li'); li.className = 'list-group-item'; li.innerHTML = '<input class="form-check-input me-1" type="checkbox"><label class="form-check-label"></label>';
      li.querySelector('label').textContent = e.target.value.trim(); document.getElementById('chores').appendChild(li); e.target.value = '';
    });
  </script>`,
);

// A board that moves a card only after the pointer has moved in steps (as SortableJS does when it
// falls back to mouse events), and an HTML5 draggable list.
const BOARD = html(
  'Board',
  `
  <style>.col { display: inline-block; width: 200px; min-height: 150px; border: 1px solid #999; vertical-align: top; } .card { padding: 8px; margin: 4px; background: #eee; }</style>
  <div class="col" id="todo"><h3>To do</h3><div class="card" id="a">Task A</div></div>
  <div class="col" id="done"><h3>Done</h3></div>
  <div class="col" id="native-from"><div class="card" draggable="true" id="n">Note N</div></div>
  <div class="col" id="bin"><h3>Bin</h3></div>
  <script>
    let dragging = null, moves = 0;
    document.getElementById('a').addEventListener('mousedown', (e) => { dragging = e.currentTarget; moves = 0; });
    document.addEventListener('mousemove', () => { if (dragging) moves++; });
    document.addEventListener('mouseup', (e) => {
      if (dragging && moves >= 3) { const col = document.elementFromPoint(e.clientX, e.clientY).closest('.col'); if (col) col.appendChild(dragging); }
      dragging = null;
    });
    const bin = document.getElementById('bin');
    document.getElementById('n').addEventListener('dragstart', (e) => e.dataTransfer.setData('text/plain', 'n'));
    bin.addEventListener('dragover', (e) => e.preventDefault());
    bin.addEventListener('drop', (e) => { e.preventDefault(); bin.appendChild(document.getElementById(e.dataTransfer.getData('text/plain'))); });
  </script>`,
);

const at = actInPages(
  {
    '/native': NATIVE,
    '/one-date': ONE_DATE,
    '/jquery-ui': JQUERY_UI,
    '/flatpickr': FLATPICKR,
    '/tom-select': TOM_SELECT,
    '/dropdown': DROPDOWN,
    '/reopened': REOPENED,
    '/slow-time': SLOW_TIME,
    '/autocomplete': AUTOCOMPLETE,
    '/search-bar': SEARCH_BAR,
    '/board': BOARD,
    '/chores': CHORES,
  },
  'widgets',
);

async function act(
  kind: ResolvedAction['kind'],
  target: Omit<Target, 'description'>,
  value?: string,
  to?: Omit<Target, 'description'>,
): Promise<ActOutcome> {
  const action: ResolvedAction = {
    kind,
    target: { description: 'it', ...target },
    description: `${kind} it`,
    ...(value !== undefined ? { value } : {}),
    ...(to ? { to: { description: 'there', ...to } } : {}),
  };
  const outcome = await executeAction(at.ctx, action);
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome;
}

const valueOf = (id: string) => at.tab.locator(`#${id}`).inputValue();

describe('dates and times', () => {
  it('native date, time and datetime inputs take written dates and times', async () => {
    await at.tab.goto(`${at.server.url}/native`);
    await act('fill', { name: 'Birthday' }, '03/14/2024');
    expect(await valueOf('d')).toBe('2024-03-14');
    await act('fill', { name: 'time' }, '5:30 PM');
    expect(await valueOf('t')).toBe('17:30');
    await act('fill', { name: 'When' }, 'March 14, 2024 17:30');
    expect(await valueOf('dt')).toBe('2024-03-14T17:30');
  });

  it('"the date picker" is the date field when no name is given', async () => {
    await at.tab.goto(`${at.server.url}/one-date`);
    await act('fill', { widget: 'date' }, '14 March 2024');
    expect(await valueOf('d')).toBe('2024-03-14');
  });

  it('a jQuery UI datepicker: opens it, steps forward and back through the months, clicks the day', async () => {
    await at.tab.goto(`${at.server.url}/jquery-ui`);
    await act('fill', { name: 'Date' }, '03/14/2024');
    expect(await valueOf('datepicker')).toBe('03/14/2024');
    await at.tab.reload();
    await act('fill', { widget: 'date' }, '5 November 2023');
    expect(await valueOf('datepicker')).toBe('11/05/2023');
  });

  it('a time picker that took the numbers wrongly is set once more before the step fails', async () => {
    await at.tab.goto(`${at.server.url}/slow-time`);
    await act('fill', { name: 'Delivery time' }, '5:30 PM');
    expect(await valueOf('at')).toBe('5:30 PM');
  });

  it('a flatpickr calendar: month in a <select>, year in an input, other months’ days left alone', async () => {
    await at.tab.goto(`${at.server.url}/flatpickr`);
    await act('fill', { placeholder: 'Select Date..' }, '2024-03-30');
    expect(await valueOf('when')).toBe('2024-03-30');
    await at.tab.reload();
    await act('fill', { widget: 'date' }, '1 July 2024');
    expect(await valueOf('when')).toBe('2024-07-01');
  });
});

describe('selects, listboxes and suggestions', () => {
  it('a custom select is opened and its option clicked (Tom Select markup)', async () => {
    await at.tab.goto(`${at.server.url}/tom-select`);
    await act('select', { name: 'City', role: 'combobox' }, 'Bergen');
    expect(await at.tab.locator('#city').inputValue()).toBe('ber');
    expect(await at.tab.locator('#shown').textContent()).toBe('Bergen');
  });

  it('an option the dropdown takes shows in it; one it ignores is an error, never passed over', async () => {
    await at.tab.goto(`${at.server.url}/dropdown`);
    await act('select', { name: 'Fruit' }, 'Pear');
    expect(await at.tab.locator('#fruit').textContent()).toBe('Pear');
    await at.tab.goto(`${at.server.url}/dropdown?broken`);
    // Scout's choice did not take: its error (the run ends ERROR), not the app failing a check.
    const outcome = await executeAction(at.ctx, {
      kind: 'select',
      target: { description: 'the Fruit dropdown', name: 'Fruit' },
      description: "Select 'Pear' from the Fruit dropdown",
      value: 'Pear',
    });
    expect(outcome).toMatchObject({ ok: false, reason: 'no_effect' });
    expect(outcome.ok || outcome.error).toContain(
      "“Pear” was clicked, but the list “Fruit” does not show it as chosen — Scout's action did not take effect",
    );
  });

  it('a list its widget opened again after the choice, over the next target, is closed with Escape first, as a person would', async () => {
    await at.tab.goto(`${at.server.url}/reopened`);
    await act('select', { name: 'Customer' }, 'Grace Hopper');
    await expect.poll(() => at.tab.locator('#people').isVisible()).toBe(true);
    await act('click', { name: 'Schedule delivery', role: 'button' });
    expect(await at.tab.locator('#done').textContent()).toBe('Scheduled');
    expect(await at.tab.locator('#who').inputValue()).toBe('Grace Hopper');
  });

  it('a listbox whose options are on show: the option is clicked', async () => {
    await at.tab.goto(`${at.server.url}/tom-select`);
    await act('select', { role: 'listbox' }, 'Large');
    expect(await at.tab.getByRole('option', { name: 'Large' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('an autocomplete that listens to keys gets the text typed key by key', async () => {
    await at.tab.goto(`${at.server.url}/autocomplete`);
    await act('fill', { name: 'Town' }, 'Ber');
    await expect.poll(() => at.tab.locator('#menu').innerText()).toContain('Berlin');
    await act('click', { text: 'Berlin' });
  });
});

describe('sliders, editable text, submit and drag', () => {
  it('a range input and an ARIA slider are set to the number', async () => {
    await at.tab.goto(`${at.server.url}/native`);
    await act('fill', { name: 'Volume', role: 'slider' }, '30');
    expect(await at.tab.locator('#out').textContent()).toBe('30');
    await act('fill', { name: 'Brightness', role: 'slider' }, '70');
    expect(await at.tab.locator('#bright').getAttribute('aria-valuenow')).toBe('70');
  });

  it('a contenteditable editor is "the text field"', async () => {
    await at.tab.goto(`${at.server.url}/native`);
    await act('fill', { role: 'textbox' }, 'Ada Lovelace');
    expect(await at.tab.locator('#bio').textContent()).toBe('Ada Lovelace');
  });

  it('submit on a field outside any <form> clicks the one button of its group', async () => {
    await at.tab.goto(`${at.server.url}/search-bar`);
    await act('fill', { role: 'searchbox' }, 'laptop');
    await act('submit', { role: 'searchbox' });
    expect(await at.tab.locator('#out').textContent()).toBe('Results for laptop');
  });

  it('"Add \'Milk\' to the list" on a Bootstrap checklist presses Enter in the only text field, never "Clear done chores"', async () => {
    await at.tab.goto(`${at.server.url}/chores`);
    await act('fill', { role: 'textbox' }, 'Milk');
    await act('submit', { role: 'textbox' });
    await expect
      .poll(() => at.tab.locator('#chores label').allTextContents())
      .toEqual(['Take out the bins', 'Milk']);
    expect(await at.tab.title()).toBe('Chores');
  });

  it('leaves no mark of its own on the page under test once a step is done', async () => {
    const marks = () =>
      at.tab.evaluate(() =>
        [...document.querySelectorAll('*')].flatMap((el) =>
          el.getAttributeNames().filter((name) => name.startsWith('data-scout-')),
        ),
      );
    await at.tab.goto(`${at.server.url}/chores`);
    await act('check', { name: 'Take out the bins' });
    await act('submit', { role: 'textbox' });
    expect(await marks()).toEqual([]);
    await at.tab.goto(`${at.server.url}/dropdown`);
    await act('select', { name: 'Fruit' }, 'Pear');
    expect(await marks()).toEqual([]);
    await at.tab.goto(`${at.server.url}/flatpickr`);
    await act('fill', { placeholder: 'Select Date..' }, '2024-03-30');
    expect(await marks()).toEqual([]);
    await at.tab.goto(`${at.server.url}/board`);
    await act('drag', { name: 'Task A' }, undefined, { name: 'Done' });
    expect(await marks()).toEqual([]);
  });

  it('drags with intermediate mouse moves, and onto an HTML5 drop zone', async () => {
    await at.tab.goto(`${at.server.url}/board`);
    await act('drag', { name: 'Task A' }, undefined, { name: 'Done' });
    expect(await at.tab.locator('#done #a').count()).toBe(1);
    await act('drag', { name: 'Note N' }, undefined, { name: 'Bin' });
    expect(await at.tab.locator('#bin #n').count()).toBe(1);
  });
});
