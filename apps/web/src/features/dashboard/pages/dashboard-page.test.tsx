import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const SLOW = { timeout: 5000 };

function mockDashboard(usage: {
  testSuites: { usage: number; limit: number | null };
  testRunsToday: { usage: number; limit: number | null };
}) {
  return mockApi({
    'GET /api/session': sessionOf(makeUser()),
    'GET /api/dashboard': { body: { totalTestSuites: 4, activeTests: 7, planName: 'free', usage } },
  });
}

describe('Dashboard', () => {
  it('shows bars only for set limits, capped at 100%, and Unlimited otherwise', async () => {
    const fetchMock = mockDashboard({
      testSuites: { usage: 4, limit: 3 },
      testRunsToday: { usage: 2, limit: 999_999 },
    });
    renderApp('/app');

    expect(await screen.findByText('4 / 3', {}, SLOW)).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Test Suites usage' }).getAttribute('aria-valuenow'),
    ).toBe('100');
    expect(screen.getByText('2 / Unlimited')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Daily Test Runs usage' })).toBeNull();
    // "Today" is the server's (the last 24 hours): the request carries no offset.
    const url = String(
      fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/dashboard'))![0],
    );
    expect(url).toBe('/api/dashboard');
  });

  it('links the two count cards to their lists', async () => {
    mockDashboard({
      testSuites: { usage: 1, limit: null },
      testRunsToday: { usage: 3, limit: 10 },
    });
    const { user, location } = renderApp('/app');

    expect(await screen.findByRole('heading', { name: 'Dashboard' }, SLOW)).toBeTruthy();
    expect(screen.getByText('Welcome to your test management dashboard')).toBeTruthy();
    expect(
      (
        await screen.findByRole('progressbar', { name: 'Daily Test Runs usage' }, SLOW)
      ).getAttribute('aria-valuenow'),
    ).toBe('30');
    await user.click(await screen.findByRole('link', { name: 'Active Tests: 7' }));
    expect(location()).toBe('/app/tests');
  });
});
