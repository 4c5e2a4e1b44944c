import { QUEUED_NOTICE_AFTER_MS, WORKER_MESSAGES } from '@scout/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

// Real timers: the notice's own 5 s delay is what is under test.
const LATE = { timeout: QUEUED_NOTICE_AFTER_MS + 4000 };

describe('QueuedNotice', { timeout: 20_000 }, () => {
  it('says nothing for the first seconds, then that the run waits for a worker', async () => {
    const fetchMock = mockApi({ 'GET /api/workers': { body: { alive: true } } });
    renderNotice('QUEUED');
    expect(screen.queryByRole('status')).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/workers')).toHaveLength(0);
    expect(await screen.findByText(WORKER_MESSAGES.waiting, {}, LATE)).toBeTruthy();
  });

  it('says that no worker is running and how to start one', async () => {
    mockApi({ 'GET /api/workers': { body: { alive: false } } });
    renderNotice('QUEUED');
    expect(await screen.findByText(WORKER_MESSAGES.none, {}, LATE)).toBeTruthy();
    expect(WORKER_MESSAGES.none).toContain('npm run worker');
  });

  it("says that the account's runs are at its limit when that is why it waits", async () => {
    mockApi({ 'GET /api/workers': { body: { alive: true, account_limit: 2 } } });
    renderNotice('QUEUED');
    expect(await screen.findByText(WORKER_MESSAGES.accountLimit(2), {}, LATE)).toBeTruthy();
    expect(WORKER_MESSAGES.accountLimit(2)).toBe(
      'Your account already has 2 runs running, the most it may run at once. This run starts when one of them ends.',
    );
  });

  it('says nothing once the run has started', async () => {
    const fetchMock = mockApi({ 'GET /api/workers': { body: { alive: false } } });
    renderNotice('RUNNING');
    await expect(screen.findByRole('status', {}, LATE)).rejects.toThrow();
    expect(callsTo(fetchMock, 'GET /api/workers')).toHaveLength(0);
  });
});
