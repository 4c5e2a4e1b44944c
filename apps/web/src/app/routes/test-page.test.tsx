import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const ID = '00000000-0000-4000-8000-000000000009';
const SLOW = { timeout: 5000 };

describe('Test page', () => {
  it("says 'Test not found' for a test that does not exist or is someone else's", async () => {
    mockApi({
      'GET /api/session': sessionOf(makeUser()),
      [`GET /api/tests/${ID}`]: {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Test not found' },
      },
    });
    renderApp(`/app/tests/${ID}`);
    expect(await screen.findByText('Test not found', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to tests' })).toBeTruthy();
  });

  it("says 'Unable to load test' when loading fails for another reason", async () => {
    mockApi({
      'GET /api/session': sessionOf(makeUser()),
      [`GET /api/tests/${ID}`]: { status: 500, body: { code: 'INTERNAL', message: 'boom' } },
    });
    renderApp(`/app/tests/${ID}`);
    expect(await screen.findByText('Unable to load test', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
  });
});
