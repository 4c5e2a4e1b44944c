import type { AdminLead, AdminUpgradeRequest, AdminUserRow } from '@scout/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

// The first find waits for the lazily loaded page, slow on a loaded machine.
const SLOW = { timeout: 20_000 };
const admin = sessionOf(makeUser({ isAdmin: true }));
const page = <T,>(items: T[]) => ({
  body: { items, total: items.length, page: 1, pageSize: 10 },
});

const lead: AdminLead = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'grace@example.com',
  first_name: 'Grace',
  last_name: 'Hopper',
  position: 'Rear Admiral',
  company_size: '1000+',
  company_website: 'https://navy.example.com',
  status: 'pending',
  founder_note_sent_at: '2026-03-04T10:00:00.000Z',
  invited_at: null,
  created_at: '2026-03-04T10:00:00.000Z',
};

const userRow: AdminUserRow = {
  id: 'user-9',
  name: 'Ada',
  email: 'ada@example.com',
  plan: 'beta',
  is_admin: false,
  disabled: false,
  usage: { suites: 2, tests: 7, runs_today: 3 },
  last_sign_in_at: null,
  created_at: '2026-03-04T10:00:00.000Z',
};

describe('Admin → people', () => {
  it('Leads: invites a lead and says the code was emailed; the export link follows the search', async () => {
    const fetchMock = mockApi({
      'GET /api/session': admin,
      'GET /api/admin/leads': page([lead]),
      [`POST /api/admin/leads/${lead.id}/invite`]: {
        body: {
          lead: { ...lead, status: 'invited', invited_at: '2026-03-05T10:00:00.000Z' },
          application: { email: lead.email, code_used: false },
          code_email: 'sent',
        },
      },
    });
    const { user } = renderApp('/app/admin/leads');
    const row = await screen.findByRole('row', { name: /grace@example.com/ }, SLOW);
    expect(within(row).getByText('Grace Hopper')).toBeTruthy();
    expect(within(row).getByText('Waiting')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/leads/export',
    );

    await user.click(within(row).getByRole('button', { name: 'Invite grace@example.com' }));
    expect(
      await screen.findByText(
        'grace@example.com is now an approved beta application; the access code was emailed.',
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, `POST /api/admin/leads/${lead.id}/invite`)).toHaveLength(1);

    await user.type(screen.getByLabelText('Search leads'), 'grace');
    await screen.findByRole('link', { name: 'Export CSV' });
    await expect
      .poll(() => screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href'))
      .toBe('/api/admin/leads/export?search=grace');
  });

  it('Users: shows usage and never-signed-in, changes the plan and disables the account', async () => {
    const fetchMock = mockApi({
      'GET /api/session': admin,
      'GET /api/admin/users': page([userRow]),
      'PUT /api/admin/users/user-9/plan': { body: { ok: true, plan: 'free' } },
      'PUT /api/admin/users/user-9/disabled': { body: { ok: true, disabled: true } },
    });
    const { user } = renderApp('/app/admin/users');
    const row = await screen.findByRole('row', { name: /ada@example.com/ }, SLOW);
    expect(within(row).getByText('2 suites · 7 tests · 3 runs today')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();

    await user.selectOptions(within(row).getByLabelText('Plan of ada@example.com'), 'free');
    expect(
      await screen.findByText(
        'ada@example.com is now on the Free plan; the new limits apply at once.',
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/admin/users/user-9/plan')).toEqual([{ plan: 'free' }]);

    await user.click(within(row).getByRole('button', { name: 'Disable ada@example.com' }));
    expect(
      await screen.findByText('ada@example.com can no longer sign in or use their API keys.'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/admin/users/user-9/disabled')).toEqual([
      { disabled: true },
    ]);
  });

  it('Upgrade requests: shows who asked for which plan and from where; marks one handled', async () => {
    const request: AdminUpgradeRequest = {
      id: '00000000-0000-4000-8000-000000000002',
      user_id: null,
      email: 'tim@example.org',
      name: 'Tim Berners-Lee',
      company: 'https://w3.example.org',
      position: 'Director',
      company_size: '51-200',
      plan: 'team',
      source: 'contact',
      handled_at: null,
      created_at: '2026-03-04T10:00:00.000Z',
    };
    const fetchMock = mockApi({
      'GET /api/session': admin,
      'GET /api/admin/upgrade-requests': page([request]),
      [`POST /api/admin/upgrade-requests/${request.id}/handled`]: {
        body: { ...request, handled_at: '2026-03-05T10:00:00.000Z' },
      },
    });
    const { user } = renderApp('/app/admin/upgrade-requests');
    const row = await screen.findByRole('row', { name: /tim@example.org/ }, SLOW);
    expect(within(row).getByText('team')).toBeTruthy();
    expect(within(row).getByText('Contact form')).toBeTruthy();
    expect(within(row).getByText('Open')).toBeTruthy();
    await user.click(
      within(row).getByRole('button', { name: 'Mark the request from tim@example.org handled' }),
    );
    expect(
      await screen.findByText('The request from tim@example.org is marked handled.'),
    ).toBeTruthy();
    expect(
      callsTo(fetchMock, `POST /api/admin/upgrade-requests/${request.id}/handled`),
    ).toHaveLength(1);
    // The page opens on the open requests.
    const lists = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.startsWith('/api/admin/upgrade-requests?'));
    expect(lists[0]).toBe('/api/admin/upgrade-requests?page=1&pageSize=10&handled=false');
  });
});
