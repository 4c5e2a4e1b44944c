import { describe, expect, it } from 'vitest';
import { actInPages, actSteps } from '../testing/pages-under-test.js';
import { page as html } from '../testing/serve-pages.js';

// makandra/spreewald's "within" page, as its features check it: a permissions table (a heading
// row, then a row per role) and the same words outside the table. Each bug moves one text; the run
// fails at the step that checks where it is, and the page without bugs passes every step.
type Bug = 'heading-outside' | 'outside-inside' | 'admin-some' | 'editor-all';

function within(bug?: Bug): string {
  const admin = bug === 'admin-some' ? 'Some' : 'All';
  const editor = bug === 'editor-all' ? 'All' : 'Some';
  return html(
    'Within',
    `<main>
      ${bug === 'heading-outside' ? '<h2>Permissions</h2>' : ''}
      <p>Outside Table</p>
      <p>Everyone: All or nothing</p>
      <table class="table">
        <thead><tr><th>Role</th><th>${bug === 'heading-outside' ? 'Access' : 'Permissions'}</th></tr></thead>
        <tbody>
          <tr><td>Admin</td><td>${admin}</td></tr>
          <tr><td>Editor</td><td>${editor}</td></tr>
          ${bug === 'outside-inside' ? '<tr><td>Outside Table</td><td>None</td></tr>' : ''}
        </tbody>
      </table>
    </main>`,
  );
}

const STEPS = [
  'Then I should see "Permissions" within a table',
  'And I should not see "Outside Table" within a table',
  'But I should see "Outside Table"',
  'Then I should see "All" within the table row containing "Admin"',
  'And I should not see "All" within the table row containing "Editor"',
];

const BUGS: Array<[Bug, number]> = [
  ['heading-outside', 0],
  ['outside-inside', 1],
  ['admin-some', 3],
  ['editor-all', 4],
];

describe('a text within a table, and within the row that shows another text, in a real Chromium', () => {
  const at = actInPages(
    { '/': within(), ...Object.fromEntries(BUGS.map(([bug]) => [`/${bug}`, within(bug)])) },
    'text-in-row',
  );

  it('passes when each text is where the test says', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, STEPS)).toEqual({});
  });

  it.each(BUGS)('fails at the check of the text the bug moves (%s)', async (bug, step) => {
    await at.tab.goto(`${at.server.url}/${bug}`);
    const { failedAt, outcome } = await actSteps(at, STEPS);
    expect(failedAt).toBe(step);
    expect(outcome).toMatchObject({ ok: false, reason: 'assertion' });
  });

  it('fails, rather than passing on the page, when no row shows the other text', async () => {
    await at.tab.goto(`${at.server.url}/`);
    const { failedAt, outcome } = await actSteps(at, [
      'Then I should see "All" within the table row containing "Guest"',
    ]);
    expect(failedAt).toBe(0);
    expect(outcome).toMatchObject({ ok: false, reason: 'assertion' });
  });
});
