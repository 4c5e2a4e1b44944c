import type { TestDetail, TestRun } from '@scout/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const ID = '00000000-0000-4000-8000-000000000007';
const SLOW = { timeout: 5000 };

const TEST: TestDetail = {
  id: ID,
  name: 'Add two tasks',
  description: null,
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

const QUEUED_RUN: TestRun = {
  id: 'run-1',
  test_id: ID,
  status: 'QUEUED',
  trigger: 'click',
  created_at: '2026-03-04T10:00:00.000Z',
  started_at: null,
  finished_at: null,
  browser: 'chromium',
  screen_resolution: '1024x768',
  starting_url: 'http://todo.test/',
  test_objective: 'A user can add two tasks',
  error: null,
};

function mockRun(answer: { status: number; body: unknown }, test: TestDetail = TEST) {
  return mockApi({
    'GET /api/session': sessionOf(makeUser()),
    [`GET /api/tests/${ID}`]: { body: test },
    [`POST /api/tests/${ID}/runs`]: answer,
    'GET /api/plans': { body: { items: [] } },
  });
}

const statusBadge = () => within(screen.getByText('Status').parentElement!).getByText(/^[A-Z]+$/);
const runButton = () => screen.getByRole('button', { name: 'Run' }) as HTMLButtonElement;

describe('Run on the test page', () => {
  it('shows QUEUED at once, sends no time zone (the server decides the day), and stays disabled while queued', async () => {
    const fetchMock = mockRun({ status: 201, body: QUEUED_RUN });
    const { user } = renderApp(`/app/tests/${ID}`);
    await screen.findByRole('heading', { name: 'Add two tasks' }, SLOW);

    await user.click(runButton());
    expect(statusBadge().textContent).toBe('QUEUED');
    expect(runButton().disabled).toBe(true);
    expect(await screen.findByText('Test run started', {}, SLOW)).toBeTruthy();
    expect(callsTo(fetchMock, `POST /api/tests/${ID}/runs`)).toEqual([{}]);
    expect(runButton().disabled).toBe(true);
    expect(screen.getByRole('region', { name: 'Current run' }).textContent).toContain('QUEUED');
  });

  it("shows the server's reason and puts the status back when the run is refused", async () => {
    mockRun({
      status: 409,
      body: { code: 'CONFLICT', message: 'This test is already queued or running' },
    });
    const { user } = renderApp(`/app/tests/${ID}`);
    await screen.findByRole('heading', { name: 'Add two tasks' }, SLOW);
    await user.click(runButton());
    expect(
      await screen.findByText('This test is already queued or running', {}, SLOW),
    ).toBeTruthy();
    await waitFor(() => expect(statusBadge().textContent).toBe('READY'));
    expect(runButton().disabled).toBe(false);
  });

  it("falls back to the spec's messages when the server fails", async () => {
    mockRun({
      status: 500,
      body: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
    });
    const { user } = renderApp(`/app/tests/${ID}`);
    await screen.findByRole('heading', { name: 'Add two tasks' }, SLOW);
    await user.click(runButton());
    expect(await screen.findByText('Failed to create or trigger test run', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Something went wrong starting the test run')).toBeTruthy();
  });

  it('opens the upgrade panel instead of a toast at the daily run limit', async () => {
    mockRun({
      status: 403,
      body: {
        code: 'LIMIT_REACHED',
        message: 'Limit',
        details: { limitType: 'testRuns', usage: 5, limit: 5 },
      },
    });
    const { user } = renderApp(`/app/tests/${ID}`);
    await screen.findByRole('heading', { name: 'Add two tasks' }, SLOW);
    await user.click(runButton());
    const panel = await screen.findByRole('dialog', { name: 'Upgrade your plan' }, SLOW);
    expect(panel.textContent).toContain('5 / 5 used');
    expect(screen.queryByText('Failed to create or trigger test run')).toBeNull();
  });

  it('is disabled, saying why, for a test whose suite has no starting URL (the Default Suite)', async () => {
    const fetchMock = mockRun(
      { status: 201, body: QUEUED_RUN },
      { ...TEST, status: 'DRAFT', test_suite: { ...TEST.test_suite, starting_url: null } },
    );
    const { user } = renderApp(`/app/tests/${ID}`);
    await screen.findByRole('heading', { name: 'Add two tasks' }, SLOW);
    expect(runButton().disabled).toBe(true);
    expect(runButton().getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(runButton().getAttribute('aria-describedby')!)?.textContent,
    ).toBe('Starting URL is required to run a test');
    await user.click(runButton());
    expect(callsTo(fetchMock, `POST /api/tests/${ID}/runs`)).toEqual([]);
  });

  it('is disabled, saying why, for a test with no objective', async () => {
    mockRun({ status: 201, body: QUEUED_RUN }, { ...TEST, test_objective: '  ' });
    renderApp(`/app/tests/${ID}`);
    await screen.findByRole('heading', { name: 'Add two tasks' }, SLOW);
    expect(runButton().disabled).toBe(true);
    expect(screen.getByText('Test objective is required to run a test')).toBeTruthy();
  });
});

// An install with Chromium only, as GET /api/browsers answers it.
const CHROMIUM_ONLY = {
  body: {
    items: [
      { browser: 'chrome', installed: true, install_command: null },
      { browser: 'chromium', installed: true, install_command: null },
      { browser: 'firefox', installed: false, install_command: 'npx playwright install firefox' },
      { browser: 'edge', installed: true, install_command: null },
      { browser: 'safari', installed: false, install_command: 'npx playwright install webkit' },
    ],
  },
};
const FIREFOX_REASON =
  'This Scout cannot run tests in firefox. Install it with: npx playwright install firefox';

describe('Run for a suite whose browser this install cannot launch', () => {
  it('is disabled on the test page, saying what to install', async () => {
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(makeUser()),
      [`GET /api/tests/${ID}`]: {
        body: { ...TEST, test_suite: { ...TEST.test_suite, browser: 'firefox' } },
      },
      [`POST /api/tests/${ID}/runs`]: { status: 201, body: QUEUED_RUN },
      'GET /api/browsers': CHROMIUM_ONLY,
      'GET /api/plans': { body: { items: [] } },
    });
    const { user } = renderApp(`/app/tests/${ID}`);
    await screen.findByRole('heading', { name: 'Add two tasks' }, SLOW);
    await waitFor(() => expect(runButton().disabled).toBe(true));
    expect(
      document.getElementById(runButton().getAttribute('aria-describedby')!)?.textContent,
    ).toBe(FIREFOX_REASON);
    await user.click(runButton());
    expect(callsTo(fetchMock, `POST /api/tests/${ID}/runs`)).toEqual([]);
  });

  it("is disabled in the tests list, with the reason as the row button's description", async () => {
    const inSuite = (id: string, name: string, browser: string) => ({
      ...TEST,
      id,
      name,
      test_suite: { id: `suite-${browser}`, name: browser, browser },
    });
    mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'GET /api/tests': {
        body: {
          items: [inSuite('t-ff', 'In Firefox', 'firefox'), inSuite('t-ch', 'In Chrome', 'chrome')],
          total: 2,
          page: 1,
          pageSize: 10,
        },
      },
      'GET /api/browsers': CHROMIUM_ONLY,
      'GET /api/plans': { body: { items: [] } },
    });
    renderApp('/app/tests');
    // The reason wraps the button once the browsers are known, so the row's button is found anew.
    const runIn = (name: string) =>
      screen.getByRole('button', { name: `Run ${name}` }) as HTMLButtonElement;
    await screen.findByRole('button', { name: 'Run In Firefox' }, SLOW);
    await waitFor(() => expect(runIn('In Firefox').disabled).toBe(true));
    const inFirefox = runIn('In Firefox');
    expect(document.getElementById(inFirefox.getAttribute('aria-describedby')!)?.textContent).toBe(
      FIREFOX_REASON,
    );
    expect(inFirefox.title).toBe(FIREFOX_REASON);
    expect(runIn('In Chrome').disabled).toBe(false);
  });
});
