import { QUEUED_NOTICE_AFTER_MS, WORKER_MESSAGES } from '@scout/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '@/test/mock-api';
import { QueuedNotice } from './queued-notice';

function renderNotice(status: 'QUEUED' | 'RUNNING') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <QueuedNotice run={{ runId: 'run-1', status }} />
    </QueryClientProvider>,
  );
}

// The notice's clock is faked: the test moves it past the 5 s delay instead of waiting it out
// (24 s of every run before). Only setTimeout is faked, and time still passes (react-query and
// findBy* poll on it), so no wait depends on the fake clock alone.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
});

/** Moves the faked clock on by `ms`, running what falls due, inside React's act(). */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('QueuedNotice', () => {
  it('says nothing for the first seconds, then that the run waits for a worker', async () => {
    const fetchMock = mockApi({ 'GET /api/workers': { body: { alive: true } } });
    renderNotice('QUEUED');
    expect(screen.queryByRole('status')).toBeNull();
    // A second before the delay (the clock also moves with real time): still nothing shown, and
    // the workers not yet asked.
    await advance(QUEUED_NOTICE_AFTER_MS - 1_000);
    expect(screen.queryByRole('status')).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/workers')).toHaveLength(0);
    await advance(1_000);
    expect(await screen.findByText(WORKER_MESSAGES.waiting)).toBeTruthy();
  });

  it('says that no worker is running and how to start one', async () => {
    mockApi({ 'GET /api/workers': { body: { alive: false } } });
    renderNotice('QUEUED');
    await advance(QUEUED_NOTICE_AFTER_MS);
    expect(await screen.findByText(WORKER_MESSAGES.none)).toBeTruthy();
    expect(WORKER_MESSAGES.none).toContain('npm run worker');
  });

  it("says that the account's runs are at its limit when that is why it waits", async () => {
    mockApi({ 'GET /api/workers': { body: { alive: true, account_limit: 2 } } });
    renderNotice('QUEUED');
    await advance(QUEUED_NOTICE_AFTER_MS);
    expect(await screen.findByText(WORKER_MESSAGES.accountLimit(2))).toBeTruthy();
    expect(WORKER_MESSAGES.accountLimit(2)).toBe(
      'Your account already has 2 runs running, the most it may run at once. This run starts when one of them ends.',
    );
  });

  it('says nothing once the run has started', async () => {
    const fetchMock = mockApi({ 'GET /api/workers': { body: { alive: false } } });
    renderNotice('RUNNING');
    // Twice the delay, and the clock's own second after it for a request's answer to show.
    await advance(2 * QUEUED_NOTICE_AFTER_MS);
    await expect(screen.findByRole('status', {}, { timeout: 1_000 })).rejects.toThrow();
    expect(callsTo(fetchMock, 'GET /api/workers')).toHaveLength(0);
  });
});
