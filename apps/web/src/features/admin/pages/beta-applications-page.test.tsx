import type { AdminBetaApplication, BetaStatus } from '@scout/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const SLOW = { timeout: 5000 };

function makeApplication(overrides: Partial<AdminBetaApplication> = {}): AdminBetaApplication {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'grace@acme.test',
    access_code: 'SCOUT-ABCD-EFGH',
    code_used: false,
    code_used_at: null,
    code_sent_at: null,
    status: 'pending',
    company_name: 'Acme',
    role: 'QA Engineer / QA Manager',
    company_size: '11-50',
    application_types: ['Web Applications', 'Other: Kiosks'],
    current_testing_process: 'Manual Testing',
    expected_volume: '51-200',
    interested_features: ['Cross-browser testing', 'API testing'],
    additional_information: 'We ship weekly.',
    created_at: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

/** An admin's app whose applications API serves `all` a page at a time, as the server does. */
function mockAdminApi(all: AdminBetaApplication[], extra: Parameters<typeof mockApi>[0] = {}) {
  const requests: URLSearchParams[] = [];
  const fetchMock = mockApi({
    'GET /api/session': sessionOf(makeUser({ isAdmin: true })),
    ...extra,
  });
  const base = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/admin/beta-applications' || (init?.method ?? 'GET') !== 'GET')
      return base(input, init);
    requests.push(url.searchParams);
    const page = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    const status = url.searchParams.get('status');
    const matching = all.filter((a) => !status || a.status === status);
    const count = (s: BetaStatus) => all.filter((a) => a.status === s).length;
    const body = {
      items: matching.slice((page - 1) * pageSize, page * pageSize),
      total: matching.length,
      page,
      pageSize,
      stats: {
        total: all.length,
        pending: count('pending'),
        reviewed: count('reviewed'),
        approved: count('approved'),
      },
    };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  return { fetchMock, requests };
}

const card = (title: string) => screen.getByRole('group', { name: title });

describe('Admin → Beta Applications', () => {
  it('shows the counts, and every column of each application', async () => {
    mockAdminApi([
      makeApplication(),
      makeApplication({
        id: '00000000-0000-4000-8000-000000000002',
        email: 'linus@kernel.test',
        company_name: 'Kernel',
        status: 'approved',
        code_used: true,
        created_at: '2026-12-25T08:00:00.000Z',
      }),
    ]);
    renderApp('/app/admin/beta-applications');

    expect(await screen.findByRole('heading', { name: 'Beta Applications' }, SLOW)).toBeTruthy();
    expect(screen.getByText('Manage and review beta program applications')).toBeTruthy();
    const row = (await screen.findByText('grace@acme.test', {}, SLOW)).closest('tr')!;
    expect(within(card('Total Applications')).getByText('2')).toBeTruthy();
    expect(within(card('Pending Review')).getByText('1')).toBeTruthy();
    expect(within(card('Reviewed')).getByText('0')).toBeTruthy();
    expect(within(card('Approved')).getByText('1')).toBeTruthy();

    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Company',
      'Email',
      'Role',
      'Size',
      'Status',
      'Access Code',
      'Submitted',
      'Actions',
    ]);
    expect(within(row).getByText('Acme')).toBeTruthy();
    expect(within(row).getByText('QA Engineer / QA Manager')).toBeTruthy();
    expect(within(row).getByText('11-50')).toBeTruthy();
    expect(
      (
        within(row).getByRole('combobox', {
          name: 'Status of grace@acme.test',
        }) as HTMLSelectElement
      ).value,
    ).toBe('pending');
    expect(within(row).getByText('Available')).toBeTruthy();
    expect(within(row).getByText('Mar 4, 2026')).toBeTruthy();
    const used = screen.getByText('linus@kernel.test').closest('tr')!;
    expect(within(used).getByText('Used')).toBeTruthy();
    expect(within(used).getByText('Dec 25, 2026')).toBeTruthy();
  });

  it('filters by status on the server and pages there too', async () => {
    const all = Array.from({ length: 25 }, (_, i) =>
      makeApplication({
        id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
        email: `applicant${i + 1}@example.com`,
        status: i % 5 === 0 ? 'approved' : 'pending',
      }),
    );
    const { requests } = mockAdminApi(all);
    const { user } = renderApp('/app/admin/beta-applications');
    expect(await screen.findByText('Showing 1-10 out of 25 items', {}, SLOW)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 21-25 out of 25 items', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('applicant25@example.com')).toBeTruthy();

    const filter = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...filter.options].map((o) => o.textContent)).toEqual([
      'All Status',
      'Pending',
      'Reviewed',
      'Approved',
    ]);
    await user.selectOptions(filter, 'Approved');
    expect(await screen.findByText('Showing 1-5 out of 5 items', {}, SLOW)).toBeTruthy();
    expect(requests.at(-1)?.get('status')).toBe('approved');
    expect(requests.at(-1)?.get('page')).toBe('1');
    // The cards count every application, whatever the filter shows.
    expect(within(card('Total Applications')).getByText('25')).toBeTruthy();
  }, 30_000);

  it("changes a status from the table: 'Status Updated', and says the code was emailed", async () => {
    const application = makeApplication();
    const { fetchMock } = mockAdminApi([application], {
      'PATCH /api/admin/beta-applications/00000000-0000-4000-8000-000000000001': {
        body: {
          ...application,
          status: 'approved',
          code_sent_at: '2026-03-05T09:30:00.000Z',
          code_email: 'sent',
        },
      },
    });
    const { user } = renderApp('/app/admin/beta-applications');

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Status of grace@acme.test' }, SLOW),
      'approved',
    );

    expect(await screen.findByText('Status Updated')).toBeTruthy();
    expect(screen.getByText('Application status has been updated to approved')).toBeTruthy();
    expect(screen.getByText('The access code was emailed to grace@acme.test.')).toBeTruthy();
    expect(
      callsTo(fetchMock, 'PATCH /api/admin/beta-applications/00000000-0000-4000-8000-000000000001'),
    ).toEqual([{ status: 'approved' }]);
  });

  it("says 'Failed to update application status.' when the change fails", async () => {
    mockAdminApi([makeApplication()], {
      'PATCH /api/admin/beta-applications/00000000-0000-4000-8000-000000000001': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
      },
    });
    const { user } = renderApp('/app/admin/beta-applications');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Status of grace@acme.test' }, SLOW),
      'reviewed',
    );
    expect(await screen.findByText('Failed to update application status.')).toBeTruthy();
  });

  it('opens the details panel with every section, when the code was sent, and resends it', async () => {
    const application = makeApplication({
      status: 'approved',
      code_sent_at: '2026-03-05T09:30:00.000Z',
    });
    const { fetchMock } = mockAdminApi([application], {
      'POST /api/admin/beta-applications/00000000-0000-4000-8000-000000000001/resend-code': {
        body: { ...application, code_sent_at: '2026-03-06T11:00:00.000Z' },
      },
    });
    const { user } = renderApp('/app/admin/beta-applications');
    await user.click(
      await screen.findByRole('button', { name: 'View details of grace@acme.test' }, SLOW),
    );

    const panel = await screen.findByRole('dialog');
    for (const heading of [
      'Company Information',
      'Testing Requirements',
      'Features Interest',
      'Additional Information',
      'Status',
    ]) {
      expect(within(panel).getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(within(panel).getByText('Web Applications, Other: Kiosks')).toBeTruthy();
    expect(within(panel).getByText('Manual Testing')).toBeTruthy();
    expect(within(panel).getByText('51-200')).toBeTruthy();
    expect(within(panel).getByText('API testing')).toBeTruthy();
    expect(within(panel).getByText('We ship weekly.')).toBeTruthy();
    expect(within(panel).getByText('SCOUT-ABCD-EFGH')).toBeTruthy();
    expect(within(panel).getByText(/^Mar 5, 2026 at \d\d:\d\d$/)).toBeTruthy();
    expect(
      (within(panel).getByRole('combobox', { name: 'Application status' }) as HTMLSelectElement)
        .value,
    ).toBe('approved');

    await user.click(within(panel).getByRole('button', { name: 'Resend access code' }));
    expect(await within(panel).findByText(/^Mar 6, 2026 at \d\d:\d\d$/)).toBeTruthy();
    expect(await screen.findByText('Access Code Sent')).toBeTruthy();
    expect(
      callsTo(
        fetchMock,
        'POST /api/admin/beta-applications/00000000-0000-4000-8000-000000000001/resend-code',
      ),
    ).toEqual([{ sentAt: '2026-03-05T09:30:00.000Z' }]);

    await user.click(within(panel).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows None for no features, and no resend for a pending application', async () => {
    mockAdminApi([makeApplication({ interested_features: [], additional_information: null })]);
    const { user } = renderApp('/app/admin/beta-applications');
    await user.click(
      await screen.findByRole('button', { name: 'View details of grace@acme.test' }, SLOW),
    );
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getAllByText('None')).toHaveLength(2);
    expect(within(panel).getByText('Not sent yet')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Resend access code' })).toBeNull();
  });

  it('deletes after the confirmation, and says when deleting fails', async () => {
    let answer = { status: 500, body: { code: 'INTERNAL', message: 'boom' } as unknown };
    const { fetchMock } = mockAdminApi([makeApplication()], {
      'DELETE /api/admin/beta-applications/00000000-0000-4000-8000-000000000001': () => answer,
    });
    const { user } = renderApp('/app/admin/beta-applications');
    await user.click(
      await screen.findByRole('button', { name: 'Delete application of grace@acme.test' }, SLOW),
    );
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Confirm Deletion')).toBeTruthy();
    expect(
      within(confirm).getByText(
        'Are you sure you want to delete this beta application? This action cannot be undone.',
      ),
    ).toBeTruthy();

    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete application. Please try again.')).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();

    answer = { status: 200, body: { ok: true } };
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Application Deleted')).toBeTruthy();
    expect(screen.getByText('The beta application has been deleted successfully.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(
      callsTo(
        fetchMock,
        'DELETE /api/admin/beta-applications/00000000-0000-4000-8000-000000000001',
      ),
    ).toHaveLength(2);
  });
});
