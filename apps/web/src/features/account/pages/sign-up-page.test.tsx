import { ACCOUNT_MESSAGES } from '@scout/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

async function fillForm(
  user: ReturnType<typeof renderApp>['user'],
  values: Record<string, string>,
) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(await screen.findByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('Sign up page', () => {
  it('asks for the beta access code and checks email and password', async () => {
    const fetchMock = mockApi({ 'GET /api/session': sessionOf(null) });
    const { user } = renderApp('/signup');

    await fillForm(user, { Email: 'nope', Password: '12345', 'Beta Access Code': '   ' });

    expect(await screen.findByText(ACCOUNT_MESSAGES.accessCodeRequired)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.invalidEmail)).toBeTruthy();
    // New passwords need 8 characters (issue 15); signing in still takes the spec's 6.
    expect(screen.getByText(ACCOUNT_MESSAGES.weakPassword)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/account/sign-up')).toHaveLength(0);
  });

  it.each([
    [400, 'ACCESS_CODE_USED', ACCOUNT_MESSAGES.accessCodeUsed],
    [400, 'APPLICATION_NOT_APPROVED', ACCOUNT_MESSAGES.applicationNotApproved],
    [409, 'EMAIL_TAKEN', ACCOUNT_MESSAGES.alreadyRegistered],
    [500, 'INTERNAL', ACCOUNT_MESSAGES.accessCodeCheckFailed],
  ])('shows the server error %i %s as returned', async (status, code, message) => {
    mockApi({
      'GET /api/session': sessionOf(null),
      'POST /api/account/sign-up': { status, body: { code, message } },
    });
    const { user, location } = renderApp('/signup');

    await fillForm(user, {
      Email: 'ada@example.com',
      Password: 'secret123',
      'Beta Access Code': 'ABC123',
    });

    expect(await screen.findByText(message)).toBeTruthy();
    expect(location()).toBe('/signup');
  });

  it("says 'Invalid access code or email combination' and keeps the form for a correction", async () => {
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(null),
      'POST /api/account/sign-up': {
        status: 400,
        body: { code: 'ACCESS_CODE_INVALID', message: 'Invalid access code or email combination' },
      },
    });
    const { user, location } = renderApp('/signup');

    await fillForm(user, {
      Email: 'ada@example.com',
      Password: 'secret123',
      'Beta Access Code': 'WRONG1',
    });

    expect(await screen.findByText('Invalid access code or email combination')).toBeTruthy();
    expect(ACCOUNT_MESSAGES.accessCodeInvalid).toBe('Invalid access code or email combination');
    expect(location()).toBe('/signup');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect((screen.getByLabelText('Beta Access Code') as HTMLInputElement).value).toBe('WRONG1');
    expect(callsTo(fetchMock, 'POST /api/account/sign-up')).toEqual([
      { email: 'ada@example.com', password: 'secret123', accessCode: 'WRONG1' },
    ]);
  });

  it('puts field messages from a server validation error under the fields', async () => {
    mockApi({
      'GET /api/session': sessionOf(null),
      'POST /api/account/sign-up': {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Invalid request',
          fields: { password: ACCOUNT_MESSAGES.weakPassword },
        },
      },
    });
    const { user } = renderApp('/signup');

    await fillForm(user, {
      Email: 'ada@example.com',
      Password: 'secret123',
      'Beta Access Code': 'ABC123',
    });

    expect(await screen.findByText(ACCOUNT_MESSAGES.weakPassword)).toBeTruthy();
  });

  it('goes to the confirmation notice, which shows the email', async () => {
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(null),
      'POST /api/account/sign-up': { status: 201, body: { email: 'ada@example.com' } },
    });
    const { user, location } = renderApp('/signup');

    await fillForm(user, {
      Email: 'ada@example.com',
      Password: 'secret123',
      'Beta Access Code': ' ABC123 ',
    });

    expect(await screen.findByRole('heading', { name: 'Confirm Your Email' })).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/auth/confirmation-sent'));
    expect(callsTo(fetchMock, 'POST /api/account/sign-up')).toEqual([
      { email: 'ada@example.com', password: 'secret123', accessCode: 'ABC123' },
    ]);
    expect(screen.getByRole('link', { name: 'Return to Sign In' }).getAttribute('href')).toBe(
      '/signin',
    );
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });

  it('fills in the email from the access-code email link (/signup?email=)', async () => {
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(null),
      'POST /api/account/sign-up': { status: 201, body: { email: 'ada+beta@example.com' } },
    });
    const { user } = renderApp('/signup?email=ada%2Bbeta%40example.com');

    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.value).toBe('ada+beta@example.com');
    await fillForm(user, { Password: 'secret123', 'Beta Access Code': 'SCOUT-ABCD-EFGH' });

    await screen.findByRole('heading', { name: 'Confirm Your Email' });
    expect(callsTo(fetchMock, 'POST /api/account/sign-up')).toEqual([
      { email: 'ada+beta@example.com', password: 'secret123', accessCode: 'SCOUT-ABCD-EFGH' },
    ]);
  });
});
