import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SuiteRun, TestSuite, V1Run } from '@scout/shared';
import { makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const SLOW = { timeout: 5000 };
const SUITE = '00000000-0000-4000-8000-00000000000a';
const SUITE_RUN = '00000000-0000-4000-8000-00000000000b';
const at = '2026-01-05T10:00:00.000Z';

const runOf = (n: number, status: V1Run['status'], summary: string | null): V1Run => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  test_id: `00000000-0000-4000-8000-00000000020${n}`,
  test_name: `Test ${n}`,
  suite_run_id: SUITE_RUN,
  status,
  created_at: at,
  started_at: at,
  finished_at: status === 'RUNNING' ? null : at,
  result_url: '',
  result: summary === null ? null : { summary, steps: [] },
});

const suiteRun: SuiteRun = {
  id: SUITE_RUN,
  test_suite_id: SUITE,
  test_suite_name: 'Checkout',
  status: 'FAILED',
  counts: { total: 3, passed: 1, failed: 1, error: 1, cancelled: 0, queued: 0, running: 0 },
  runs: [
    runOf(1, 'PASSED', 'All good'),
    runOf(2, 'FAILED', 'Failed at step 7'),
    runOf(3, 'ERROR', 'The site was unreachable'),
  ],
  created_at: at,
  finished_at: at,
};

describe('Suite runs', () => {
  it('shows a suite run: counts, progress and each test’s verdict with a link to its result', async () => {
    mockApi({
      'GET /api/session': sessionOf(makeUser()),
      [`GET /api/suite-runs/${SUITE_RUN}`]: { body: suiteRun },
    });
    renderApp(`/app/suite-runs/${SUITE_RUN}`);
    expect(await screen.findByRole('heading', { name: 'Suite run: Checkout' }, SLOW)).toBeTruthy();
    expect(screen.getByText('3 of 3 finished')).toBeTruthy();
    const cells = ['Passed', 'Failed', 'Error'].map(
      (label) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent,
    );
    expect(cells).toEqual(['1', '1', '1']);
    const row = screen.getByText('Test 2').closest('tr')!;
    expect(within(row).getByText('FAILED')).toBeTruthy();
    expect(within(row).getByText('Failed at step 7')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Result of Test 2' }).getAttribute('href')).toBe(
      `/app/tests/${suiteRun.runs[1]!.test_id}/results?run=${suiteRun.runs[1]!.id}`,
    );
  });

  it('"Run all" on a suite starts a suite run and opens its page', async () => {
    const suite: TestSuite = {
      id: SUITE,
      name: 'Checkout',
      description: null,
      browser: 'chrome',
      starting_url: 'https://shop.example.com',
      screen_resolution: '1024x768',
      testing_user_id: null,
      testing_user: null,
      created_at: at,
      updated_at: at,
      is_editable: true,
      is_deletable: true,
    };
    const running: SuiteRun = {
      ...suiteRun,
      status: 'RUNNING',
      counts: { total: 3, passed: 1, failed: 0, error: 0, cancelled: 0, queued: 1, running: 1 },
      runs: [runOf(1, 'PASSED', 'All good'), runOf(2, 'RUNNING', null), runOf(3, 'QUEUED', null)],
      finished_at: null,
    };
    mockApi({
      'GET /api/session': sessionOf(makeUser()),
      [`GET /api/test-suites/${SUITE}`]: { body: suite },
      'GET /api/tests': { body: { items: [], total: 0, page: 1, pageSize: 10 } },
      [`POST /api/test-suites/${SUITE}/runs`]: { status: 201, body: running },
      [`GET /api/suite-runs/${SUITE_RUN}`]: { body: running },
    });
    const { user, location } = renderApp(`/app/test-suites/${SUITE}`);
    await user.click(await screen.findByRole('button', { name: 'Run all' }, SLOW));
    await waitFor(() => expect(location()).toBe(`/app/suite-runs/${SUITE_RUN}`));
    expect(await screen.findByText('1 of 3 finished', {}, SLOW)).toBeTruthy();
  });
});
