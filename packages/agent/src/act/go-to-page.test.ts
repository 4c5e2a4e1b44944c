import { describe, expect, it } from 'vitest';
import { actInPages, actSteps } from '../testing/pages-under-test.js';
import { page as html } from '../testing/serve-pages.js';

// "Go to the Heroes page" on a single-page app that sends "/" on to "/heroes" by itself a moment
// after it loads, and only then draws its menu and the list's header, both with a "Heroes" link
// (as the Tour of Heroes app does with React Router). Looked at once, too early, the page was not
// the Heroes page yet; by the time its links were looked for, there were two: an ERROR of Scout's
// own ("2 elements match"). The page is given a moment to get where it is going.
const APP = html(
  'React App',
  `<div id="root"></div><script>
    setTimeout(() => {
      history.replaceState(null, '', '/heroes');
      document.getElementById('root').innerHTML =
        '<nav><ul><li><a href="/heroes">Heroes</a></li><li><a href="/villains">Villains</a></li></ul></nav>' +
        '<main><div class="content-title-group"><a href="/heroes/Heroes"><h2>Heroes</h2></a></div>' +
        '<ul class="list"><li>Aslaug</li></ul></main>';
    }, 300);
  </script>`,
);

const at = actInPages({ '/': APP, '/heroes': APP }, 'go-to-page');

describe('"Go to the X page" on a page that is getting there by itself', () => {
  it('waits for it instead of choosing between its links', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, ['Go to the Heroes page'])).toEqual({});
    expect(new URL(at.tab.url()).pathname).toBe('/heroes');
  });
  it("follows the page's one link to a page it is not on", async () => {
    await at.tab.goto(`${at.server.url}/`);
    await at.tab.waitForURL(/\/heroes$/);
    expect(await actSteps(at, ['Go to the Villains page'])).toEqual({});
    expect(new URL(at.tab.url()).pathname).toBe('/villains');
  });
});
