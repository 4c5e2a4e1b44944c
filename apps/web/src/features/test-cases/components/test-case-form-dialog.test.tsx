import { TEST_CASE_MESSAGES, type Test, type TestingUserRef } from '@scout/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { TestCaseFormDialog } from './test-case-form-dialog';

const ANN = '00000000-0000-4000-8000-0000000000a1';
const BOB = '00000000-0000-4000-8000-0000000000b2';
const CHECKOUT = '00000000-0000-4000-8000-000000000001';
const BLOG = '00000000-0000-4000-8000-000000000002';
const TEST_ID = '00000000-0000-4000-8000-000000000009';
const FAILURE = {
  status: 500,
  body: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
};

function ref(id: string, name: string): TestingUserRef {
  return { id, name, auth_type: 'email_password', is_active: true, role: null };
}

const lists = {
  'GET /api/testing-users/active': { body: { items: [ref(ANN, 'Ann'), ref(BOB, 'Bob')] } },
  'GET /api/test-suites/options': {
    body: {
      items: [
        {
          id: CHECKOUT,
          name: 'Checkout',
          starting_url: 'https://shop.example.com',
          testing_user_id: BOB,
        },
        { id: BLOG, name: 'Blog', starting_url: 'https://blog.example.com', testing_user_id: null },
      ],
    },
  },
};

function makeTest(overrides: Partial<Test> = {}): Test {
  return {
    id: TEST_ID,
    name: 'Pay by card',
    description: null,
    test_objective: 'Pay for a book by card',
    test_suite_id: CHECKOUT,
    testing_user_id: ANN,
    status: 'READY',
    created_at: '2026-03-04T10:00:00.000Z',
    updated_at: '2026-03-04T10:00:00.000Z',
    is_editable: true,
    is_deletable: true,
    test_suite: { id: CHECKOUT, name: 'Checkout', browser: 'chrome' },
    testing_user: ref(ANN, 'Ann'),
    ...overrides,
  };
}

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

function renderDialog(props: { test?: Test; fixedSuiteId?: string } = {}) {
  const onOpenChange = vi.fn();
  const view = renderWithProviders(
    <TestCaseFormDialog open onOpenChange={onOpenChange} {...props} />,
  );
  return { ...view, onOpenChange, dialog: screen.getByRole('dialog') };
}

