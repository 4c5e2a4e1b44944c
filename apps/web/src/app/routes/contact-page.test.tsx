import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('Contact page', () => {
  it('is where a coming-soon plan leads: it names the plan and takes the visitor’s details', async () => {
    mockApi({ 'GET /api/session': sessionOf(null) });
    renderApp('/contact?plan=team');
    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeTruthy();
    expect(screen.getByText(/The Team plan is coming soon/)).toBeTruthy();
    expect(screen.getByLabelText('Work Email')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Pricing' }).getAttribute('href')).toBe(
      '/pricing',
    );
  });
});
