import { TEST_TEMPLATE, type TestingUserRef } from '@scout/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { callsTo, makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { TestCasesPanel } from './test-cases-panel';

const ANN = '00000000-0000-4000-8000-0000000000a1';
const CHECKOUT = '00000000-0000-4000-8000-000000000001';
const SLOW = { timeout: 5000 };

function ref(id: string, name: string): TestingUserRef {
  return { id, name, auth_type: 'email_password', is_active: true, role: null };
}

describe('Tests panel with no tests', () => {
  it('says what a test is and opens Create Test filled in with an example the planner reads', async () => {
    const fetchMock = mockApi({
      'GET /api/tests': { body: { items: [], total: 0, page: 1, pageSize: 10 } },
      'GET /api/testing-users/active': { body: { items: [ref(ANN, 'Ann')] } },
      'GET /api/test-suites/options': {
        body: {
          items: [
            {
              id: CHECKOUT,
              name: 'Checkout',
              starting_url: 'https://shop.example.com',
              testing_user_id: ANN,
            },
          ],
        },
      },
      'POST /api/tests': { status: 201, body: {} },
    });
    const { user } = renderWithProviders(
      <MemoryRouter>
        <TestCasesPanel suiteId={CHECKOUT} />
      </MemoryRouter>,
    );

    expect(await screen.findByText('No tests yet.', {}, SLOW)).toBeTruthy();
    expect(screen.getByText(/in plain English what to do and what to check/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start from an example' }));

    const dialog = await screen.findByRole('dialog', { name: 'Create Test' });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe(
      TEST_TEMPLATE.name,
    );
    expect(
      (within(dialog).getByLabelText('What do you want to test?') as HTMLTextAreaElement).value,
    ).toBe('Open the starting page and check that the page shows "Welcome"');
    await within(dialog).findByRole('option', { name: 'Ann' });
    await user.click(within(dialog).getByRole('button', { name: 'Create test' }));
    expect(await screen.findByText('Test created', {}, SLOW)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/tests')).toMatchObject([
      {
        test_suite_id: CHECKOUT,
        name: TEST_TEMPLATE.name,
        test_objective: TEST_TEMPLATE.test_objective,
        testing_user_id: ANN,
      },
    ]);
  });

  it("opens Create Test empty from the panel's own button", async () => {
    mockApi({
      'GET /api/tests': { body: { items: [], total: 0, page: 1, pageSize: 10 } },
      'GET /api/testing-users/active': { body: { items: [] } },
      'GET /api/test-suites/options': { body: { items: [] } },
    });
    const { user } = renderWithProviders(
      <MemoryRouter>
        <TestCasesPanel suiteId={CHECKOUT} />
      </MemoryRouter>,
    );
    await screen.findByText('No tests yet.', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Start from an example' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await user.click(screen.getByRole('button', { name: 'Create Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Test' });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });
});

describe('Tests panel search and status', () => {
  it('asks for the name and status chosen, keeps them in the address, and says when nothing matches', async () => {
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'GET /api/tests': { body: { items: [], total: 0, page: 1, pageSize: 10 } },
    });
    const { user, location } = renderApp('/app/tests');
    await screen.findByText('No tests yet.', {}, SLOW);
    await user.type(screen.getByLabelText('Search tests by name'), 'checkout');
    await user.selectOptions(screen.getByLabelText('Status'), 'FAILED');
    expect(await screen.findByText('No tests match your search.', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/app/tests?status=FAILED&q=checkout'));
    await waitFor(() => {
      const asked = fetchMock.mock.calls.map(([input]) => String(input));
      expect(asked.some((url) => /search=checkout/.test(url) && /status=FAILED/.test(url))).toBe(
        true,
      );
    });
  }, 20_000);

  it('opens with the search and status of a shared link', async () => {
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'GET /api/tests': { body: { items: [], total: 0, page: 1, pageSize: 10 } },
    });
    renderApp('/app/tests?q=refund&status=PASSED');
    expect(await screen.findByText('No tests match your search.', {}, SLOW)).toBeTruthy();
    expect((screen.getByLabelText('Search tests by name') as HTMLInputElement).value).toBe(
      'refund',
    );
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('PASSED');
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.some((url) => /search=refund/.test(url) && /status=PASSED/.test(url))).toBe(true);
  }, 20_000);
});
