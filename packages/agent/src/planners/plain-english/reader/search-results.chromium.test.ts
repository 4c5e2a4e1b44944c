import { describe, expect, it } from 'vitest';
import { actInPages, actSteps } from '../../../testing/pages-under-test.js';
import { BOOTSTRAP_CSS, BOOTSTRAP_JS, HAS_BOOTSTRAP } from '../../../testing/bootstrap-markup.js';
import { page as html } from '../../../testing/serve-pages.js';

// "When I click on the first search result" done in a real Chromium: a Bootstrap 5 navbar whose
// search box is drawn as typeahead.js 0.11 draws it (its hint and input in a .twitter-typeahead,
// the suggestions as .tt-suggestion.tt-selectable in the .tt-menu's dataset), shown as the user
// types; a suggestion clicked opens that person's profile. The planted bug: the search request
// fails silently, so no suggestion ever shows, and the step that clicks the first one fails.
const PEOPLE = [
  ['Alice Smith', '/people/alice'],
  ['Alicia Keys', '/people/alicia'],
];

function search(isBroken: boolean): string {
  return html(
    'Stream',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <header><nav class="navbar navbar-expand bg-body-tertiary"><div class="container-fluid">
      <a class="navbar-brand" href="/">pod</a>
      <form class="d-flex" role="search" onsubmit="return false">
        <span class="twitter-typeahead" style="position: relative; display: inline-block;">
          <input class="form-control tt-hint" type="text" readonly autocomplete="off" spellcheck="false" tabindex="-1" dir="ltr"
            style="position: absolute; top: 0px; left: 0px; border-color: transparent; box-shadow: none; opacity: 1; background: rgb(255, 255, 255);">
          <input id="q" class="form-control tt-input" type="text" placeholder="Search" autocomplete="off" spellcheck="false" dir="auto"
            style="position: relative; vertical-align: top; background-color: transparent;">
          <div class="tt-menu" style="position: absolute; top: 100%; left: 0px; z-index: 100; display: none;">
            <div class="tt-dataset tt-dataset-people"></div></div>
        </span></form></div></nav></header>
    <main class="container py-4"><h1>Stream</h1><p>Nothing new.</p></main>
    <script>
      const people = ${JSON.stringify(PEOPLE)};
      const input = document.querySelector('#q');
      const menu = document.querySelector('.tt-menu');
      const dataset = document.querySelector('.tt-dataset');
      input.addEventListener('input', () => {
        setTimeout(() => {
          ${isBroken ? 'return;' : ''}
          const q = input.value.trim().toLowerCase().slice(0, 3);
          const found = people.filter(([name]) => name.toLowerCase().startsWith(q));
          dataset.innerHTML = found
            .map(([name, url]) => '<div class="tt-suggestion tt-selectable" data-url="' + url + '">' + name + '</div>')
            .join('');
          menu.classList.toggle('tt-open', found.length > 0);
          menu.style.display = found.length > 0 ? 'block' : 'none';
        }, 150);
      });
      menu.addEventListener('click', (e) => {
        const picked = e.target.closest('.tt-selectable');
        if (picked) location.href = picked.dataset.url;
      });
    </script>`,
  );
}

function profile(name: string): string {
  return html(
    name,
    `${BOOTSTRAP_CSS}<main class="container py-4"><div class="profile_header"><h2 id="name">${name}</h2></div></main>`,
  );
}

const STEPS = [
  'And I enter "Ali" in the search input',
  'When I click on the first search result',
  'Then I should see "Alice Smith" within ".profile_header #name"',
];

describe.skipIf(!HAS_BOOTSTRAP)('the first search result, in a real Chromium', () => {
  const at = actInPages(
    {
      '/': search(false),
      '/bug/': search(true),
      '/people/alice': profile('Alice Smith'),
      '/people/alicia': profile('Alicia Keys'),
    },
    'search-results',
  );

  it("clicks the search box's first suggestion, which opens that profile", async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, STEPS)).toEqual({});
    expect(new URL(at.tab.url()).pathname).toBe('/people/alice');
  });

  it('clicks the second when the step says so', async () => {
    await at.tab.goto(`${at.server.url}/`);
    const steps = [STEPS[0], 'When I click the second search result'];
    expect(await actSteps(at, steps)).toEqual({});
    expect(new URL(at.tab.url()).pathname).toBe('/people/alicia');
  });

  it('stops at the click when the search shows no suggestion', async () => {
    await at.tab.goto(`${at.server.url}/bug/`);
    const { failedAt, outcome } = await actSteps(at, STEPS);
    expect(failedAt).toBe(1);
    expect(outcome).toMatchObject({ ok: false, reason: 'not_found' });
  });
});
