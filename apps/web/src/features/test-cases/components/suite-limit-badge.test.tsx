import type { SuiteUsageResponse } from '@scout/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { SuiteLimitBadge } from './suite-limit-badge';

const SUITE = '00000000-0000-4000-8000-000000000001';

function renderBadge(usage: Omit<SuiteUsageResponse, 'suiteId'>) {
  mockApi({ [`GET /api/test-suites/${SUITE}/usage`]: { body: { suiteId: SUITE, ...usage } } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SuiteLimitBadge suiteId={SUITE} />
    </QueryClientProvider>,
  );
}

describe('SuiteLimitBadge', () => {
  it('warns at the limit minus one', async () => {
    renderBadge({ usage: 4, limit: 5, isNearLimit: true, isAtLimit: false });
    expect(await screen.findByText('4 / 5 tests')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'You can add one more test to this suite on your plan.',
    );
  });

  it('says when the limit is reached', async () => {
    renderBadge({ usage: 5, limit: 5, isNearLimit: false, isAtLimit: true });
    expect(await screen.findByText('5 / 5 tests')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'This suite has reached the tests-per-suite limit of your plan.',
    );
  });

  it('has no warning below the limit minus one', async () => {
    renderBadge({ usage: 2, limit: 5, isNearLimit: false, isAtLimit: false });
    expect(await screen.findByText('2 / 5 tests')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows Unlimited for a null limit', async () => {
    renderBadge({ usage: 2, limit: null, isNearLimit: false, isAtLimit: false });
    expect(await screen.findByText('2 tests · Unlimited')).toBeTruthy();
  });

  it('counts one test as one test', async () => {
    renderBadge({ usage: 1, limit: null, isNearLimit: false, isAtLimit: false });
    expect(await screen.findByText('1 test · Unlimited')).toBeTruthy();
  });
});
