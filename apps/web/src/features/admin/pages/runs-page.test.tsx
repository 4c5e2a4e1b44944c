import type { AdminActiveRun } from '@scout/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const SLOW = { timeout: 5000 };

const RUNNING: AdminActiveRun = {
  id: '00000000-0000-4000-8000-000000000001',
  test_id: 't-1',
  test_name: 'Checkout hangs',
  user_id: 'user-2',
  owner_email: 'bob@example.com',
  status: 'RUNNING',
  created_at: '2026-12-25T08:00:00.000Z',
  started_at: '2026-12-25T08:00:02.000Z',
};
const QUEUED: AdminActiveRun = {
  ...RUNNING,
  id: '00000000-0000-4000-8000-000000000002',
  test_name: 'Sign-in works',
  user_id: 'user-3',
  owner_email: 'cy@example.com',
  status: 'QUEUED',
  created_at: '2026-12-25T08:01:00.000Z',
  started_at: null,
};

/** An admin's app whose runs API serves `active`; a cancel removes the run, or fails with 409. */
function mockRunsApi(active: AdminActiveRun[], { conflict = false } = {}) {
  const cancelPath = (run: AdminActiveRun) => `POST /api/admin/runs/${run.id}/cancel`;
  return mockApi({
    'GET /api/session': sessionOf(makeUser({ isAdmin: true })),
    'GET /api/admin/runs': () => ({ body: { items: [...active], total: active.length } }),
    ...Object.fromEntries(
      active.map((run) => [
        cancelPath(run),
        () => {
          if (conflict)
            return {
              status: 409,
              body: { code: 'CONFLICT', message: 'This run has already finished' },
            };
          active.splice(active.indexOf(run), 1);
          return { body: { id: run.id, status: 'CANCELLED' } };
        },
      ]),
    ),
  });
}

describe('Admin → Runs', () => {
  it("lists every account's queued and running runs, reachable from the admin links", async () => {
    mockRunsApi([RUNNING, QUEUED]);
    const { user, location } = renderApp('/app/admin/feedback');
    const nav = await screen.findByRole('navigation', { name: 'Main' }, SLOW);
    await user.click(within(nav).getByRole('link', { name: 'Runs' }));
    await waitFor(() => expect(location()).toBe('/app/admin/runs'));

    expect(await screen.findByRole('heading', { name: 'Runs' }, SLOW)).toBeTruthy();
    expect(screen.getByText('Queued and running test runs of every account')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Active runs' }, SLOW);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('bob@example.com')).toBeTruthy();
    expect(within(first!).getByText('Checkout hangs')).toBeTruthy();
    expect(within(first!).getByText('RUNNING')).toBeTruthy();
    expect(within(first!).getAllByText(/^Dec 25, 2026 at \d\d:\d\d:\d\d$/)).toHaveLength(2);
    expect(within(second!).getByText('cy@example.com')).toBeTruthy();
    expect(within(second!).getByText('QUEUED')).toBeTruthy();
    expect(within(second!).getByText('Not yet')).toBeTruthy();
  });

  it('cancels a run after confirmation, and the list loses it', async () => {
    const fetchMock = mockRunsApi([RUNNING, QUEUED]);
    const { user } = renderApp('/app/admin/runs');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Cancel the run of Checkout hangs by bob@example.com' },
        SLOW,
      ),
    );
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Cancel Run')).toBeTruthy();
    expect(
      within(confirm).getByText(
        'Cancel the run of “Checkout hangs” by bob@example.com? It stops at once and ends CANCELLED; its owner sees it cancelled.',
      ),
    ).toBeTruthy();
    // Keeping it sends nothing.
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetchMock, `POST /api/admin/runs/${RUNNING.id}/cancel`)).toHaveLength(0);

    await user.click(
      screen.getByRole('button', { name: 'Cancel the run of Checkout hangs by bob@example.com' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel run' }),
    );
    expect(await screen.findByText('Run Cancelled')).toBeTruthy();
    expect(callsTo(fetchMock, `POST /api/admin/runs/${RUNNING.id}/cancel`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Checkout hangs')).toBeNull());
    expect(screen.getByText('Sign-in works')).toBeTruthy();
  });

  it('says why a cancel failed (the run had finished), and shows the empty state when none is left', async () => {
    mockRunsApi([QUEUED], { conflict: true });
    const { user } = renderApp('/app/admin/runs');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Cancel the run of Sign-in works by cy@example.com' },
        SLOW,
      ),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel run' }),
    );
    expect(await screen.findByText('This run has already finished')).toBeTruthy();
  });

  it('says so when no run is queued or running', async () => {
    mockRunsApi([]);
    renderApp('/app/admin/runs');
    expect(await screen.findByText('No run is queued or running', {}, SLOW)).toBeTruthy();
  });
});
