import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { shouldRedirectFromBeta } from './beta-guard';

describe('Beta guard', () => {
  it('sends /beta to the waiting-list form with the Beta Program Paused toast', async () => {
    mockApi({ 'GET /api/session': sessionOf(null) });
    const { location, router } = renderApp('/beta');

    expect(await screen.findByText('Beta Program Paused')).toBeTruthy();
    expect(
      screen.getByText(
        "Our beta program is currently at capacity. You've been redirected to our waiting list.",
      ),
    ).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/waiting-list-signup'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'Join Our Waiting List' })).toBeTruthy();
  });

  it('redirects only once per browser session', async () => {
    mockApi({ 'GET /api/session': sessionOf(null) });
    const first = renderApp('/beta-success');
    await waitFor(() => expect(first.location()).toBe('/waiting-list-signup'));
    first.unmount();

    const second = renderApp('/beta');
    expect(await screen.findByRole('heading', { name: 'Beta Application' })).toBeTruthy();
    expect(second.location()).toBe('/beta');
  });

  it('leaves an admin on the beta applications page', async () => {
    mockApi({ 'GET /api/session': sessionOf(makeUser({ isAdmin: true })) });
    const { location } = renderApp('/app/admin/beta-applications');

    expect(await screen.findByRole('heading', { name: 'Beta Applications' })).toBeTruthy();
    expect(location()).toBe('/app/admin/beta-applications');
    expect(screen.queryByText('Beta Program Paused')).toBeNull();
  });

  it('applies to /beta paths that are not waiting-list paths', () => {
    expect(shouldRedirectFromBeta('/beta')).toBe(true);
    expect(shouldRedirectFromBeta('/beta-success')).toBe(true);
    expect(shouldRedirectFromBeta('/waiting-list/beta')).toBe(false);
    expect(shouldRedirectFromBeta('/waiting-list-signup')).toBe(false);
    expect(shouldRedirectFromBeta('/pricing')).toBe(false);
  });
});

describe('Beta guard with SCOUT_BETA_OPEN=true', () => {
  it('lets visitors apply: /beta stays /beta, with no toast', async () => {
    mockApi({
      'GET /api/session': sessionOf(null),
      'GET /api/config': { body: { betaOpen: true } },
    });
    const { location } = renderApp('/beta');

    expect(await screen.findByRole('heading', { name: 'Beta Application' })).toBeTruthy();
    expect(location()).toBe('/beta');
    expect(screen.queryByText('Beta Program Paused')).toBeNull();
    expect(sessionStorage.getItem('beta-redirect-shown')).toBeNull();
  });

  it('redirects when the server says the beta is closed', async () => {
    mockApi({
      'GET /api/session': sessionOf(null),
      'GET /api/config': { body: { betaOpen: false } },
    });
    const { location } = renderApp('/beta');
    await waitFor(() => expect(location()).toBe('/waiting-list-signup'));
    expect(await screen.findByText('Beta Program Paused')).toBeTruthy();
  });
});
