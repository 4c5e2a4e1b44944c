import type { TestDetail, TestResultsResponse, TestRun, TestRunResult } from '@scout/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const TEST_ID = '00000000-0000-4000-8000-000000000001';
const PATH = `/app/tests/${TEST_ID}/results`;
const SLOW = { timeout: 5000 };

const run = (id: string, status: TestRun['status']): TestRun => ({
  id,
  test_id: TEST_ID,
  trigger: 'click',
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
      description: 'Type "Buy milk" into New task',
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
  github_issue: null,
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
    // A failed run is no test to export.
    expect(within(dialog).queryByRole('link', { name: 'Download Playwright test' })).toBeNull();

    // A step's own screenshot opens the lightbox at that screenshot.
    await user.click(
      within(steps[1]!).getByRole('button', { name: 'Enlarge the screenshot of this step' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Screenshot 2 of 2' })).toBeTruthy();
  }, 15_000);
  it('offers a passing run as a Playwright test to download', async () => {
    const passed: TestRunResult = {
      ...RESULT,
      id: '5a55ed00-3456-4000-8000-000000000000',
      test_run_id: 'run-passed',
      status: 'PASSED',
      summary: 'All good',
      run: run('run-passed', 'PASSED'),
    };
    mockResults({ body: { runs: [passed.run], results: [passed] } });
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'View result 5a55ed00' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: /Result 5a55ed00/ });
    const link = within(dialog).getByRole('link', { name: 'Download Playwright test' });
    expect(link.getAttribute('href')).toBe('/api/runs/run-passed/export');
    expect(link.hasAttribute('download')).toBe(true);
  }, 15_000);

  it("lists each run's GitHub issue; 'Create GitHub issue' files one and shows its link", async () => {
    const filed = {
      status: 'created' as const,
      number: 7,
      url: 'https://github.com/acme/app/issues/7',
      repository_name: 'acme/app',
      error: null,
    };
    const earlier: TestRunResult = {
      ...RESULT,
      id: '11111111-3456-4000-8000-000000000000',
      test_run_id: 'run-earlier',
      run: run('run-earlier', 'FAILED'),
      github_issue: { ...filed, number: 3, url: 'https://github.com/acme/app/issues/3' },
    };
    let latest: TestRunResult = RESULT;
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(makeUser()),
      [`GET /api/tests/${TEST_ID}`]: { status: 404, body: { code: 'NOT_FOUND', message: 'x' } },
      [`GET /api/tests/${TEST_ID}/results`]: () => ({
        body: { runs: [latest.run, earlier.run], results: [latest, earlier] },
      }),
      'GET /api/integrations/github': {
        body: {
          configured: true,
          web_url: 'https://github.com',
          integration: {
            id: 'i',
            is_connected: true,
            repository_id: 1,
            repository_name: 'acme/app',
            repository_url: 'https://github.com/acme/app',
            default_branch: 'main',
            issue_label: 'test-failure',
            auto_create_issues: false,
            updated_at: '2026-03-04T10:00:00.000Z',
          },
        },
      },
      'POST /api/integrations/github/issues': () => {
        latest = { ...RESULT, github_issue: filed };
        return { status: 201, body: filed };
      },
    });
    const { user } = renderApp(PATH);
    const table = await screen.findByRole('table', { name: 'Results' }, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[1]!).getByRole('link', { name: 'Issue #3' }).getAttribute('href')).toBe(
      'https://github.com/acme/app/issues/3',
    );
    expect(within(rows[0]!).queryByRole('link')).toBeNull();

    await user.click(within(rows[0]!).getByRole('button', { name: 'View result abcdef12' }));
    const dialog = await screen.findByRole('dialog', { name: /Result abcdef12/ });
    await user.click(await within(dialog).findByRole('button', { name: 'Create GitHub issue' }));
    expect(await screen.findByText('Issue Created')).toBeTruthy();
    expect(screen.getByText('GitHub issue has been created for the failed test run.')).toBeTruthy();
    expect(
      (await within(dialog).findByRole('link', { name: 'Issue #7' })).getAttribute('href'),
    ).toBe(filed.url);
    expect(callsTo(fetchMock, 'POST /api/integrations/github/issues')).toEqual([
      { testRunId: 'run-done' },
    ]);
    await waitFor(() =>
      expect(within(table).getAllByRole('link', { name: /^Issue #/, hidden: true })).toHaveLength(
        2,
      ),
    );
  }, 20_000);

  it("says 'Failed to create GitHub issue.' with GitHub's reason, and opens the run an issue links to", async () => {
    mockApi({
      'GET /api/session': sessionOf(makeUser()),
      [`GET /api/tests/${TEST_ID}`]: { status: 404, body: { code: 'NOT_FOUND', message: 'x' } },
      [`GET /api/tests/${TEST_ID}/results`]: { body: { runs: [RESULT.run], results: [RESULT] } },
      'GET /api/integrations/github': {
        body: {
          configured: true,
          web_url: 'https://github.com',
          integration: {
            id: 'i',
            is_connected: true,
            repository_id: 1,
            repository_name: 'acme/app',
            repository_url: 'https://github.com/acme/app',
            default_branch: 'main',
            issue_label: 'test-failure',
            auto_create_issues: true,
            updated_at: '2026-03-04T10:00:00.000Z',
          },
        },
      },
      'POST /api/integrations/github/issues': {
        status: 502,
        body: {
          code: 'GITHUB_FAILED',
          message: 'Failed to create GitHub issue.',
          details: { reason: 'GitHub could not find acme/app (404).' },
        },
      },
    });
    const { user } = renderApp(`${PATH}?run=run-done`);
    const dialog = await screen.findByRole('dialog', { name: /Result abcdef12/ }, SLOW);
    await user.click(await within(dialog).findByRole('button', { name: 'Create GitHub issue' }));
    expect(await screen.findByText('Failed to create GitHub issue.')).toBeTruthy();
    expect(screen.getByText('GitHub could not find acme/app (404).')).toBeTruthy();
  }, 20_000);
});

