import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api-client';
import { usePagedList } from '@/lib/use-paged-list';
import { PagedListView } from './paged-list';

type Data = { items: string[]; total: number };
type ListState = { isPending: boolean; isError: boolean; error: unknown; data?: Data };

const loaded = (items: string[], total = items.length): ListState => ({
  isPending: false,
  isError: false,
  error: null,
  data: { items, total },
});

/** A list page over a fixed query state, showing where its paging stands. */
function ListPage({ list, empty }: { list: ListState; empty?: string }) {
  const paging = usePagedList();
  return (
    <div>
      <p>
        page {paging.page}, size {paging.pageSize}
      </p>
      <button onClick={() => paging.setPage(3)}>Go to 3</button>
      <button onClick={() => paging.onRowDeleted(1)}>Delete the only row</button>
      <button onClick={() => paging.onRowDeleted(2)}>Delete one of two rows</button>
      <PagedListView
        list={list}
        paging={paging}
        pageSizes={[10, 20]}
        loadingLabel="Loading things"
        errorMessage="Failed to load things."
        empty={empty}
      >
        {(data) => (
          <ul aria-label="Things">
            {data.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </PagedListView>
    </div>
  );
}

describe('PagedListView', () => {
  it('shows a spinner while the first page loads, and no rows', () => {
    render(<ListPage list={{ isPending: true, isError: false, error: null }} />);
    expect(screen.getByRole('status', { name: 'Loading things' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Things' })).toBeNull();
  });

  it("says the page's own words when loading fails without a message, else the server's", () => {
    const { rerender } = render(
      <ListPage list={{ isPending: false, isError: true, error: new Error('') }} />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Failed to load things.');
    const refused = new ApiClientError(403, 'FORBIDDEN', 'Not your things.');
    rerender(<ListPage list={{ isPending: false, isError: true, error: refused }} />);
    expect(screen.getByRole('alert').textContent).toBe('Not your things.');
  });

  it('shows the empty sentence instead of the rows and the pagination when there are none', () => {
    render(<ListPage list={loaded([])} empty="No things yet." />);
    expect(screen.getByText('No things yet.')).toBeTruthy();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it('without an empty state, shows the rows and the pagination even when there are none', () => {
    render(<ListPage list={loaded([])} />);
    expect(screen.getByRole('list', { name: 'Things' })).toBeTruthy();
    expect(screen.getByText('Showing 0-0 out of 0 items')).toBeTruthy();
  });

  it('shows the rows with the pagination, and a page chosen there is the page', async () => {
    const user = userEvent.setup();
    render(<ListPage list={loaded(['a', 'b'], 25)} empty="No things yet." />);
    const rows = within(screen.getByRole('list', { name: 'Things' })).getAllByRole('listitem');
    expect(rows.map((item) => item.textContent)).toEqual(['a', 'b']);
    expect(screen.getByText('Showing 1-10 out of 25 items')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByText('page 2, size 10')).toBeTruthy();
  });
});

describe('usePagedList', () => {
  it("steps back a page when a later page's last row is deleted, and only then", async () => {
    const user = userEvent.setup();
    render(<ListPage list={loaded(['a'], 21)} />);
    await user.click(screen.getByRole('button', { name: 'Go to 3' }));
    await user.click(screen.getByRole('button', { name: 'Delete one of two rows' }));
    expect(screen.getByText('page 3, size 10')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete the only row' }));
    expect(screen.getByText('page 2, size 10')).toBeTruthy();
  });

  it('steps back to the last page with rows when a later page comes back empty', async () => {
    const user = userEvent.setup();
    // 15 rows: page 3 of 10 is past the end (they were deleted in another tab, say).
    render(<ListPage list={loaded([], 15)} empty="No things yet." />);
    await user.click(screen.getByRole('button', { name: 'Go to 3' }));
    expect(screen.getByText('page 2, size 10')).toBeTruthy();
  });

  it('stays on a later page that has rows', async () => {
    const user = userEvent.setup();
    render(<ListPage list={loaded(['u'], 21)} />);
    await user.click(screen.getByRole('button', { name: 'Go to 3' }));
    expect(screen.getByText('page 3, size 10')).toBeTruthy();
  });

  it('stays on page 1 when its last row is deleted', async () => {
    const user = userEvent.setup();
    render(<ListPage list={loaded(['a'])} />);
    await user.click(screen.getByRole('button', { name: 'Delete the only row' }));
    expect(screen.getByText('page 1, size 10')).toBeTruthy();
  });
});
