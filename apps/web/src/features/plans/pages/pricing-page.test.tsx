import type { Plan } from '@scout/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function plan(
  name: string,
  price: number | null,
  limits: (number | null)[],
  display: Partial<Plan['display']> = {},
): Plan {
  return {
    id: `plan-${name}`,
    name,
    price,
    test_suites_limit: limits[0]!,
    tests_per_suite_limit: limits[1]!,
    test_runs_per_day_limit: limits[2]!,
    ai_actions_per_test_run: limits[3]!,
    display: {
      priceText: '',
      subtext: 'per month',
      aiActionsDescription: 'AI actions per test run',
      features: [{ text: 'Single browser', available: true }],
      buttonText: 'Start Free',
      isFeatured: false,
      badge: null,
      comingSoon: false,
      ...display,
    },
  };
}

const PLANS = [
  plan('free', 0, [3, 5, 10, 25], { badge: 'No Credit Card', buttonText: 'Start Free' }),
  plan('pro', 4900, [20, 50, 200, 100], { isFeatured: true, buttonText: 'Upgrade to Pro' }),
  plan('team', 19900, [100, 200, 1000, 200], { comingSoon: true, buttonText: 'Contact Us' }),
  plan('enterprise', null, [null, null, null, null], {
    comingSoon: true,
    badge: 'Coming Soon',
    buttonText: 'Contact Us',
  }),
];

function mockPricing(plans: unknown, registeredProfiles = 3) {
  return mockApi({
    'GET /api/session': sessionOf(null),
    'GET /api/plans': plans as { status?: number; body?: unknown },
    'GET /api/plans/capacity': { body: { registeredProfiles, capacity: 10 } },
  });
}

describe('Pricing page', () => {
  it('shows the plans with prices from cents, Custom, Unlimited, badges and the comparison', async () => {
    mockPricing({ body: { items: PLANS } });
    renderApp('/pricing');
    expect(
      await screen.findByRole('heading', { name: 'Choose the Perfect Testing Plan' }),
    ).toBeTruthy();
    const freeCard = await screen.findByLabelText('Free plan');
    expect(within(freeCard).getByText('$0')).toBeTruthy();
    expect(within(freeCard).getByText('No Credit Card')).toBeTruthy();
    expect(within(freeCard).getByText('3,750')).toBeTruthy();
    const pro = screen.getByLabelText('Pro plan');
    expect(within(pro).getByText('$49')).toBeTruthy();
    expect(within(pro).getByText('Most Popular')).toBeTruthy();
    const enterprise = screen.getByLabelText('Enterprise plan');
    expect(within(enterprise).getByText('Custom')).toBeTruthy();
    expect(within(enterprise).getAllByText('Unlimited')).toHaveLength(5);
    expect(within(enterprise).getAllByText('Coming Soon')).toHaveLength(1);
    expect(within(screen.getByLabelText('Team plan')).getAllByText('Coming Soon')).toHaveLength(1);
    expect(within(enterprise).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      '/contact?plan=enterprise',
    );
    expect(screen.getByRole('heading', { name: 'Your Last Testing Platform' })).toBeTruthy();
    expect(screen.getByText('5333 x more capacity in Pro tier than in Free tier')).toBeTruthy();
    expect(screen.getByText('200 x more capacity in Team tier than in Pro tier')).toBeTruthy();
  });

  it('sends a sign-up click to /signup below capacity', async () => {
    mockPricing({ body: { items: PLANS } }, 9);
    const { user, location } = renderApp('/pricing');
    await user.click(await screen.findByRole('button', { name: 'Start Free' }));
    expect(location()).toBe('/signup');
  });

  it('shows the Waiting List toast and goes to the waiting list at 10 registered profiles', async () => {
    mockPricing({ body: { items: PLANS } }, 10);
    const { user, location } = renderApp('/pricing');
    const button = await screen.findByRole('button', { name: 'Upgrade to Pro' });
    await screen.findByText('5333 x more capacity in Pro tier than in Free tier');
    await new Promise((r) => setTimeout(r, 50));
    await user.click(button);
    expect(await screen.findByText('Waiting List')).toBeTruthy();
    expect(
      screen.getByText(
        "We're currently at capacity. You'll be added to our waiting list and notified when a spot opens up.",
      ),
    ).toBeTruthy();
    expect(location()).toBe('/waiting-list-signup');
  });

  it('says so when there are no plans', async () => {
    mockPricing({ body: { items: [] } });
    renderApp('/pricing');
    expect(await screen.findByText('No pricing plans available at the moment.')).toBeTruthy();
  });

  it('shows the inline error and the toast when the plans fail to load', async () => {
    const fetchMock = mockPricing({ status: 500, body: { code: 'INTERNAL', message: 'boom' } });
    renderApp('/pricing');
    expect(
      await screen.findByText(
        'Failed to load pricing plans. Please try again later.',
        {},
        { timeout: 5000 }, // one retry first (spec 9)
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Error loading pricing plans')).toBeTruthy();
    expect(screen.getByText('Please try refreshing the page.')).toBeTruthy();
    const planCalls = fetchMock.mock.calls.filter(([input]) =>
      String(input).endsWith('/api/plans'),
    );
    expect(planCalls).toHaveLength(2);
  }, 10_000);
});
