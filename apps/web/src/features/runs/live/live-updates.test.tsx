import type { LiveEvent, StepReport, TestDetail, TestListResponse } from '@scout/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { createQueryClient } from '@/lib/query-client';
import { callsTo, mockApi } from '@/test/mock-api';
import { LiveRunSteps } from '../components/live-run-steps';
import { connectLiveUpdates } from './live-updates';

/** Stands in for the browser's EventSource: the test says what the server sends. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readyState = 1;
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = 2;
  }
  emit(type: string, data: unknown) {
    const event = new MessageEvent(type, {
      data: typeof data === 'string' ? data : JSON.stringify(data),
    });
    act(() => this.listeners.get(type)?.forEach((listener) => listener(event)));
  }
  send(event: LiveEvent) {
    this.emit(event.type, event);
  }
}

const TEST_ID = 'test-1';
const DETAIL_KEY = ['tests', 'detail', TEST_ID];
const LIST_KEY = ['tests', 'list', { page: 1, pageSize: 10 }];

function setup() {
  FakeEventSource.opened = [];
  const queryClient = createQueryClient();
  queryClient.setQueryData(DETAIL_KEY, {
    id: TEST_ID,
    name: 'Add tasks',
    status: 'READY',
  } as TestDetail);
  queryClient.setQueryData(LIST_KEY, {
    items: [
      { id: 'other', status: 'PASSED' },
      { id: TEST_ID, status: 'READY' },
    ],
    total: 2,
  } as TestListResponse);
  const close = connectLiveUpdates(queryClient, {
    createSource: (url) => new FakeEventSource(url) as unknown as EventSource,
  });
  const source = FakeEventSource.opened[0]!;
  source.emit('ready', {});
  return { queryClient, source, close };
}

const step = (
  index: number,
  description: string,
  outcome: StepReport['outcome'] = 'passed',
): StepReport => ({
  index,
  action: 'click',
  description,
  outcome,
  durationMs: 1200,
  origin: index === 1 ? 'replayed' : 'healed',
});

describe('live updates', () => {
  it('writes a test status event into the list and the detail without refetching', () => {
    const { queryClient, source } = setup();
    source.send({ type: 'test', testId: TEST_ID, status: 'RUNNING' });
    expect(queryClient.getQueryData<TestDetail>(DETAIL_KEY)?.status).toBe('RUNNING');
    const list = queryClient.getQueryData<TestListResponse>(LIST_KEY)!;
    expect(list.items.map((test) => test.status)).toEqual(['PASSED', 'RUNNING']);
    expect(queryClient.getQueryState(DETAIL_KEY)?.isInvalidated).toBe(false);
  });

  it('shows the steps of a running test as they arrive, then the final status', async () => {
    const { queryClient, source } = setup();
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <LiveRunSteps testId={TEST_ID} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('region')).toBeNull();

    source.send({ type: 'run', testId: TEST_ID, runId: 'run-1', status: 'QUEUED' });
    const current = await screen.findByRole('region', { name: 'Current run' });
    expect(current.textContent).toContain('QUEUED');
    expect(within(current).getByRole('button', { name: 'Cancel run run-1' })).toBeTruthy();
    source.send({ type: 'run', testId: TEST_ID, runId: 'run-1', status: 'RUNNING' });
    source.send({
      type: 'step',
      testId: TEST_ID,
      runId: 'run-1',
      step: step(1, 'Type "Buy milk"'),
    });
    source.send({
      type: 'step',
      testId: TEST_ID,
      runId: 'run-1',
      step: step(2, 'Click Add', 'failed'),
    });

    await waitFor(() => expect(screen.queryAllByRole('listitem')).toHaveLength(2));
    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Step 1: passed',
      'Step 2: failed',
    ]);
    expect(steps[0]!.textContent).toContain('replayed');
    expect(steps[1]!.textContent).toContain('healed');
    expect(steps[1]!.textContent).toContain('1.2 s');

    source.send({ type: 'run', testId: TEST_ID, runId: 'run-1', status: 'FAILED' });
    const done = await screen.findByRole('region', { name: 'Last run' });
    expect(done.textContent).toContain('FAILED');
    expect(within(done).getAllByRole('listitem')).toHaveLength(2);
    expect(within(done).queryByRole('button', { name: /^Cancel run/ })).toBeNull();
    expect(
      within(done).getByRole('link', { name: 'See the full result' }).getAttribute('href'),
    ).toBe(`/app/tests/${TEST_ID}/results?run=run-1`);

    // The next run starts with an empty list.
    source.send({ type: 'run', testId: TEST_ID, runId: 'run-2', status: 'QUEUED' });
    const next = await screen.findByRole('region', { name: 'Current run' });
    expect(within(next).queryAllByRole('listitem')).toHaveLength(0);
    expect(next.textContent).toContain('Waiting for a browser');
  });

  it('Cancel on the current run asks the server to cancel it and says so', async () => {
    const fetchMock = mockApi({
      'POST /api/runs/run-1/cancel': { body: { id: 'run-1', status: 'CANCELLED' } },
    });
    const { queryClient, source } = setup();
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <LiveRunSteps testId={TEST_ID} />
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    source.send({ type: 'run', testId: TEST_ID, runId: 'run-1', status: 'RUNNING' });
    const current = await screen.findByRole('region', { name: 'Current run' });
    fireEvent.click(within(current).getByRole('button', { name: 'Cancel run run-1' }));
    expect(await screen.findByText('Run cancelled')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/runs/run-1/cancel')).toHaveLength(1);
    source.send({ type: 'run', testId: TEST_ID, runId: 'run-1', status: 'CANCELLED' });
    expect((await screen.findByRole('region', { name: 'Last run' })).textContent).toContain(
      'CANCELLED',
    );
  });

  it("refetches a test's results when its run changes, and everything after a reconnect", () => {
    const { queryClient, source } = setup();
    const resultsKey = ['runs', 'results', TEST_ID];
    queryClient.setQueryData(resultsKey, { runs: [], results: [] });
    source.send({ type: 'run', testId: TEST_ID, runId: 'run-1', status: 'PASSED' });
    expect(queryClient.getQueryState(resultsKey)?.isInvalidated).toBe(true);

    expect(queryClient.getQueryState(LIST_KEY)?.isInvalidated).toBe(false);
    source.emit('ready', {});
    expect(queryClient.getQueryState(LIST_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(DETAIL_KEY)?.isInvalidated).toBe(true);
  });

  it('ignores what it cannot read and opens a new stream when the server refuses one', () => {
    vi.useFakeTimers();
    const { queryClient, source, close } = setup();
    source.emit('test', 'not json');
    source.emit('test', { type: 'test', testId: TEST_ID, status: 'NOT_A_STATUS' });
    expect(queryClient.getQueryData<TestDetail>(DETAIL_KEY)?.status).toBe('READY');

    source.readyState = 2;
    source.emit('error', {});
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(FakeEventSource.opened).toHaveLength(2);

    close();
    expect(FakeEventSource.opened[1]!.readyState).toBe(2);
  });
});