describe('Test form dialog', () => {
  it('from the general list requires a suite, a name, an objective and a testing user', async () => {
    const fetchMock = mockApi(lists);
    const { user, dialog } = renderDialog();
    await within(dialog).findByRole('option', { name: 'Checkout' });

    await user.click(within(dialog).getByRole('button', { name: 'Create test' }));

    expect(await within(dialog).findByText('Test suite is required')).toBeTruthy();
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Please describe what you want to test')).toBeTruthy();
    expect(within(dialog).getByText('Testing user is required')).toBeTruthy();
    expect([
      TEST_CASE_MESSAGES.suiteRequired,
      TEST_CASE_MESSAGES.objectiveRequired,
      TEST_CASE_MESSAGES.testingUserRequired,
    ]).toEqual([
      'Test suite is required',
      'Please describe what you want to test',
      'Testing user is required',
    ]);
    expect(callsTo(fetchMock, 'POST /api/tests')).toEqual([]);
  });

  it("needs a testing user when the chosen suite has none, and starts on the suite's own user", async () => {
    const fetchMock = mockApi({ ...lists, 'POST /api/tests': { status: 201, body: makeTest() } });
    const { user, dialog, onOpenChange } = renderDialog();
    const suitePicker = within(dialog).getByLabelText('Test suite');
    const userPicker = within(dialog).getByLabelText('Testing user') as HTMLSelectElement;
    await within(dialog).findByRole('option', { name: 'Blog' });

    await user.selectOptions(suitePicker, 'Blog');
    expect(userPicker.value).toBe('');
    await user.type(within(dialog).getByLabelText('Name'), 'Read a post');
    await user.type(
      within(dialog).getByLabelText('What do you want to test?'),
      'Open the latest post',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create test' }));
    expect(await within(dialog).findByText('Testing user is required')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/tests')).toEqual([]);

    await user.selectOptions(suitePicker, 'Checkout');
    expect(userPicker.value).toBe(BOB);
    await user.click(within(dialog).getByRole('button', { name: 'Create test' }));

    expect(await screen.findByText('Test created')).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(callsTo(fetchMock, 'POST /api/tests')).toEqual([
      {
        test_suite_id: CHECKOUT,
        name: 'Read a post',
        test_objective: 'Open the latest post',
        description: null,
        testing_user_id: BOB,
      },
    ]);
  });

  it('in a suite-filtered list does not ask for the suite', async () => {
    const fetchMock = mockApi({ ...lists, 'POST /api/tests': { status: 201, body: makeTest() } });
    const { user, dialog } = renderDialog({ fixedSuiteId: CHECKOUT });
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Testing user') as HTMLSelectElement).value).toBe(BOB),
    );
    expect(within(dialog).queryByLabelText('Test suite')).toBeNull();

    await user.type(within(dialog).getByLabelText('Name'), 'Pay by card');
    await user.type(
      within(dialog).getByLabelText('What do you want to test?'),
      'Pay for a book by card',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create test' }));

    expect(await screen.findByText('Test created')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/tests')).toMatchObject([
      { test_suite_id: CHECKOUT, testing_user_id: BOB },
    ]);
  });

  it("starts on the suite's testing user every time it is opened, not only the first", async () => {
    mockApi(lists);
    const onOpenChange = vi.fn();
    const dialogIn = (open: boolean) => (
      <TestCaseFormDialog open={open} onOpenChange={onOpenChange} fixedSuiteId={CHECKOUT} />
    );
    const { rerender } = renderWithProviders(
      <TestCaseFormDialog open onOpenChange={onOpenChange} fixedSuiteId={CHECKOUT} />,
    );
    const picked = () =>
      (within(screen.getByRole('dialog')).getByLabelText('Testing user') as HTMLSelectElement)
        .value;
    await waitFor(() => expect(picked()).toBe(BOB));
    rerender(dialogIn(false));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    rerender(dialogIn(true));
    await waitFor(() => expect(picked()).toBe(BOB));
  });

  it("says 'Failed to create test' when the server fails, and stays open", async () => {
    mockApi({ ...lists, 'POST /api/tests': FAILURE });
    const { user, dialog, onOpenChange } = renderDialog({ fixedSuiteId: CHECKOUT });
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Testing user') as HTMLSelectElement).value).toBe(BOB),
    );
    await user.type(within(dialog).getByLabelText('Name'), 'Pay by card');
    await user.type(
      within(dialog).getByLabelText('What do you want to test?'),
      'Pay for a book by card',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create test' }));

    expect(await screen.findByText('Failed to create test')).toBeTruthy();
    expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("edits name, objective and testing user; says 'Failed to update test' when the server fails", async () => {
    const fetchMock = mockApi({ ...lists, [`PUT /api/tests/${TEST_ID}`]: FAILURE });
    const { user, dialog, onOpenChange } = renderDialog({ test: makeTest() });
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Testing user') as HTMLSelectElement).value).toBe(ANN),
    );

    await user.clear(within(dialog).getByLabelText('Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(callsTo(fetchMock, `PUT /api/tests/${TEST_ID}`)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Name'), 'Pay by card again');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Failed to update test')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, `PUT /api/tests/${TEST_ID}`)).toEqual([
      {
        name: 'Pay by card again',
        test_objective: 'Pay for a book by card',
        description: null,
        testing_user_id: ANN,
        test_suite_id: CHECKOUT,
      },
    ]);
  });

  it('moves an edited test to another suite, keeping its testing user, and shows the name clash', async () => {
    const taken =
      'A test with this name already exists in this test suite. Please choose another name.';
    const fetchMock = mockApi({
      ...lists,
      [`PUT /api/tests/${TEST_ID}`]: {
        status: 409,
        body: { code: 'CONFLICT', message: taken, fields: { name: taken } },
      },
    });
    const { user, dialog, onOpenChange } = renderDialog({ test: makeTest() });
    const suite = within(dialog).getByLabelText('Test suite') as HTMLSelectElement;
    await within(dialog).findByRole('option', { name: 'Blog' });
    expect(suite.value).toBe(CHECKOUT);
    // No "Select a test suite": a test is always in one.
    expect(optionNames(suite)).toEqual(['Checkout', 'Blog']);
    await user.selectOptions(suite, 'Blog');
    expect((within(dialog).getByLabelText('Testing user') as HTMLSelectElement).value).toBe(ANN);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByText(taken)).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, `PUT /api/tests/${TEST_ID}`)).toEqual([
      expect.objectContaining({ test_suite_id: BLOG, testing_user_id: ANN }),
    ]);
  });

  it('says where to make a testing user when there is none, with a link there', async () => {
    mockApi({ ...lists, 'GET /api/testing-users/active': { body: { items: [] } } });
    renderDialog();
    const link = await screen.findByRole('link', { name: 'Create a testing user' });
    expect(link.getAttribute('href')).toBe('/app/testing-users');
    expect(screen.getByText(/No testing users yet: a test signs in as one\./)).toBeTruthy();
  });
});
