import type { Plan } from '@scout/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const SLOW = { timeout: 5000 };

/** As the server seeds them: free at price 0, pro and team priced, enterprise by quote (null). */
const PRICES: Record<string, number | null> = { free: 0, pro: 4900, team: 19900 };

function plan(name: string, buttonText: string, isFeatured = false): Plan {
  return {
    id: `plan-${name}`,
    name,
    price: PRICES[name] ?? null,
    test_suites_limit: 3,
    tests_per_suite_limit: 5,
    test_runs_per_day_limit: 10,
    ai_actions_per_test_run: 50,
    display: {
      priceText: '$0',
      subtext: 'per month',
      aiActionsDescription: '',
      features: [{ text: 'Starting URL', available: true }],
      buttonText,
      isFeatured,
      badge: null,
      comingSoon: false,
    },
  };
}

function mockLimitReached(overrides: Record<string, unknown> = {}) {
  return mockApi({
    'GET /api/session': sessionOf(makeUser({ planName: 'free' })),
    'GET /api/test-suites': { body: { items: [], total: 0, page: 1, pageSize: 10 } },
    'GET /api/testing-users/active': { body: { items: [] } },
    'GET /api/plans/current': {
      body: {
        plan: plan('free', 'Start Free'),
        wantsUpgrade: false,
        usage: { testSuites: { usage: 3, limit: 3 }, testRunsToday: { usage: 0, limit: 10 } },
        since: '2026-03-04T00:00:00.000Z',
      },
    },
    'POST /api/test-suites': {
      status: 403,
      body: {
        code: 'LIMIT_REACHED',
        message: 'You have reached the test suite limit of your plan.',
        details: { limitType: 'testSuites', usage: 3, limit: 3 },
      },
    },
    'GET /api/plans': {
      body: {
        items: [
          plan('free', 'Start Free'),
          plan('pro', 'Upgrade to Pro', true),
          plan('team', 'Contact Us'),
        ],
      },
    },
    'POST /api/upgrade': { body: { ok: true, wantsUpgrade: true } },
    'POST /api/pricing-feedback': { status: 201, body: { id: 'fb-1' } },
    ...overrides,
  });
}

async function hitSuiteLimit() {
  const view = renderApp('/app/test-suites');
  const { user } = view;
  await user.click(await screen.findByRole('button', { name: 'Create Suite' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: 'Create Test Suite' });
  await user.type(within(dialog).getByLabelText('Name'), 'Checkout');
  await user.type(within(dialog).getByLabelText('Starting URL'), 'https://shop.example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Create suite' }));
  const panel = await screen.findByRole('dialog', { name: 'Upgrade your plan' }, SLOW);
  return { ...view, panel };
}

