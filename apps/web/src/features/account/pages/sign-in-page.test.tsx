import { ACCOUNT_MESSAGES } from '@scout/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

async function fillAndSubmit(
  user: ReturnType<typeof renderApp>['user'],
  email: string,
  password: string,
) {
  if (email) await user.type(await screen.findByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('Sign in page', () => {
  it('shows the validation messages under the fields and does not call the server', async () => {
    const fetchMock = mockApi({ 'GET /api/session': sessionOf(null) });
    const { user } = renderApp('/signin');

    await fillAndSubmit(user, 'not-an-email', '123');

    expect(await screen.findByText(ACCOUNT_MESSAGES.invalidEmail)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordTooShort)).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, 'POST /api/session/sign-in')).toHaveLength(0);
  });

  it('shows the Login Failed message when the server answers 401', async () => {
    mockApi({
      'GET /api/session': sessionOf(null),
      'POST /api/session/sign-in': {
        status: 401,
        body: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
      },
    });
    const { user, location } = renderApp('/signin');

    await fillAndSubmit(user, 'ada@example.com', 'wrong-password');

    expect(await screen.findByText(ACCOUNT_MESSAGES.loginFailed)).toBeTruthy();
    expect(location()).toBe('/signin');

    // The next attempt, stopped by a field error, no longer shows the last answer beside it.
    await user.clear(screen.getByLabelText('Email'));
    await fillAndSubmit(user, 'not-an-email', '');
    expect(await screen.findByText(ACCOUNT_MESSAGES.invalidEmail)).toBeTruthy();
    expect(screen.queryByText(ACCOUNT_MESSAGES.loginFailed)).toBeNull();
  });

  it("shows the server's message for other errors, such as an unconfirmed email", async () => {
    mockApi({
      'GET /api/session': sessionOf(null),
      'POST /api/session/sign-in': {
        status: 403,
        body: { code: 'EMAIL_NOT_VERIFIED', message: ACCOUNT_MESSAGES.emailNotVerified },
      },
    });
    const { user } = renderApp('/signin');

    await fillAndSubmit(user, 'ada@example.com', 'secret123');

    expect(await screen.findByText(ACCOUNT_MESSAGES.emailNotVerified)).toBeTruthy();
  });

  it('offers to resend the confirmation email to an unconfirmed account, and says when it is limited', async () => {
    let resends = 0;
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(null),
      'POST /api/session/sign-in': {
        status: 403,
        body: { code: 'EMAIL_NOT_VERIFIED', message: ACCOUNT_MESSAGES.emailNotVerified },
      },
      'POST /api/account/confirmation/resend': () =>
        ++resends === 1
          ? { body: { message: ACCOUNT_MESSAGES.confirmationResent } }
          : {
              status: 429,
              body: {
                code: 'RATE_LIMITED',
                message: 'Too many confirmation email requests. Please try again in 15 minutes.',
              },
            },
    });
    const { user } = renderApp('/signin');
    await fillAndSubmit(user, 'ada@example.com', 'secret123');
    const resend = await screen.findByRole('button', { name: 'Resend confirmation email' });
    await user.click(resend);
    expect(await screen.findByText(ACCOUNT_MESSAGES.confirmationResent)).toBeTruthy();
    await user.click(resend);
    expect(
      await screen.findByText(
        'Too many confirmation email requests. Please try again in 15 minutes.',
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/account/confirmation/resend')).toEqual([
      { email: 'ada@example.com' },
      { email: 'ada@example.com' },
    ]);
  });

  it('offers no resend after a wrong password', async () => {
    mockApi({
      'GET /api/session': sessionOf(null),
      'POST /api/session/sign-in': {
        status: 401,
        body: { code: 'INVALID_CREDENTIALS', message: ACCOUNT_MESSAGES.loginFailed },
      },
    });
    const { user } = renderApp('/signin');
    await fillAndSubmit(user, 'ada@example.com', 'secret123');
    expect(await screen.findByText(ACCOUNT_MESSAGES.loginFailed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend confirmation email' })).toBeNull();
  });

  it('goes to the redirect path after signing in, with the email sent lowercased', async () => {
    let isSignedIn = false;
    const fetchMock = mockApi({
      'GET /api/session': () => sessionOf(isSignedIn ? makeUser() : null),
      'POST /api/session/sign-in': () => {
        isSignedIn = true;
        return sessionOf(makeUser());
      },
    });
    const { user, location } = renderApp('/signin?redirect=%2Fapp%2Ftests%3Fpage%3D2');

    await fillAndSubmit(user, 'Ada@Example.com', 'secret123');

    await waitFor(() => expect(location()).toBe('/app/tests?page=2'));
    expect(await screen.findByRole('heading', { name: 'Tests' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/session/sign-in')).toEqual([
      { email: 'ada@example.com', password: 'secret123' },
    ]);
  });

  it('never follows a redirect to another site', async () => {
    let isSignedIn = false;
    mockApi({
      'GET /api/session': () => sessionOf(isSignedIn ? makeUser() : null),
      'POST /api/session/sign-in': () => {
        isSignedIn = true;
        return sessionOf(makeUser());
      },
    });
    const { user, location } = renderApp('/signin?redirect=https%3A%2F%2Fevil.example%2Fapp');

    await fillAndSubmit(user, 'ada@example.com', 'secret123');

    await waitFor(() => expect(location()).toBe('/app'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('sends someone who is already signed in straight to the redirect path', async () => {
    mockApi({ 'GET /api/session': sessionOf(makeUser()) });
    const { location } = renderApp('/signin?redirect=%2Fapp%2Ftesting-users');

    expect(await screen.findByRole('heading', { name: 'Testing Users' })).toBeTruthy();
    expect(location()).toBe('/app/testing-users');
  });

  it('links to sign up and to the beta application', async () => {
    mockApi({ 'GET /api/session': sessionOf(null) });
    renderApp('/signin');

    expect((await screen.findByRole('link', { name: 'Sign up' })).getAttribute('href')).toBe(
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Apply for beta access' }).getAttribute('href')).toBe(
      '/beta',
    );
  });
});
