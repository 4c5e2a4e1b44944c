import { ACCOUNT_MESSAGES } from '@scout/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const SLOW = { timeout: 5000 };
const settings = (overrides: Record<string, unknown> = {}) => ({
  body: { name: 'Ada', email: 'ada@example.com', pendingEmail: null, ...overrides },
});

describe('Account settings page', () => {
  it('asks for a new email with the current password and says where the link went', async () => {
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'GET /api/account': settings(),
      'POST /api/account/email': { body: { message: ACCOUNT_MESSAGES.emailChangeSent } },
    });
    const { user } = renderApp('/app/account');
    await user.type(await screen.findByLabelText('New email', {}, SLOW), 'Ada@New.example');
    await user.type(screen.getByLabelText('Current password'), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailChangeSent)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/account/email')).toEqual([
      { newEmail: 'ada@new.example', currentPassword: 'my-password' },
    ]);
  });

  it('shows a wrong current password under its field', async () => {
    mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'GET /api/account': settings({ pendingEmail: 'ada@waiting.example' }),
      'POST /api/account/email': {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: ACCOUNT_MESSAGES.currentPasswordWrong,
          fields: { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong },
        },
      },
    });
    const { user } = renderApp('/app/account');
    expect(await screen.findByText('ada@waiting.example', {}, SLOW)).toBeTruthy();
    await user.type(screen.getByLabelText('New email'), 'ada@new.example');
    await user.type(screen.getByLabelText('Current password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  });

  it('deletes the account only once its email is typed back, then leaves the app', async () => {
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'GET /api/account': settings(),
      'DELETE /api/account': { body: { message: ACCOUNT_MESSAGES.accountDeleted } },
    });
    const { user, location } = renderApp('/app/account');
    const confirm = await screen.findByLabelText('Type ada@example.com to confirm', {}, SLOW);
    const remove = screen.getByRole('button', { name: 'Delete my account' });
    await user.type(confirm, 'ada@example');
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    await user.type(confirm, '.com');
    expect((remove as HTMLButtonElement).disabled).toBe(false);
    await user.click(remove);
    expect(await screen.findByText(ACCOUNT_MESSAGES.accountDeleted, {}, SLOW)).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/account')).toEqual([{ email: 'ada@example.com' }]);
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('says why the last administrator cannot delete their account', async () => {
    mockApi({
      'GET /api/session': sessionOf(makeUser({ isAdmin: true })),
      'GET /api/account': settings(),
      'DELETE /api/account': {
        status: 409,
        body: { code: 'CONFLICT', message: ACCOUNT_MESSAGES.lastAdmin },
      },
    });
    const { user } = renderApp('/app/account');
    await user.type(
      await screen.findByLabelText('Type ada@example.com to confirm', {}, SLOW),
      'ada@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(ACCOUNT_MESSAGES.lastAdmin)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Account settings' })).toBeTruthy();
  });
});

describe('password rules', () => {
  it('are shown under the sign-up password before any submission', async () => {
    mockApi({ 'GET /api/session': sessionOf(null) });
    renderApp('/signup');
    const password = await screen.findByLabelText('Password', {}, SLOW);
    const hint = screen.getByText(ACCOUNT_MESSAGES.passwordRules);
    expect(password.getAttribute('aria-describedby')).toContain(hint.id);
  });

  it('are not shown where a password is only typed to sign in', async () => {
    mockApi({ 'GET /api/session': sessionOf(null) });
    renderApp('/signin');
    await screen.findByLabelText('Password', {}, SLOW);
    expect(screen.queryByText(ACCOUNT_MESSAGES.passwordRules)).toBeNull();
  });

  it('are shown under the new password of the reset form', async () => {
    mockApi({ 'GET /api/session': sessionOf(null) });
    renderApp('/reset-password?token=abc');
    await screen.findByLabelText('New password', {}, SLOW);
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordRules)).toBeTruthy();
  });
});
