import type { TestingUser } from '@scout/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, makeTestingUser, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { TestingUserFormDialog } from './testing-user-form-dialog';

const ID = '00000000-0000-4000-8000-000000000001';

function renderDialog(testingUser?: TestingUser) {
  const onOpenChange = vi.fn();
  const view = renderWithProviders(
    <TestingUserFormDialog open onOpenChange={onOpenChange} user={testingUser} />,
  );
  const dialog = screen.getByRole('dialog');
  const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
  return { ...view, onOpenChange, dialog, field };
}

/** What each field of the dialog is described by, as text; throws on an id that is not there. */
function descriptions(dialog: HTMLElement) {
  const described: Record<string, string> = {};
  for (const control of dialog.querySelectorAll('[aria-describedby]')) {
    const ids = control.getAttribute('aria-describedby')!.split(' ');
    described[control.id] = ids
      .map((id) => {
        const target = document.getElementById(id);
        if (!target) throw new Error(`${control.id} is described by #${id}, which is not there`);
        return target.textContent;
      })
      .join(' | ');
  }
  return described;
}

describe('Testing user form dialog', () => {
  it('requires a name, and an email and password for email_password users', async () => {
    const fetchMock = mockApi({});
    const { user, dialog, field } = renderDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Create testing user' }));

    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Email is required')).toBeTruthy();
    expect(within(dialog).getByText('Password is required')).toBeTruthy();

    await user.type(field('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Create testing user' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/testing-users')).toEqual([]);
  });

  it('requires a cookie key and value for cookie users', async () => {
    const fetchMock = mockApi({});
    const { user, dialog } = renderDialog();

    await user.selectOptions(within(dialog).getByLabelText('Auth type'), 'Cookie');
    expect(within(dialog).queryByLabelText('Email')).toBeNull();
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create testing user' }));

    expect(await within(dialog).findByText('Cookie key is required')).toBeTruthy();
    expect(within(dialog).getByText('Cookie value is required')).toBeTruthy();
    expect(within(dialog).queryByText('Email is required')).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/testing-users')).toEqual([]);
  });

  it("clears the other type's fields when the auth type changes, and sends only the chosen type's", async () => {
    const fetchMock = mockApi({
      'POST /api/testing-users': { status: 201, body: makeTestingUser() },
    });
    const { user, dialog, field, onOpenChange } = renderDialog();
    const authType = within(dialog).getByLabelText('Auth type');

    await user.type(field('Name'), 'Session Sam');
    await user.type(field('Email'), 'sam@example.com');
    await user.type(field('Password'), 'secret');
    await user.selectOptions(authType, 'Cookie');
    await user.type(field('Cookie key'), 'session_id');
    await user.type(field('Cookie value'), 'abc123');

    await user.selectOptions(authType, 'Email and password');
    expect(field('Email').value).toBe('');
    expect(field('Password').value).toBe('');
    await user.selectOptions(authType, 'Cookie');
    expect(field('Cookie key').value).toBe('');
    expect(field('Cookie value').value).toBe('');

    await user.type(field('Cookie key'), 'session_id');
    await user.type(field('Cookie value'), 'abc123');
    await user.click(within(dialog).getByRole('button', { name: 'Create testing user' }));

    expect(await screen.findByText('Testing user created')).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(callsTo(fetchMock, 'POST /api/testing-users')).toEqual([
      {
        name: 'Session Sam',
        auth_type: 'cookie',
        email: null,
        password: null,
        cookie_key: 'session_id',
        cookie_value: 'abc123',
        role: null,
        description: null,
        is_active: true,
      },
    ]);
  });

  it('on edit a blank password keeps the current one: no error and no new password sent', async () => {
    const fetchMock = mockApi({
      [`PUT /api/testing-users/${ID}`]: {
        body: makeTestingUser({ name: 'Ada L.', role: 'Admin' }),
      },
    });
    const { user, dialog, field } = renderDialog(makeTestingUser({ role: 'Admin' }));
    expect(field('Password').value).toBe('');
    expect(within(dialog).getByText(/Leave blank to keep the current password\./)).toBeTruthy();

    await user.clear(field('Name'));
    await user.type(field('Name'), 'Ada L.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Testing user updated')).toBeTruthy();
    expect(within(dialog).queryByText('Password is required')).toBeNull();
    expect(callsTo(fetchMock, `PUT /api/testing-users/${ID}`)).toEqual([
      {
        name: 'Ada L.',
        auth_type: 'email_password',
        email: 'ada@example.com',
        password: null,
        cookie_key: null,
        cookie_value: null,
        role: 'Admin',
        description: null,
        is_active: true,
      },
    ]);
  });

  it('describes a field by its help and its error only when they are shown', async () => {
    mockApi({});
    const created = renderDialog();
    expect(descriptions(created.dialog)).toEqual({});
    await created.user.click(
      within(created.dialog).getByRole('button', { name: 'Create testing user' }),
    );
    await within(created.dialog).findByText('Name is required');
    expect(descriptions(created.dialog)).toEqual({
      'testing-user-name': 'Name is required',
      'testing-user-email': 'Email is required',
      'testing-user-password': 'Password is required',
    });
    created.unmount();

    const edited = renderDialog(makeTestingUser());
    const keep = 'Password set Mar 4, 2026. Leave blank to keep the current password.';
    expect(descriptions(edited.dialog)).toEqual({ 'testing-user-password': keep });
    await edited.user.clear(edited.field('Name'));
    await edited.user.clear(edited.field('Email'));
    await edited.user.click(within(edited.dialog).getByRole('button', { name: 'Save changes' }));
    await within(edited.dialog).findByText('Name is required');
    expect(descriptions(edited.dialog)).toEqual({
      'testing-user-name': 'Name is required',
      'testing-user-email': 'Email is required',
      'testing-user-password': keep,
    });
  });

  it("shows the server's message when saving fails", async () => {
    mockApi({
      'POST /api/testing-users': {
        status: 409,
        body: { code: 'CONFLICT', message: 'A testing user with this email already exists' },
      },
    });
    const { user, dialog, field, onOpenChange } = renderDialog();
    await user.type(field('Name'), 'Ada');
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Create testing user' }));

    expect(await screen.findByText('Failed to create testing user')).toBeTruthy();
    expect(screen.getByText('A testing user with this email already exists')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
