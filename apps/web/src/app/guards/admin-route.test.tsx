import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('Admin area guard', () => {
  it.each([
    '/app/admin',
    '/app/admin/beta-applications',
    '/app/admin/feedback',
    '/app/admin/runs',
    '/app/admin/leads',
    '/app/admin/users',
    '/app/admin/upgrade-requests',
  ])('tells a non-admin at %s Access Denied and sends them to the dashboard', async (path) => {
    mockApi({ 'GET /api/session': sessionOf(makeUser({ isAdmin: false })) });
    const { location } = renderApp(path);

    expect(await screen.findByText('Access Denied')).toBeTruthy();
    expect(screen.getByText("You don't have permission to access this area")).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/app'));
    expect(screen.queryByRole('link', { name: 'Beta Applications' })).toBeNull();
  });

  it('lets an admin in, with the admin links and no sidebar toggle', async () => {
    mockApi({ 'GET /api/session': sessionOf(makeUser({ isAdmin: true })) });
    const { location } = renderApp('/app/admin/beta-applications');

    expect(await screen.findByRole('heading', { name: 'Beta Applications' })).toBeTruthy();
    expect(location()).toBe('/app/admin/beta-applications');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Feedback' }).getAttribute('href')).toBe(
      '/app/admin/feedback',
    );
    expect(within(nav).getByRole('link', { name: 'Runs' }).getAttribute('href')).toBe(
      '/app/admin/runs',
    );
    for (const [name, href] of [
      ['Leads', '/app/admin/leads'],
      ['Users', '/app/admin/users'],
      ['Upgrade Requests', '/app/admin/upgrade-requests'],
    ]) {
      expect(within(nav).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(screen.queryByRole('button', { name: 'Toggle sidebar' })).toBeNull();
    expect(screen.queryByText('Access Denied')).toBeNull();
  });
});
