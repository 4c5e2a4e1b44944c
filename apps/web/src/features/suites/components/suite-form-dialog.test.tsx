import { SUITE_MESSAGES, type TestSuite, type TestingUserRef } from '@scout/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { SuiteFormDialog } from './suite-form-dialog';

const SLOW = { timeout: 5000 };
const ANN = '00000000-0000-4000-8000-0000000000a1';
const BOB = '00000000-0000-4000-8000-0000000000b2';
const GONE = '00000000-0000-4000-8000-0000000000c3';

function ref(id: string, name: string, isActive = true): TestingUserRef {
  return { id, name, auth_type: 'email_password', is_active: isActive, role: null };
}

const activeUsers = { body: { items: [ref(ANN, 'Ann'), ref(BOB, 'Bob')] } };

function makeSuite(overrides: Partial<TestSuite> = {}): TestSuite {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Checkout',
    description: null,
    browser: 'firefox',
    starting_url: 'https://shop.example.com',
    screen_resolution: '1024x768',
    testing_user_id: null,
    testing_user: null,
    created_at: '2026-03-04T10:00:00.000Z',
    updated_at: '2026-03-04T10:00:00.000Z',
    is_editable: true,
    is_deletable: true,
    ...overrides,
  };
}

function renderDialog(suite?: TestSuite) {
  const onOpenChange = vi.fn();
  const view = renderWithProviders(
    <SuiteFormDialog open onOpenChange={onOpenChange} suite={suite} />,
  );
  return { ...view, onOpenChange, dialog: screen.getByRole('dialog') };
}

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

// An install with Chromium only, as GET /api/browsers answers it.
const chromiumOnly = {
  body: {
    items: [
      { browser: 'chrome', installed: true, install_command: null },
      { browser: 'chromium', installed: true, install_command: null },
      { browser: 'firefox', installed: false, install_command: 'npx playwright install firefox' },
      { browser: 'edge', installed: true, install_command: null },
      { browser: 'safari', installed: false, install_command: 'npx playwright install webkit' },
    ],
  },
};

