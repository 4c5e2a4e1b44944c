import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('Not found page', () => {
  it('says the page was not found, links home and logs the path', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/session': sessionOf(null) });
    renderApp('/no/such/page');

    expect(await screen.findByText('Oops! Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('404'), '/no/such/page');
  });

  it('scrolls to the top when the route changes', async () => {
    mockApi({ 'GET /api/session': sessionOf(null) });
    const { user } = renderApp('/signin');
    vi.mocked(window.scrollTo).mockClear();

    await user.click(await screen.findByRole('link', { name: 'Sign up' }));

    expect(await screen.findByRole('button', { name: 'Create account' })).toBeTruthy();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
