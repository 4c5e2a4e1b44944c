import type { TestResultsResponse, TestRun, TestRunResult } from '@scout/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const TEST_ID = '00000000-0000-4000-8000-000000000001';
const PATH = `/app/tests/${TEST_ID}/results`;
const SLOW = { timeout: 5000 };

const run = (id: string, status: TestRun['status']): TestRun => ({
  id,
  test_id: TEST_ID,
  status,
  created_at: '2026-03-04T10:00:00.000Z',
  started_at: null,
  finished_at: null,
  browser: 'chromium',
  screen_resolution: '1024x768',
  starting_url: 'http://todo.test/',
  test_objective: 'Add two tasks',
  error: null,
});

const RESULT: TestRunResult = {
  id: 'abcdef12-3456-4000-8000-000000000000',
  test_run_id: 'run-done',
  status: 'FAILED',
  summary: 'Step 3 failed: the page did not show "2 items left".',
  result: 'The counter read "3 items left".',
  steps: [
    {
      index: 1,
      action: 'fill',
      description: 'Type "Buy milk" into What needs to be done?',
      outcome: 'passed',
      durationMs: 420,
      origin: 'replayed',
      screenshot: 'step-1.png',
    },
    {
      index: 2,
      action: 'click',
      description: 'Click Add',
      outcome: 'passed',
      durationMs: 180,
      origin: 'healed',
      screenshot: 'step-2.png',
    },
    {
      index: 3,
      action: 'assert',
      description: 'Check that the page shows "2 items left"',
      outcome: 'failed',
      message: 'Not found',
      durationMs: 5000,
      origin: 'planned',
    },
  ],
  message_content: [],
  screenshots: [
    { name: 'step-1.png', url: '/api/files/runs/run-done/step-1.png?sig=1' },
    { name: 'step-2.png', url: '/api/files/runs/run-done/step-2.png?sig=2' },
  ],
  trace_url: '/api/files/runs/run-done/trace.zip?sig=3',
  created_at: '2026-03-04T10:01:00.000Z',
  run: run('run-done', 'FAILED'),
};

function mockResults(answer: { status?: number; body: unknown }) {
  mockApi({
    'GET /api/session': sessionOf(makeUser()),
    [`GET /api/tests/${TEST_ID}`]: {
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Test not found' },
    },
    [`GET /api/tests/${TEST_ID}/results`]: answer,
  });
}

describe('Test results page', () => {
  it("says 'Test results not found' for a test that is not the user's", async () => {
    mockResults({ status: 404, body: { code: 'NOT_FOUND', message: 'Test results not found' } });
    renderApp(PATH);
    expect(await screen.findByText('Test results not found', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to test' })).toBeTruthy();
  });

  it("says 'No results available' before the first run", async () => {
    mockResults({ body: { runs: [], results: [], total: 0 } satisfies TestResultsResponse });
    renderApp(PATH);
    expect(await screen.findByText('No results available', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists results by short id with a run in progress on top, and opens the detail', async () => {
    mockResults({
      body: { runs: [run('9f8e7d6c-running', 'RUNNING'), RESULT.run], results: [RESULT] },
    });
    const { user } = renderApp(PATH);

    const table = await screen.findByRole('table', { name: 'Results' }, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '9f8e7d6c',
      'abcdef12',
    ]);
    expect(rows[0]!.textContent).toContain('RUNNING');
    expect(rows[0]!.textContent).toContain('In progress');
    expect(rows[1]!.textContent).toContain('FAILED');

    await user.click(within(rows[1]!).getByRole('button', { name: 'View result abcdef12' }));
    const dialog = await screen.findByRole('dialog', { name: /Result abcdef12/ });
    expect(within(dialog).getByRole('region', { name: 'Summary' }).textContent).toContain(
      '"2 items left"',
    );
    expect(within(dialog).getByRole('region', { name: 'Result' }).textContent).toContain(
      '3 items left',
    );
    const steps = within(within(dialog).getByRole('list', { name: 'Steps' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.getAttribute('aria-label'))).toEqual([
      'Step 1: passed',
      'Step 2: passed',
      'Step 3: failed',
    ]);
    expect(
      steps.map((step) => within(step).getByText(/^(planned|replayed|healed)$/).textContent),
    ).toEqual(['replayed', 'healed', 'planned']);
    expect(steps[2]!.textContent).toContain('5.0 s');
    expect(
      within(within(dialog).getByRole('list', { name: 'Screenshots' })).getAllByRole('img'),
    ).toHaveLength(2);
    expect(within(dialog).getByRole('link', { name: 'Download trace' }).getAttribute('href')).toBe(
      RESULT.trace_url,
    );

    // A step's own screenshot opens the lightbox at that screenshot.
    await user.click(
      within(steps[1]!).getByRole('button', { name: 'Enlarge the screenshot of this step' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Screenshot 2 of 2' })).toBeTruthy();
  }, 15_000);
});
