import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

async function openLanding(linkedinUrl: string | null = null, session = sessionOf(null)) {
  mockApi({
    'GET /api/session': session,
    'GET /api/config': { body: { betaOpen: false, linkedinUrl } },
  });
  const view = renderApp('/');
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return view;
}

describe('Landing page', () => {
  it('has its sections in the spec order, How It Works at #how-it-works', async () => {
    await openLanding();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Why Choose Scout',
      'Target Any URL',
      'Create Tests with Natural Language',
      'Detailed Test Results',
      'Integrations',
      'Why Traditional Testing is Holding You Back',
      'How It Works',
      'Save 60% of your testing costs',
    ]);
    expect(document.getElementById('how-it-works')).toBeTruthy();
    expect(screen.getByLabelText('Supporter')).toBeTruthy();
    expect(screen.getByLabelText('Waiting list')).toBeTruthy();
  });

  it('switches personas: Product Managers by default, five stat cards each', async () => {
    const { user } = await openLanding();
    expect(
      screen.getByRole('tab', { name: 'For Product Managers' }).getAttribute('aria-selected'),
    ).toBe('true');
    let panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByTestId('stat-card')).toHaveLength(5);
    expect(within(panel).getByText('$300K+')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'For QA Managers' }));
    panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByTestId('stat-card')).toHaveLength(5);
    expect(within(panel).getByText('$10k/month')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'For Developers' }));
    panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByTestId('stat-card')).toHaveLength(5);
    expect(within(panel).getByText('100X')).toBeTruthy();
  });

  it('shows a skeleton while a demo image loads, the image once loaded, the failure text on error', async () => {
    await openLanding();
    const [first, second] = screen.getAllByTestId('demo-image');
    expect(first!.dataset.state).toBe('loading');
    expect(first!.querySelector('[data-slot="skeleton"]')).toBeTruthy();
    fireEvent.load(within(first!).getByRole('img', { hidden: true }));
    expect(first!.dataset.state).toBe('loaded');
    expect(first!.querySelector('[data-slot="skeleton"]')).toBeNull();
    fireEvent.error(within(second!).getByRole('img', { hidden: true }));
    expect(second!.dataset.state).toBe('failed');
    expect(within(second!).getByText('Failed to load image')).toBeTruthy();
  });

  it('shows the Waiting List toast on the call to action and the footer with the current year', async () => {
    const { user, location } = await openLanding();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Scout. All rights reserved.`),
    ).toBeTruthy();
    // No professional-network address configured: no link.
    expect(screen.queryByRole('link', { name: 'Scout on LinkedIn' })).toBeNull();
    await user.click(screen.getAllByRole('button', { name: /Join Waiting List/ })[0]!);
    expect(await screen.findByText('Waiting List')).toBeTruthy();
    expect(
      screen.getByText(
        "We're currently at capacity. Join our waiting list to be notified when a spot opens up.",
      ),
    ).toBeTruthy();
    expect(location()).toBe('/waiting-list-signup');
  });

  it('links the footer to the professional-network page the server is configured with', async () => {
    await openLanding('https://www.linkedin.com/company/x');
    const link = await screen.findByRole('link', { name: 'Scout on LinkedIn' });
    expect(link.getAttribute('href')).toBe('https://www.linkedin.com/company/x');
    expect(link.getAttribute('rel')).toBe('noreferrer');
  });

  it('shows a signed-in account no waiting-list banner or call to join it, the app instead', async () => {
    await openLanding(null, sessionOf(makeUser()));
    const goToApp = await screen.findAllByRole('link', { name: /Go to App/ });
    // The header's, the hero's and the final call to action's.
    expect(goToApp).toHaveLength(3);
    expect(goToApp.every((link) => link.getAttribute('href') === '/app')).toBe(true);
    expect(screen.queryByLabelText('Waiting list')).toBeNull();
    expect(screen.queryByRole('button', { name: /Join Waiting List/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Join Waiting List/ })).toBeNull();
  });
});
