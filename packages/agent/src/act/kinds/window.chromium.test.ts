import { describe, expect, it } from 'vitest';
import { actInPages, actSteps } from '../../testing/pages-under-test.js';
import { BOOTSTRAP_CSS, HAS_BOOTSTRAP } from '../../testing/bootstrap-markup.js';
import { page as html } from '../../testing/serve-pages.js';

// Bootstrap 5's own responsive navbar (webdriverio/cucumber-boilerplate's drag feature sets "a
// screen that is 1024 by 768 pixels" first): below its breakpoint the links fold into a menu
// button labelled "Toggle navigation". The page expands at lg (992 px), so at 800 px the button
// shows. The bug: the navbar expands from sm (576 px), so at 800 px the button stays hidden.
function responsive(expandFrom: 'lg' | 'sm'): string {
  return html(
    'Responsive',
    `${BOOTSTRAP_CSS}
    <nav class="navbar navbar-expand-${expandFrom} bg-body-tertiary"><div class="container-fluid">
      <a class="navbar-brand" href="#">Acme</a>
      <button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#nav"
        aria-controls="nav" aria-expanded="false" aria-label="Toggle navigation">
        <span class="navbar-toggler-icon"></span></button>
      <div class="collapse navbar-collapse" id="nav"><ul class="navbar-nav">
        <li class="nav-item"><a class="nav-link active" aria-current="page" href="#">Home</a></li>
        <li class="nav-item"><a class="nav-link" href="#">Pricing</a></li>
      </ul></div></div></nav>`,
  );
}

const STEPS = [
  'And I resize my window to 800x600',
  'Then I should see the "Toggle navigation" button',
];

describe.skipIf(!HAS_BOOTSTRAP)('resizing the window, in a real Chromium (Bootstrap 5)', () => {
  const at = actInPages({ '/': responsive('lg'), '/narrow': responsive('sm') }, 'resize');

  it('passes when the page answers the new size', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, STEPS)).toEqual({});
    expect(at.tab.viewportSize()).toEqual({ width: 800, height: 600 });
  });

  it('fails at the check when the page does not change at that size', async () => {
    await at.tab.goto(`${at.server.url}/narrow`);
    const { failedAt, outcome } = await actSteps(at, STEPS);
    expect(failedAt).toBe(1);
    expect(outcome).toMatchObject({ ok: false, reason: 'assertion' });
  });

  it('reads a screen size given in words', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, ['Given I have a screen that is 1024 by 768 pixels'])).toEqual({});
    expect(await at.tab.evaluate(() => [innerWidth, innerHeight])).toEqual([1024, 768]);
  });
});