describe('From a result, the next move', () => {
  const TEST: TestDetail = {
    id: TEST_ID,
    name: 'Add two tasks',
    description:
      '1. Type "Buy milk" into New task\n2. Click Add\n3. Check that the page shows "2 items left"',
    test_objective: 'A user can add two tasks',
    test_suite_id: 'suite-1',
    testing_user_id: null,
    status: 'READY',
    created_at: '2026-03-04T10:00:00.000Z',
    updated_at: '2026-03-04T10:00:00.000Z',
    is_editable: true,
    is_deletable: true,
    test_suite: {
      id: 'suite-1',
      name: 'Todo',
      browser: 'chromium',
      screen_resolution: '1024x768',
      starting_url: 'http://todo.test/',
    },
    testing_user: null,
    source: null,
  };
  const NEW_RUN_ID = '7e57aa00-0000-4000-8000-000000000000';

  it("Re-run queues the test through Run's request and opens the new run's result when it lands; its row offers Cancel meanwhile", async () => {
    let answer: TestResultsResponse = { runs: [RESULT.run], results: [RESULT], total: 1 };
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(makeUser()),
      [`GET /api/tests/${TEST_ID}`]: { body: TEST },
      [`GET /api/tests/${TEST_ID}/results`]: () => ({ body: answer }),
      [`POST /api/tests/${TEST_ID}/runs`]: () => {
        answer = { ...answer, runs: [run(NEW_RUN_ID, 'QUEUED'), RESULT.run], total: 2 };
        return { status: 201, body: run(NEW_RUN_ID, 'QUEUED') };
      },
    });
    const { user, location, queryClient } = renderApp(`${PATH}?run=run-done`);
    const dialog = await screen.findByRole('dialog', { name: /Result abcdef12/ }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Re-run' }));

    expect(await screen.findByText('Test run started', {}, SLOW)).toBeTruthy();
    expect(callsTo(fetchMock, `POST /api/tests/${TEST_ID}/runs`)).toEqual([{}]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Result/ })).toBeNull());
    expect(location()).toBe(`${PATH}?run=${NEW_RUN_ID}`);
    const table = screen.getByRole('table', { name: 'Results' });
    const row = (await within(table).findByRole('button', { name: 'Cancel run 7e57aa00' })).closest(
      'tr',
    )!;
    expect(row.textContent).toContain('QUEUED');

    // The new run's result arrives (live): it opens on its own.
    const rerun: TestRunResult = {
      ...RESULT,
      id: 'feed0000-3456-4000-8000-000000000000',
      test_run_id: NEW_RUN_ID,
      status: 'PASSED',
      run: run(NEW_RUN_ID, 'PASSED'),
    };
    answer = { runs: [rerun.run, RESULT.run], results: [rerun, RESULT], total: 2 };
    await queryClient.invalidateQueries();
    expect(await screen.findByRole('dialog', { name: /Result feed0000/ }, SLOW)).toBeTruthy();
  }, 20_000);

  it('Cancel on a queued run cancels it; the row then says who cancelled it', async () => {
    const queued = run(NEW_RUN_ID, 'QUEUED');
    let answer: TestResultsResponse = { runs: [queued, RESULT.run], results: [RESULT], total: 2 };
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(makeUser()),
      [`GET /api/tests/${TEST_ID}`]: { body: TEST },
      [`GET /api/tests/${TEST_ID}/results`]: () => ({ body: answer }),
      [`POST /api/runs/${NEW_RUN_ID}/cancel`]: () => {
        const cancelled = {
          ...queued,
          status: 'CANCELLED' as const,
          error: 'Cancelled by ada@example.com',
        };
        answer = { ...answer, runs: [cancelled, RESULT.run] };
        return { body: { id: NEW_RUN_ID, status: 'CANCELLED' } };
      },
    });
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Cancel run 7e57aa00' }, SLOW));
    expect(await screen.findByText('Run cancelled')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([input]) => String(input) === `/api/runs/${NEW_RUN_ID}/cancel`),
    ).toBe(true);
    const table = screen.getByRole('table', { name: 'Results' });
    const row = (await within(table).findByText('Cancelled by ada@example.com')).closest('tr')!;
    expect(row.textContent).toContain('CANCELLED');
    expect(within(row).queryByRole('button', { name: /Cancel/ })).toBeNull();
  }, 20_000);

  it("Cancel on a run that finished meanwhile says so (the server's 409)", async () => {
    mockApi({
      'GET /api/session': sessionOf(makeUser()),
      [`GET /api/tests/${TEST_ID}`]: { body: TEST },
      [`GET /api/tests/${TEST_ID}/results`]: {
        body: { runs: [run(NEW_RUN_ID, 'RUNNING')], results: [], total: 1 },
      },
      [`POST /api/runs/${NEW_RUN_ID}/cancel`]: {
        status: 409,
        body: { code: 'CONFLICT', message: 'This run has already finished' },
      },
    });
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Cancel run 7e57aa00' }, SLOW));
    expect(await screen.findByText('This run has already finished')).toBeTruthy();
  }, 20_000);

  it("Copy link copies the result's address and says so; Edit test links to the form with the failing step", async () => {
    mockApi({
      'GET /api/session': sessionOf(makeUser()),
      [`GET /api/tests/${TEST_ID}`]: { body: TEST },
      [`GET /api/tests/${TEST_ID}/results`]: {
        body: { runs: [RESULT.run], results: [RESULT], total: 1 },
      },
    });
    const { user } = renderApp(`${PATH}?run=run-done`);
    const dialog = await screen.findByRole('dialog', { name: /Result abcdef12/ }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    const copied = await navigator.clipboard.readText();
    expect(copied).toBe(`${window.location.origin}${PATH}?run=run-done`);

    const edit = within(dialog).getByRole('link', { name: 'Edit test' });
    const href = new URL(edit.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe(`/app/tests/${TEST_ID}`);
    expect(Object.fromEntries(href.searchParams)).toEqual({
      edit: '1',
      step: '3',
      stepText: 'Check that the page shows "2 items left"',
    });
  }, 20_000);

  it('offers Create GitHub issue only with GitHub connected to a repository', async () => {
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(makeUser()),
      [`GET /api/tests/${TEST_ID}`]: { body: TEST },
      [`GET /api/tests/${TEST_ID}/results`]: {
        body: { runs: [RESULT.run], results: [RESULT], total: 1 },
      },
      'GET /api/integrations/github': {
        body: { configured: true, web_url: 'https://github.com', integration: null },
      },
    });
    renderApp(`${PATH}?run=run-done`);
    const dialog = await screen.findByRole('dialog', { name: /Result abcdef12/ }, SLOW);
    await within(dialog).findByRole('link', { name: 'Edit test' });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/integrations/github')).toHaveLength(1));
    // The answer is read before the dialog is looked at again.
    await act(async () => {});
    expect(within(dialog).queryByRole('button', { name: 'Create GitHub issue' })).toBeNull();
  }, 20_000);

  it('offers no Edit test for a test the user cannot edit (an example)', async () => {
    mockApi({
      'GET /api/session': sessionOf(makeUser()),
      [`GET /api/tests/${TEST_ID}`]: { body: { ...TEST, is_editable: false } },
      [`GET /api/tests/${TEST_ID}/results`]: {
        body: { runs: [RESULT.run], results: [RESULT], total: 1 },
      },
    });
    renderApp(`${PATH}?run=run-done`);
    const dialog = await screen.findByRole('dialog', { name: /Result abcdef12/ }, SLOW);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Re-run' })).toBeTruthy(),
    );
    expect(within(dialog).queryByRole('link', { name: 'Edit test' })).toBeNull();
  }, 20_000);
});