describe('Upgrade panel', () => {
  it('opens on a limit with usage and plans; Pro records the wish and asks for pricing feedback', async () => {
    const fetchMock = mockLimitReached();
    const { user, panel } = await hitSuiteLimit();

    expect(screen.queryByRole('dialog', { name: 'Create Test Suite' })).toBeNull();
    expect(
      within(panel).getByText('You have reached the test suite limit of your plan.'),
    ).toBeTruthy();
    expect(within(panel).getByText('3 / 3 used')).toBeTruthy();
    expect(screen.queryByText('Failed to create test suite. Please try again.')).toBeNull();

    // Non-free plans only: a Free user is not offered Free.
    await within(panel).findByRole('button', { name: 'Upgrade to Pro' }, SLOW);
    expect(within(panel).queryByRole('button', { name: 'Start Free' })).toBeNull();
    expect(within(panel).queryByRole('region', { name: 'free plan' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Contact Us' }));
    expect(await screen.findByText('Only Pro plan is available')).toBeTruthy();
    expect(
      screen.getByText('Currently, only the Pro plan is available for upgrading'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/upgrade')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Upgrade to Pro' }));
    const feedback = await screen.findByRole(
      'dialog',
      { name: 'Help Us Shape Our Pro Plan' },
      SLOW,
    );
    expect(callsTo(fetchMock, 'POST /api/upgrade')).toEqual([{ plan: 'pro' }]);
    expect((within(feedback).getByLabelText('$10-$25') as HTMLInputElement).checked).toBe(true);

    await user.click(within(feedback).getByLabelText('$50-$100'));
    await user.type(
      within(feedback).getByLabelText('Which features matter most to you?'),
      'Parallel runs',
    );
    await user.click(within(feedback).getByRole('button', { name: 'Submit feedback' }));

    expect(
      await screen.findByText("We'll notify you when our Pro plan is available.", {}, SLOW),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/pricing-feedback')).toEqual([
      { plan: 'pro', budget: '$50-$100', features: 'Parallel runs', additional_requirements: null },
    ]);
  }, 30_000);

  it('shows the error toast with the fallback when the server fails', async () => {
    mockLimitReached({ 'POST /api/upgrade': { status: 500, body: 'not json' } });
    const { user, panel } = await hitSuiteLimit();
    await user.click(await within(panel).findByRole('button', { name: 'Upgrade to Pro' }, SLOW));

    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('An error occurred while processing your request.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Help Us Shape Our Pro Plan' })).toBeNull();
  }, 30_000);

  it("shows the error toast with the server's message when it refuses", async () => {
    mockLimitReached({
      'POST /api/upgrade': {
        status: 401,
        body: { code: 'UNAUTHENTICATED', message: 'Please sign in again.' },
      },
    });
    const { user, panel } = await hitSuiteLimit();
    await user.click(await within(panel).findByRole('button', { name: 'Upgrade to Pro' }, SLOW));

    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('Please sign in again.')).toBeTruthy();
  }, 30_000);

  it('opens from the Profile menu without a limit, showing the plan', async () => {
    mockLimitReached();
    const { user } = renderApp('/app/test-suites');
    await user.click(await screen.findByRole('button', { name: /Profile/ }, SLOW));
    expect(await screen.findByText('free plan')).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: 'Upgrade plan' }));
    const panel = await screen.findByRole('dialog', { name: 'Upgrade your plan' }, SLOW);
    expect(within(panel).getByText('Choose a plan with more room to test.')).toBeTruthy();
    expect(await within(panel).findByRole('button', { name: 'Upgrade to Pro' }, SLOW)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Start Free' })).toBeNull();
  }, 30_000);

  it('says the suite limit is reached as the create form opens, before any save', async () => {
    const fetchMock = mockLimitReached();
    const { user } = renderApp('/app/test-suites');
    await user.click(await screen.findByRole('button', { name: 'Create Suite' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Create Test Suite' });
    const note = await within(dialog).findByRole('note', {}, SLOW);
    expect(note.textContent).toContain('You have reached the test suite limit of your plan.');
    expect(note.textContent).toContain('3 / 3 used');
    expect(callsTo(fetchMock, 'POST /api/test-suites')).toHaveLength(0);
    await user.click(within(note).getByRole('button', { name: 'Upgrade' }));
    const panel = await screen.findByRole('dialog', { name: 'Upgrade your plan' }, SLOW);
    expect(within(panel).getByText('3 / 3 used')).toBeTruthy();
  }, 30_000);

  it('says nothing in the create form while there is room', async () => {
    mockLimitReached({
      'GET /api/plans/current': {
        body: {
          plan: plan('free', 'Start Free'),
          wantsUpgrade: false,
          usage: { testSuites: { usage: 2, limit: 3 }, testRunsToday: { usage: 0, limit: 10 } },
          since: '2026-03-04T00:00:00.000Z',
        },
      },
    });
    const { user } = renderApp('/app/test-suites');
    expect(await screen.findByText('2 of 3 test suites used', {}, SLOW)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create Suite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Test Suite' });
    expect(within(dialog).queryByText(/test suite limit/)).toBeNull();
  }, 30_000);
});
