import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('App shell', () => {
  it('logs out: goes home, shows the success toast and forgets the session', async () => {
    let isSignedIn = true;
    const fetchMock = mockApi({
      'GET /api/session': () => sessionOf(isSignedIn ? makeUser() : null),
      'POST /api/session/sign-out': () => {
        isSignedIn = false;
        return { body: { ok: true } };
      },
    });
    const { user, location, router } = renderApp('/app');

    await user.click(await screen.findByRole('button', { name: /Profile/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully')).toBeTruthy();
    expect(screen.getByText('You have been logged out of your account.')).toBeTruthy();
    expect(location()).toBe('/');
    expect(callsTo(fetchMock, 'POST /api/session/sign-out')).toHaveLength(1);

    await router.navigate('/app');
    await waitFor(() => expect(location()).toBe('/signin?redirect=%2Fapp'));
  });

  it('stays put and says so when logging out fails', async () => {
    mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'POST /api/session/sign-out': { status: 500, body: { code: 'INTERNAL', message: 'boom' } },
    });
    const { user, location } = renderApp('/app');

    await user.click(await screen.findByRole('button', { name: /Profile/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('Error logging out')).toBeTruthy();
    expect(screen.getByText('Please try again.')).toBeTruthy();
    expect(location()).toBe('/app');
  });

  it('widens the narrow sidebar while hovered; open or hovered is wide, otherwise narrow', async () => {
    mockApi({ 'GET /api/session': sessionOf(makeUser()) });
    const { user } = renderApp('/app');
    const sidebar = await screen.findByRole('complementary');
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    const width = () =>
      sidebar.classList.contains('w-64')
        ? 'wide'
        : sidebar.classList.contains('w-20')
          ? 'narrow'
          : '?';
    const isLabelShown = () =>
      !within(sidebar).getByText('Test Suites').classList.contains('sr-only');

    expect(width()).toBe('wide');
    expect(isLabelShown()).toBe(true);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.unhover(sidebar);
    expect(width()).toBe('narrow');
    expect(isLabelShown()).toBe(false);

    await user.hover(within(sidebar).getByRole('link', { name: 'Tests' }));
    expect(width()).toBe('wide');
    expect(isLabelShown()).toBe(true);

    await user.unhover(sidebar);
    expect(width()).toBe('narrow');

    await user.click(toggle);
    await user.unhover(sidebar);
    expect(width()).toBe('wide');
  });

  it('switches the theme from the Profile menu', async () => {
    mockApi({ 'GET /api/session': sessionOf(makeUser()) });
    const { user } = renderApp('/app');

    await user.click(await screen.findByRole('button', { name: /Profile/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));

    expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('sends feedback from the floating button; blank feedback cannot be sent', async () => {
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'POST /api/feedback': { status: 201, body: { id: 'f1' } },
    });
    const { user } = renderApp('/app');

    await user.click(await screen.findByRole('button', { name: 'Feedback' }));
    expect(await screen.findByRole('dialog', { name: 'Send us your feedback' })).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    await user.type(screen.getByLabelText('Message'), '   ');
    expect(submit.disabled).toBe(true);

    await user.type(screen.getByLabelText('Message'), 'The run button is hard to find ');
    expect(submit.disabled).toBe(false);
    await user.click(submit);

    expect(await screen.findByText('Thank you for your feedback!')).toBeTruthy();
    expect(screen.getByText("We'll review it and get back to you if needed")).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/feedback')).toEqual([
      { content: 'The run button is hard to find' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the error toast with the server message when feedback fails', async () => {
    mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'POST /api/feedback': {
        status: 401,
        body: { code: 'UNAUTHENTICATED', message: 'You must be logged in to submit feedback' },
      },
    });
    const { user } = renderApp('/app');

    await user.click(await screen.findByRole('button', { name: 'Feedback' }));
    await user.type(await screen.findByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Error submitting feedback')).toBeTruthy();
    expect(screen.getByText('You must be logged in to submit feedback')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Send us your feedback' })).toBeTruthy();
  });

  it('keeps the admin sidebar open on wide screens; on a phone there is no rail but a Menu sheet', async () => {
    const wide = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true });
    try {
      mockApi({ 'GET /api/session': sessionOf(makeUser({ isAdmin: true })) });
      const { user, location } = renderApp('/app/admin/feedback');
      await screen.findByRole('heading', { name: 'User Feedback' }, { timeout: 5000 });
      expect(screen.queryByRole('complementary')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Toggle sidebar' })).toBeNull();

      // Opened from the keyboard; Escape closes it and focus returns to the button.
      const menu = screen.getByRole('button', { name: 'Menu' });
      menu.focus();
      await user.keyboard('{Enter}');
      const sheet = await screen.findByRole('dialog', { name: 'Menu' });
      expect(menu.getAttribute('aria-expanded')).toBe('true');
      expect(within(sheet).getByRole('link', { name: 'Feedback' })).toBeTruthy();
      expect(sheet.contains(document.activeElement)).toBe(true);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(menu));
      expect(menu.getAttribute('aria-expanded')).toBe('false');

      // Following a link opens the page and closes the sheet.
      await user.click(menu);
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', {
          name: 'Runs',
        }),
      );
      await waitFor(() => expect(location()).toBe('/app/admin/runs'));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: wide, configurable: true });
    }
  });
});
