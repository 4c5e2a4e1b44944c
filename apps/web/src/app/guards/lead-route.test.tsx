import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('/waiting-list', () => {
  it('shows a signed-in lead the waiting-list screen with a testing joke', async () => {
    mockApi({ 'GET /api/session': sessionOf(makeUser({ isLead: true })) });
    const { location } = renderApp('/waiting-list');

    expect(
      await screen.findByRole('heading', { name: "You're on the Waiting List!" }),
    ).toBeTruthy();
    expect(screen.getByRole('blockquote').textContent).not.toBe('');
    expect(location()).toBe('/waiting-list');
  });

  it('sends a visitor without a session to sign in, to come back here after', async () => {
    mockApi({ 'GET /api/session': sessionOf(null) });
    const { location } = renderApp('/waiting-list');

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(location()).toBe('/signin?redirect=%2Fwaiting-list');
    expect(screen.queryByText("You're on the Waiting List!")).toBeNull();
  });

  it('sends a signed-in user who is not a lead to the app', async () => {
    mockApi({ 'GET /api/session': sessionOf(makeUser({ isLead: false })) });
    const { location } = renderApp('/waiting-list');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(location()).toBe('/app');
  });

  it('says so when the check fails, and tries again on request', async () => {
    let isDown = true;
    mockApi({
      'GET /api/session': () =>
        isDown
          ? { status: 500, body: { code: 'INTERNAL', message: 'boom' } }
          : sessionOf(makeUser({ isLead: true })),
    });
    const { user } = renderApp('/waiting-list');

    expect(
      await screen.findByText('Failed to check waiting list status. Please try again.'),
    ).toBeTruthy();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: "You're on the Waiting List!" }),
    ).toBeTruthy();
  });

  it('sends a lead who signs in to the waiting list', async () => {
    let isSignedIn = false;
    mockApi({
      'GET /api/session': () => sessionOf(isSignedIn ? makeUser({ isLead: true }) : null),
      'POST /api/session/sign-in': () => {
        isSignedIn = true;
        return sessionOf(makeUser({ isLead: true }));
      },
    });
    const { user, location } = renderApp('/signin');

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByRole('heading', { name: "You're on the Waiting List!" }),
    ).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/waiting-list'));
  });
});
