import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('Protected /app routes', () => {
  it('shows a spinner while the session is checked', async () => {
    let answer: (value: ReturnType<typeof sessionOf>) => void = () => {};
    mockApi({ 'GET /api/session': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/app');

    expect(await screen.findByRole('status', { name: 'Checking your session' })).toBeTruthy();
    answer(sessionOf(makeUser()));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('sends a visitor without a session to sign in, keeping the path and query', async () => {
    mockApi({ 'GET /api/session': sessionOf(null) });
    const { location, router } = renderApp('/app/test-suites?page=2&size=20');

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(location()).toBe('/signin?redirect=%2Fapp%2Ftest-suites%3Fpage%3D2%26size%3D20');
    // History was replaced, so Back does not return to the page that bounced.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('treats a failed session check as signed out', async () => {
    mockApi({ 'GET /api/session': { status: 500, body: { code: 'INTERNAL', message: 'boom' } } });
    const { location } = renderApp('/app');

    await waitFor(() => expect(location()).toBe('/signin?redirect=%2Fapp'));
  });

  it('shows the dashboard and the sidebar to a signed-in user', async () => {
    mockApi({ 'GET /api/session': sessionOf(makeUser()) });
    renderApp('/app');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Welcome to your test management dashboard')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Dashboard', '/app'],
      ['Test Suites', '/app/test-suites'],
      ['Tests', '/app/tests'],
      ['Testing Users', '/app/testing-users'],
      ['Integrations', '/app/integrations'],
    ]);
    expect(screen.getByRole('button', { name: /Profile/ }).textContent).toContain(
      'ada@example.com',
    );
  });

  it('re-checks the session when a call answers 401 and sends the user to sign in', async () => {
    let isSignedIn = true;
    mockApi({
      'GET /api/session': () => sessionOf(isSignedIn ? makeUser() : null),
      'POST /api/feedback': () => {
        isSignedIn = false; // the session expired on the server
        return {
          status: 401,
          body: { code: 'UNAUTHENTICATED', message: 'You must be logged in to submit feedback' },
        };
      },
    });
    const { user, location } = renderApp('/app/tests');

    await user.click(await screen.findByRole('button', { name: 'Feedback' }));
    await user.type(await screen.findByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(location()).toBe('/signin?redirect=%2Fapp%2Ftests'));
  });

  it('sends a lead to the waiting list instead of the app', async () => {
    mockApi({ 'GET /api/session': sessionOf(makeUser({ isLead: true })) });
    const { location } = renderApp('/app/tests');

    expect(
      await screen.findByRole('heading', { name: "You're on the Waiting List!" }),
    ).toBeTruthy();
    expect(location()).toBe('/waiting-list');
  });

  it('collapses the sidebar with the hamburger button', async () => {
    mockApi({ 'GET /api/session': sessionOf(makeUser()) });
    const { user } = renderApp('/app');

    const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' });
    const sidebar = document.getElementById('app-sidebar')!;
    expect(sidebar.className).toContain('w-64');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(sidebar.className).toContain('w-20');
    // Hovering the narrow sidebar widens it again.
    await user.hover(sidebar);
    expect(sidebar.className).toContain('w-64');
  });
});
