import { describe, expect, it } from 'vitest';
import { actInPages, actSteps } from '../../testing/act-in-pages.js';
import { page as html } from '../../testing/serve-pages.js';

// A responsive page (webdriverio/cucumber-boilerplate's drag feature sets "a screen that is 1024 by
// 768 pixels" first): its compact menu button shows only in a narrow window. The bug's media query
// is narrower than the size the test sets, so the button stays hidden and the check fails.
function responsive(breakpoint: number): string {
  return html(
    'Responsive',
    `<style>
      #compact { display: none; }
      @media (max-width: ${breakpoint}px) { #compact { display: inline-block; } #wide { display: none; } }
    </style>
    <nav><button id="compact">Menu</button><a id="wide" href="#">Home</a></nav>`,
  );
}

const STEPS = ['And I resize my window to 800x600', 'Then I should see the "Menu" button'];

describe('resizing the window, in a real Chromium', () => {
  const at = actInPages({ '/': responsive(900), '/narrow': responsive(700) }, 'resize');

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
