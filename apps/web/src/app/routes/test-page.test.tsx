import type { TestDetail } from '@scout/shared';
import { screen, waitFor, within } from '@testing-library/react';
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

  it("Edit test from a failed result opens the form with the failing step's line marked and selected", async () => {
    const description =
      '1. Type "Buy milk" into New task\n2. Click Add\n3. Check that the page shows "2 items left"';
    const test: TestDetail = {
      id: ID,
      name: 'Add two tasks',
      description,
      test_objective: 'A user can add two tasks',
      test_suite_id: 'suite-1',
      testing_user_id: null,
      status: 'FAILED',
      created_at: '2026-03-04T10:00:00.000Z',
      updated_at: '2026-03-04T10:00:00.000Z',
      is_editable: true,
      is_deletable: true,
      test_suite: {
        id: 'suite-1',
        name: 'Todo',
        browser: 'chromium',
        screen_resolution: '1024x768',
        starting_url: 'http://todo.test/',
      },
      testing_user: null,
      source: null,
    };
    mockApi({
      'GET /api/session': sessionOf(makeUser()),
      [`GET /api/tests/${ID}`]: { body: test },
    });
    // The runner's step 4 (one written line became two actions) is the third line.
    const query = new URLSearchParams({
      edit: '1',
      step: '4',
      stepText: 'Check that the page shows "2 items left"',
    });
    const { user, location } = renderApp(`/app/tests/${ID}?${query}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Test' }, SLOW);
    const note = within(dialog).getByRole('note', { name: 'Failing step' });
    expect(note.textContent).toContain('Step 4 failed: Check that the page shows "2 items left"');
    expect(note.querySelector('mark')!.textContent).toBe(
      '3. Check that the page shows "2 items left"',
    );
    expect(note.textContent).toContain('Description, line 3:');
    const field = within(dialog).getByLabelText('Description') as HTMLTextAreaElement;
    expect(field.getAttribute('aria-describedby')).toContain(note.id);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(description.slice(field.selectionStart, field.selectionEnd)).toBe(
      '3. Check that the page shows "2 items left"',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Test' })).toBeNull());
    expect(location()).toBe(`/app/tests/${ID}`);
  }, 20_000);
});
