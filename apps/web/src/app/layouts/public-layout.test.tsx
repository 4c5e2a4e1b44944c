import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('Public layout', () => {
  it.each(['/pricing', '/waiting-list-signup', '/contact?plan=team'])(
    'shows the fixed black top banner linking to the waiting list on %s',
    async (path) => {
      mockApi({ 'GET /api/session': sessionOf(null) });
      renderApp(path);
      const banner = await screen.findByRole('link', {
        name: 'Closed Pilot Now Running - Join the waiting list to secure your spot in the next batch!',
      });
      expect(banner.getAttribute('href')).toBe('/waiting-list-signup');
      expect(banner.className).toContain('bg-black');
      expect(banner.className).toContain('text-white');
      expect(banner.parentElement!.className).toContain('fixed');
    },
  );

  it('has the logo, Login and Join Waiting List, and a slide-out menu with Login for narrow screens', async () => {
    mockApi({ 'GET /api/session': sessionOf(null) });
    const { user, location } = renderApp('/pricing');
    const header = (await screen.findByRole('navigation', { name: 'Account' })).closest('header')!;
    expect(within(header).getByRole('link', { name: 'Login' }).className).toContain(
      'md:inline-flex',
    );
    expect(
      within(header).getByRole('link', { name: 'Join Waiting List' }).getAttribute('href'),
    ).toBe('/waiting-list-signup');

    const trigger = within(header).getByRole('button', { name: 'Open menu' });
    expect(trigger.className).toContain('md:hidden');
    await user.click(trigger);
    const menu = await screen.findByRole('dialog');
    await user.click(within(menu).getByRole('link', { name: 'Login' }));
    expect(location()).toBe('/signin');
  });

  it('offers a signed-in account the app: no banner, no Login, no Join Waiting List', async () => {
    mockApi({ 'GET /api/session': sessionOf(makeUser()) });
    const { user, location } = renderApp('/pricing');
    const header = (await screen.findByRole('navigation', { name: 'Account' })).closest('header')!;
    const goToApp = await within(header).findByRole('link', { name: 'Go to App' });
    expect(goToApp.getAttribute('href')).toBe('/app');
    expect(screen.queryByTestId('top-banner')).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Join Waiting List' })).toBeNull();

    await user.click(within(header).getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    expect(within(menu).queryByRole('link', { name: 'Login' })).toBeNull();
    await user.click(within(menu).getByRole('link', { name: 'Go to App' }));
    expect(location()).toBe('/app');
  });
});
