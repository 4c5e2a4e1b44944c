import type { TestSuite } from '@scout/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const SLOW = { timeout: 5000 };

function makeSuite(overrides: Partial<TestSuite> = {}): TestSuite {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Default Suite',
    description: null,
    browser: 'chrome',
    starting_url: null,
    screen_resolution: '1024x768',
    testing_user_id: null,
    testing_user: null,
    created_at: '2026-03-04T10:00:00.000Z',
    updated_at: '2026-03-04T10:00:00.000Z',
    is_editable: false,
    is_deletable: false,
    ...overrides,
  };
}

function mockSuites(items: TestSuite[]) {
  return mockApi({
    'GET /api/session': sessionOf(makeUser()),
    'GET /api/test-suites': { body: { items, total: items.length, page: 1, pageSize: 10 } },
    'GET /api/testing-users/active': { body: { items: [] } },
    'POST /api/test-suites': { status: 201, body: makeSuite({ name: 'shop.example.com' }) },
  });
}

describe('Test suites page', () => {
  it('with only the Default Suite, offers to create a suite from the application’s starting URL', async () => {
    const fetchMock = mockSuites([makeSuite()]);
    const { user } = renderApp('/app/test-suites');

    expect(await screen.findByText('No test suite has a starting URL yet.', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('row', { name: /Default Suite/ })).toBeTruthy();
    await user.type(
      screen.getByLabelText("Your application's starting URL"),
      'https://shop.example.com/start',
    );
    await user.click(screen.getByRole('button', { name: 'New suite from this URL' }));

    const dialog = await screen.findByRole('dialog', { name: 'Create Test Suite' });
    expect((within(dialog).getByLabelText('Starting URL') as HTMLInputElement).value).toBe(
      'https://shop.example.com/start',
    );
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe(
      'shop.example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create suite' }));
    expect(await screen.findByText('Test suite created', {}, SLOW)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/test-suites')).toMatchObject([
      { name: 'shop.example.com', starting_url: 'https://shop.example.com/start' },
    ]);
  });

  it('says nothing of the kind once a suite has a starting URL, and Create Suite opens empty', async () => {
    mockSuites([
      makeSuite(),
      makeSuite({
        id: '00000000-0000-4000-8000-000000000002',
        name: 'Shop',
        starting_url: 'https://shop.example.com',
      }),
    ]);
    const { user } = renderApp('/app/test-suites');
    await screen.findByRole('row', { name: /Shop/ }, SLOW);
    expect(screen.queryByText('No test suite has a starting URL yet.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create Suite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Test Suite' });
    expect((within(dialog).getByLabelText('Starting URL') as HTMLInputElement).value).toBe('');
  });
});
