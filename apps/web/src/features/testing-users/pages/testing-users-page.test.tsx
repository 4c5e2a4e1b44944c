import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeTestingUser, makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

/** `count` testing users served a page at a time, as the API does. */
function mockTestingUsers(count: number) {
  const all = Array.from({ length: count }, (_, i) =>
    makeTestingUser({
      id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      name: `User ${i + 1}`,
      email: `user${i + 1}@example.com`,
    }),
  );
  const requests: URLSearchParams[] = [];
  const fetchMock = mockApi({ 'GET /api/session': sessionOf(makeUser()) });
  const base = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/testing-users') return base(input, init);
    requests.push(url.searchParams);
    const page = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    const items = all.slice((page - 1) * pageSize, page * pageSize);
    return new Response(JSON.stringify({ items, total: all.length, page, pageSize }), {
      status: 200,
    });
  });
  return requests;
}

// The whole app renders behind the router; on a busy machine the first page takes a while.
const SLOW = { timeout: 5000 };

const pageNumbers = () =>
  screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => Number(button.textContent));

describe('Testing users page', () => {
  it('says what a testing user is for when there is none, with a button that creates one', async () => {
    mockTestingUsers(0);
    const { user } = renderApp('/app/testing-users');

    expect(await screen.findByText('No testing users yet.', {}, SLOW)).toBeTruthy();
    expect(
      screen.getByText(/an account of your own application .* that a test signs in as/),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create a testing user' }));
    expect(await screen.findByRole('dialog', { name: 'Create Testing User' })).toBeTruthy();
  });

  it('pages through a window of five page numbers and says which items are shown', async () => {
    const requests = mockTestingUsers(95);
    const { user } = renderApp('/app/testing-users');

    expect(await screen.findByText('Showing 1-10 out of 95 items', {}, SLOW)).toBeTruthy();
    expect(pageNumbers()).toEqual([1, 2, 3, 4, 5]);
    expect(requests[0]?.get('pageSize')).toBe('10');

    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(await screen.findByText('Showing 41-50 out of 95 items', {}, SLOW)).toBeTruthy();
    expect(pageNumbers()).toEqual([3, 4, 5, 6, 7]);
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await user.click(screen.getByRole('button', { name: 'Page 7' }));
    await screen.findByText('Showing 61-70 out of 95 items', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Page 9' }));
    await screen.findByText('Showing 81-90 out of 95 items', {}, SLOW);
    expect(pageNumbers()).toEqual([6, 7, 8, 9, 10]);

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Showing 91-95 out of 95 items', {}, SLOW)).toBeTruthy();
    expect(pageNumbers()).toEqual([6, 7, 8, 9, 10]);
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Go to next page' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
  }, 30_000);

  it('offers 5, 10, 20 and 50 rows and starts again at page 1 when the size changes', async () => {
    mockTestingUsers(60);
    const { user } = renderApp('/app/testing-users');
    await screen.findByText('Showing 1-10 out of 60 items', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Showing 21-30 out of 60 items', {}, SLOW);

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['5', '10', '20', '50']);
    await user.click(screen.getByRole('option', { name: '50' }));

    expect(await screen.findByText('Showing 1-50 out of 60 items', {}, SLOW)).toBeTruthy();
    expect(pageNumbers()).toEqual([1, 2]);
  }, 30_000);

  it('never shows a password, only when it was set', async () => {
    mockTestingUsers(3);
    renderApp('/app/testing-users');
    const row = (await screen.findByText('User 1', {}, SLOW)).closest('tr')!;
    expect(within(row).getByText(/Password set Mar 4, 2026/)).toBeTruthy();
  });

  it("says 'Copy failed' when the clipboard refuses", async () => {
    mockTestingUsers(1);
    const { user } = renderApp('/app/testing-users');
    // After renderApp: user-event's setup installs its own clipboard stub.
    const writeText = vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(await screen.findByRole('button', { name: 'Copy email of User 1' }, SLOW));

    expect(await screen.findByText('Copy failed')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('user1@example.com');
  });
});
