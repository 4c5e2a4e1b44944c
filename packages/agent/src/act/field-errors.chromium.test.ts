import { describe, expect, it } from 'vitest';
import { actInPages, actSteps } from '../testing/pages-under-test.js';
import { BOOTSTRAP_CSS, HAS_BOOTSTRAP } from '../testing/bootstrap-markup.js';
import { page as html } from '../testing/serve-pages.js';

// A form after a failed submit, as Rails renders it (the field wrapped in .field_with_errors, the
// message in a span beside it: spreewald's invalid_form) and as Bootstrap 5 does (.is-invalid and
// .invalid-feedback). "A" and "B" have errors, "C" has none. Each bug moves or changes one error;
// the run fails at the step that checks that field, and the page without bugs passes every step.
type Bug = 'a-fine' | 'a-other-message' | 'b-fine' | 'c-error';

function form(bug?: Bug): string {
  const aError = bug !== 'a-fine';
  const aMessage = bug === 'a-other-message' ? 'is too short' : 'is invalid';
  const bError = bug !== 'b-fine';
  const cError = bug === 'c-error';
  return html(
    'Invalid form',
    `${BOOTSTRAP_CSS}
    <form class="container">
      <p><label for="a">A</label>
      ${aError ? `<span class="field_with_errors"><input id="a" name="a" value="x"></span> <span class="error">${aMessage}</span>` : '<input id="a" name="a" value="x">'}</p>
      <div class="mb-3"><label for="b" class="form-label">B</label>
        <input id="b" class="form-control${bError ? ' is-invalid' : ''}" aria-describedby="b-feedback">
        <div id="b-feedback" class="invalid-feedback">can't be blank</div></div>
      <div class="mb-3"><label for="c" class="form-label">C</label>
        <select id="c" class="form-select${cError ? ' is-invalid' : ''}"><option>One</option></select>
        <div class="invalid-feedback">is not included in the list</div></div>
      <div class="alert alert-danger">2 errors prohibited this record from being saved</div>
    </form>`,
  );
}

const STEPS = [
  'Then the "A" field should have an error',
  'Then the "A" field should have the error "is invalid"',
  'Then the "B" field should have an error',
  'Then the "C" field should not have an error',
  'Then the "C" field should have no error',
];

const BUGS: Array<[Bug, number]> = [
  ['a-fine', 0],
  ['a-other-message', 1],
  ['b-fine', 2],
  ['c-error', 3],
];

describe.skipIf(!HAS_BOOTSTRAP)('a field’s own error, in a real Chromium', () => {
  const at = actInPages(
    { '/': form(), ...Object.fromEntries(BUGS.map(([bug]) => [`/${bug}`, form(bug)])) },
    'field-errors',
  );

  it('passes when each field shows the error the test names (and C none, though the page has errors)', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, STEPS)).toEqual({});
  });

  it.each(BUGS)('fails at the check of the field the bug changes (%s)', async (bug, step) => {
    await at.tab.goto(`${at.server.url}/${bug}`);
    const { failedAt, outcome } = await actSteps(at, STEPS);
    expect(failedAt).toBe(step);
    expect(outcome).toMatchObject({ ok: false, reason: 'assertion' });
  });
});

// An error message with the words a check names (after help.relicx.ai's and Harness's questions):
// the page's error says "Invalid credentials"; the twin's says something else, and the check
// fails there rather than passing on any error at all.
describe('an error message with the words the check names, in a real Chromium', () => {
  const signIn = (message: string) =>
    html(
      'Sign in',
      `<form><label for="u">Username</label><input id="u" aria-invalid="true">
       <div role="alert" class="error">${message}</div></form>`,
    );
  const at = actInPages(
    { '/': signIn('Invalid credentials'), '/other': signIn('Account locked') },
    'error-words',
  );
  const STEP = ["Does the error message contain 'Invalid credentials'?"];

  it('passes when the error says those words', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, STEP)).toEqual({});
  });

  it('fails when the error says something else', async () => {
    await at.tab.goto(`${at.server.url}/other`);
    expect(await actSteps(at, STEP)).toMatchObject({
      failedAt: 0,
      outcome: { ok: false, reason: 'assertion' },
    });
  });
});
