import { CONTACT_MESSAGES } from '@scout/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('Contact page', () => {
  it('is where a coming-soon plan leads: it names the plan and takes the visitor’s details', async () => {
    mockApi({ 'GET /api/session': sessionOf(null) });
    renderApp('/contact?plan=team');
    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeTruthy();
    expect(screen.getByText(/The Team plan is coming soon/)).toBeTruthy();
    expect(screen.getByLabelText('Work Email')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Pricing' }).getAttribute('href')).toBe(
      '/pricing',
    );
  });

  it('sends the request with its plan (not to the waiting list) and answers with its own message', async () => {
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(null),
      'POST /api/contact': {
        status: 201,
        body: { firstName: 'Ada', email: 'ada@example.com', plan: 'team' },
      },
    });
    const { user, location } = renderApp('/contact?plan=Team');
    await user.type(await screen.findByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText('Work Email'), 'Ada@Example.com');
    await user.type(screen.getByLabelText('Company Website'), 'acme.io');
    await user.type(screen.getByLabelText('Position'), 'CTO');
    await user.selectOptions(screen.getByLabelText('Company Size'), '11-50');
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));

    expect(
      await screen.findByRole('heading', { name: CONTACT_MESSAGES.successTitle }),
    ).toBeTruthy();
    expect(screen.getByText(CONTACT_MESSAGES.successDescription('Team'))).toBeTruthy();
    expect(screen.queryByText("You're on the List!")).toBeNull();
    expect(location()).toBe('/contact?plan=Team');
    expect(callsTo(fetchMock, 'POST /api/contact')).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        companyWebsite: 'https://acme.io',
        position: 'CTO',
        companySize: '11-50',
        plan: 'team',
      },
    ]);
    expect(callsTo(fetchMock, 'POST /api/waiting-list')).toHaveLength(0);
  });
});