describe('Suite form dialog', () => {
  it('offers only the browsers this install can run, and says how to install the others', async () => {
    mockApi({ 'GET /api/testing-users/active': activeUsers, 'GET /api/browsers': chromiumOnly });
    const { dialog } = renderDialog();
    const picker = within(dialog).getByLabelText('Browser') as HTMLSelectElement;

    await waitFor(() =>
      expect(optionNames(picker)).toEqual([
        'chrome',
        'chromium',
        'firefox (not installed)',
        'edge',
        'safari (not installed)',
      ]),
    );
    const disabled = [...picker.options].filter((option) => option.disabled).map((o) => o.value);
    expect(disabled).toEqual(['firefox', 'safari']);
    const hint = document.getElementById(picker.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toBe(
      'Not installed on this Scout; to add one, run on its server: firefox (npx playwright install firefox), safari (npx playwright install webkit).',
    );
  });

  it("keeps an edited suite's browser selectable when this install cannot run it", async () => {
    mockApi({ 'GET /api/testing-users/active': activeUsers, 'GET /api/browsers': chromiumOnly });
    const { dialog } = renderDialog(makeSuite({ browser: 'firefox' }));
    const picker = within(dialog).getByLabelText('Browser') as HTMLSelectElement;

    await waitFor(() =>
      expect(picker.selectedOptions[0]?.textContent).toBe('firefox (not installed)'),
    );
    expect(picker.value).toBe('firefox');
    expect(picker.selectedOptions[0]?.disabled).toBe(false);
    expect(within(picker).getByRole('option', { name: 'safari (not installed)' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('requires a name and a starting URL that is a URL, and sends nothing until they are right', async () => {
    const fetchMock = mockApi({ 'GET /api/testing-users/active': activeUsers });
    const { user, dialog } = renderDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Create suite' }));

    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText(SUITE_MESSAGES.startingUrlRequired)).toBeTruthy();
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');

    await user.type(within(dialog).getByLabelText('Name'), 'Checkout');
    await user.type(within(dialog).getByLabelText('Starting URL'), 'not a url');
    await user.click(within(dialog).getByRole('button', { name: 'Create suite' }));

    expect(await within(dialog).findByText('Please enter a valid URL')).toBeTruthy();
    expect(SUITE_MESSAGES.startingUrlInvalid).toBe('Please enter a valid URL');
    expect(within(dialog).queryByText('Name is required')).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/test-suites')).toEqual([]);
  });

  it('reads a URL typed without a scheme as https, and flags one runs would be blocked from', async () => {
    const warning =
      'Runs will be blocked from https://192.168.1.20/: private addresses are not allowed. An administrator can allow them with SCOUT_ALLOWED_NETWORKS.';
    const fetchMock = mockApi({
      'GET /api/testing-users/active': activeUsers,
      'POST /api/test-suites/check-url': (body) => {
        const url = (body as { starting_url: string }).starting_url;
        return { body: { starting_url: url, warning: url.includes('192.168.') ? warning : null } };
      },
      'POST /api/test-suites': {
        status: 201,
        body: { ...makeSuite(), starting_url_warning: warning },
      },
    });
    const { user, dialog } = renderDialog();
    const url = within(dialog).getByLabelText('Starting URL') as HTMLInputElement;
    await user.type(within(dialog).getByLabelText('Name'), 'Intranet');
    await user.type(url, 'shop.example.com');
    await user.tab();
    expect(url.value).toBe('https://shop.example.com');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/test-suites/check-url')).toContainEqual({
        starting_url: 'https://shop.example.com',
      }),
    );
    expect(within(dialog).queryByRole('note')).toBeNull();

    await user.clear(url);
    await user.type(url, '192.168.1.20');
    const note = await within(dialog).findByRole('note', {}, SLOW);
    expect(note.textContent).toBe(warning);
    expect(url.getAttribute('aria-describedby')).toBe(note.id);
    // A warning, not a refusal: the suite is saved.
    await user.click(within(dialog).getByRole('button', { name: 'Create suite' }));
    expect(await screen.findByText('Test suite created')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/test-suites')).toEqual([
      expect.objectContaining({ starting_url: 'https://192.168.1.20' }),
    ]);
  });

  it('offers only the active testing users, plus No user, and sends the chosen one', async () => {
    const fetchMock = mockApi({
      'GET /api/testing-users/active': activeUsers,
      'POST /api/test-suites': {
        status: 201,
        body: makeSuite({ name: 'Checkout', browser: 'chrome' }),
      },
    });
    const { user, dialog, onOpenChange } = renderDialog();
    const picker = within(dialog).getByLabelText('Testing user');
    await waitFor(() => expect(optionNames(picker)).toEqual(['No user', 'Ann', 'Bob']));
    // The picker's list is the active users' endpoint, not the full (paged) list.
    const calls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(calls.filter((url) => url.startsWith('/api/testing-users'))).toEqual([
      '/api/testing-users/active',
    ]);

    await user.type(within(dialog).getByLabelText('Name'), '  Checkout ');
    await user.type(within(dialog).getByLabelText('Starting URL'), 'https://shop.example.com');
    await user.selectOptions(picker, 'Bob');
    await user.click(within(dialog).getByRole('button', { name: 'Create suite' }));

    expect(await screen.findByText('Test suite created')).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(callsTo(fetchMock, 'POST /api/test-suites')).toEqual([
      {
        name: 'Checkout',
        browser: 'chrome',
        starting_url: 'https://shop.example.com',
        description: null,
        testing_user_id: BOB,
      },
    ]);
  });

  it('keeps offering the inactive user an edited suite links to, marked inactive', async () => {
    mockApi({ 'GET /api/testing-users/active': activeUsers });
    const { dialog } = renderDialog(
      makeSuite({ testing_user_id: GONE, testing_user: ref(GONE, 'Gone', false) }),
    );
    const picker = within(dialog).getByLabelText('Testing user') as HTMLSelectElement;

    await waitFor(() =>
      expect(optionNames(picker)).toEqual(['No user', 'Ann', 'Bob', 'Gone (inactive)']),
    );
    expect(picker.value).toBe(GONE);
  });

  it("says 'Failed to create test suite. Please try again.' when the server fails, and stays open", async () => {
    mockApi({
      'GET /api/testing-users/active': activeUsers,
      'POST /api/test-suites': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
      },
    });
    const { user, dialog, onOpenChange } = renderDialog();
    await user.type(within(dialog).getByLabelText('Name'), 'Checkout');
    await user.type(within(dialog).getByLabelText('Starting URL'), 'https://shop.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create suite' }));

    expect(await screen.findByText('Failed to create test suite. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("says 'Failed to update test suite. Please try again.' when saving an edit fails", async () => {
    const suite = makeSuite();
    const fetchMock = mockApi({
      'GET /api/testing-users/active': activeUsers,
      [`PUT /api/test-suites/${suite.id}`]: {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
      },
    });
    const { user, dialog, onOpenChange } = renderDialog(suite);
    expect((within(dialog).getByLabelText('Browser') as HTMLSelectElement).value).toBe('firefox');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Checkout v2');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Failed to update test suite. Please try again.')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, `PUT /api/test-suites/${suite.id}`)).toEqual([
      {
        name: 'Checkout v2',
        browser: 'firefox',
        starting_url: 'https://shop.example.com',
        description: null,
        testing_user_id: null,
      },
    ]);
  });

  it("says 'You must be logged in to create a test suite.' on a 401 and sends the user to sign in", async () => {
    let isSignedIn = true;
    mockApi({
      'GET /api/session': () => sessionOf(isSignedIn ? makeUser() : null),
      'GET /api/test-suites': { body: { items: [], total: 0, page: 1, pageSize: 10 } },
      'GET /api/testing-users/active': activeUsers,
      'POST /api/test-suites': () => {
        isSignedIn = false;
        return {
          status: 401,
          body: { code: 'UNAUTHENTICATED', message: 'You must be signed in.' },
        };
      },
    });
    const { user, location } = renderApp('/app/test-suites');
    await user.click(await screen.findByRole('button', { name: 'Create Suite' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Create Test Suite' });
    await user.type(within(dialog).getByLabelText('Name'), 'Checkout');
    await user.type(within(dialog).getByLabelText('Starting URL'), 'https://shop.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create suite' }));

    expect(await screen.findByText('You must be logged in to create a test suite.')).toBeTruthy();
    expect(screen.queryByText('Failed to create test suite. Please try again.')).toBeNull();
    await waitFor(() => expect(location()).toBe('/signin?redirect=%2Fapp%2Ftest-suites'));
  }, 30_000);
});
