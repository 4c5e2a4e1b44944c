import { ACCOUNT_MESSAGES } from '@scout/shared';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('Email confirmation page', () => {
  it('fails with "Missing confirmation parameters" without token and type', async () => {
    const fetchMock = mockApi({ 'GET /api/session': sessionOf(null) });
    const { user, location } = renderApp('/auth/confirm?token=abc');

    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.missingConfirmationParams)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/account/confirm')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(location()).toBe('/signin');
  });

  it("shows the server's message when verification fails", async () => {
    mockApi({
      'GET /api/session': sessionOf(null),
      'POST /api/account/confirm': {
        status: 400,
        body: { code: 'VERIFICATION_FAILED', message: 'Email link is invalid or has expired' },
      },
    });
    const { user, location } = renderApp('/auth/confirm?token=abc&type=signup');

    expect(await screen.findByText('Email link is invalid or has expired')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Verification Failed' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(location()).toBe('/');
  });

  it.each([
    ['the server fails without a reason', { status: 500, body: 'not json' }],
    [
      'the server answers 500',
      {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
      },
    ],
  ])("falls back to the spec's message when %s", async (_case, answer) => {
    mockApi({ 'GET /api/session': sessionOf(null), 'POST /api/account/confirm': answer });
    renderApp('/auth/confirm?token=abc&type=signup');

    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(ACCOUNT_MESSAGES.verifyFailed);
    expect(ACCOUNT_MESSAGES.verifyFailed).toBe(
      'Failed to verify your email. Please try signing in again.',
    );
  });

  it("falls back to the spec's message when the server cannot be reached", async () => {
    const fetchMock = mockApi({ 'GET /api/session': sessionOf(null) });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/account/confirm') throw new TypeError('Failed to fetch');
      return answer(input, init);
    });
    const { user, location } = renderApp('/auth/confirm?token=abc&type=signup');

    expect(
      await screen.findByText('Failed to verify your email. Please try signing in again.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Verification Failed' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(location()).toBe('/signin');
  });

  it('verifies once, shows Email Verified! and opens the dashboard after 3 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    let isSignedIn = false;
    const fetchMock = mockApi({
      'GET /api/session': () => sessionOf(isSignedIn ? makeUser() : null),
      'POST /api/account/confirm': () => {
        isSignedIn = true;
        return { body: { ok: true } };
      },
    });
    const { location } = renderApp('/auth/confirm?token=abc&type=signup', { withUserEvent: false });

    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/account/confirm')).toEqual([
      { token: 'abc', type: 'signup' },
    ]);

    await act(() => vi.advanceTimersByTimeAsync(2_800));
    expect(location()).toBe('/auth/confirm?token=abc&type=signup');

    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(location()).toBe('/app');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });
});
