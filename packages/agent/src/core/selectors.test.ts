import { describe, expect, it } from 'vitest';
import { playwrightSelector } from './selectors.js';

describe('selectors as tests write them', () => {
  it.each([
    ['#account_data a', 'css=#account_data a'],
    ['.stream_element div.photo_attachments', 'css=.stream_element div.photo_attachments'],
    ['div#content', 'css=div#content'],
    ['ul > li.active', 'css=ul > li.active'],
    ["[placeholder='Search']", "css=[placeholder='Search']"],
    ["//button[@id='submit']", "xpath=//button[@id='submit']"],
    ['(//a)[2]', 'xpath=(//a)[2]'],
    ['xpath=//a', 'xpath=//a'],
    ['css=.menu', 'css=.menu'],
  ])('%s is %s', (written, selector) => {
    expect(playwrightSelector(written)).toBe(selector);
  });

  it.each(['/orders/42', '.NET Framework', '#1 result', 'Sign in', '5.5', 'Dorm Mates'])(
    '%s is not a selector',
    (written) => {
      expect(playwrightSelector(written)).toBeUndefined();
    },
  );
});
