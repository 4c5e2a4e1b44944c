import type { AdminFeedback } from '@scout/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const SLOW = { timeout: 5000 };

function makeFeedback(i: number, overrides: Partial<AdminFeedback> = {}): AdminFeedback {
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    content: `Idea ${i}`,
    user_id: 'user-1',
    email: 'ada@example.com',
    created_at: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

/** An admin's app whose feedback API serves `all` a page at a time; DELETE removes one. */
function mockFeedbackApi(all: AdminFeedback[], { failDelete = false } = {}) {
  const fetchMock = mockApi({ 'GET /api/session': sessionOf(makeUser({ isAdmin: true })) });
  const base = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.startsWith('/api/admin/feedback')) return base(input, init);
    if (init?.method === 'DELETE') {
      if (failDelete) return new Response('{"code":"INTERNAL","message":"x"}', { status: 500 });
      const id = url.pathname.split('/').at(-1);
      all.splice(
        all.findIndex((f) => f.id === id),
        1,
      );
      return new Response('{"ok":true}', { status: 200 });
    }
    const page = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    const body = {
      items: all.slice((page - 1) * pageSize, page * pageSize),
      total: all.length,
      page,
      pageSize,
    };
    return new Response(JSON.stringify(body), { status: 200 });
  });
}

describe('Admin → User Feedback', () => {
  it('lists feedback with date, author and content, a page at a time', async () => {
    mockFeedbackApi([
      makeFeedback(1, {
        content: 'Pricing feedback for the Pro plan\nBudget: $10-$25',
        created_at: '2026-12-25T08:00:00.000Z',
      }),
      ...Array.from({ length: 11 }, (_, i) => makeFeedback(i + 2, { email: null })),
    ]);
    const { user } = renderApp('/app/admin/feedback');

    expect(await screen.findByRole('heading', { name: 'User Feedback' }, SLOW)).toBeTruthy();
    expect(screen.getByText('Review feedback from users')).toBeTruthy();
    const first = (await screen.findByText(/^Pricing feedback for the Pro plan/, {}, SLOW)).closest(
      'li',
    )!;
    expect(within(first).getByText('ada@example.com')).toBeTruthy();
    expect(within(first).getByText(/^Dec 25, 2026 at \d\d:\d\d$/)).toBeTruthy();
    expect(screen.getByText('Showing 1-10 out of 12 items')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Idea 12', {}, SLOW)).toBeTruthy();
    expect(screen.getAllByText('Deleted user')).toHaveLength(2);
  });

  it("deletes after 'Delete Feedback', and says when it fails", async () => {
    const items = [makeFeedback(1), makeFeedback(2)];
    mockFeedbackApi(items, { failDelete: true });
    const { user } = renderApp('/app/admin/feedback');
    const item = (await screen.findByText('Idea 1', {}, SLOW)).closest('li')!;
    await user.click(
      within(item).getByRole('button', { name: 'Delete feedback from ada@example.com' }),
    );

    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Delete Feedback')).toBeTruthy();
    expect(
      within(confirm).getByText(
        'Are you sure you want to delete this feedback? This action cannot be undone.',
      ),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete feedback. Please try again.')).toBeTruthy();
    expect(screen.getByText('Idea 1')).toBeTruthy();
  });

  it("removes the deleted item and says 'Feedback Deleted'; then the empty state", async () => {
    mockFeedbackApi([makeFeedback(1)]);
    const { user } = renderApp('/app/admin/feedback');
    await user.click(
      await screen.findByRole('button', { name: 'Delete feedback from ada@example.com' }, SLOW),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Feedback Deleted')).toBeTruthy();
    expect(screen.getByText('The feedback has been deleted successfully.')).toBeTruthy();
    expect(await screen.findByText('No feedback submitted yet')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Idea 1')).toBeNull());
  });
});
