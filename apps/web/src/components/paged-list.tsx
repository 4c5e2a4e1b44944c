import { useEffect, type ReactNode } from 'react';
import { DataPagination } from '@/components/data-pagination';
import { ErrorAlert } from '@/components/error-alert';
import { PageSpinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import type { PagedList } from '@/lib/use-paged-list';

type PageData = { items: unknown[]; total: number };

type ListViewProps<D extends PageData> = {
  /** The page's query: its state is what this shows. */
  list: { isPending: boolean; isError: boolean; error: unknown; data?: D };
  /** The spinner's label, e.g. "Loading tests". */
  loadingLabel: string;
  /** Said when the list failed to load and the server gave no message of its own. */
  errorMessage: string;
  /**
   * What stands in place of the rows (and the pagination) when there are none: a sentence, or a
   * whole empty state. Without it the rows show even then.
   */
  empty?: ReactNode;
  /** The rows of the page. */
  children: (data: D) => ReactNode;
};

/**
 * The body of a list page: a load error above, a spinner while the first page loads, then the
 * rows (or the empty state when there are none).
 */
export function ListView<D extends PageData>({
  list,
  loadingLabel,
  errorMessage,
  empty,
  children,
}: ListViewProps<D>) {
  return (
    <>
      {list.isError && <ErrorAlert>{getErrorMessage(list.error, errorMessage)}</ErrorAlert>}
      {list.isPending ? (
        <PageSpinner label={loadingLabel} />
      ) : list.data && list.data.total === 0 && empty !== undefined ? (
        typeof empty === 'string' ? (
          <p className="py-8 text-center text-muted-foreground">{empty}</p>
        ) : (
          empty
        )
      ) : (
        list.data && children(list.data)
      )}
    </>
  );
}

type PagedListViewProps<D extends PageData> = ListViewProps<D> & {
  paging: PagedList;
  pageSizes: readonly number[];
};

/** A list page's body (ListView) with the pagination under the rows. */
export function PagedListView<D extends PageData>({
  paging,
  pageSizes,
  children,
  ...view
}: PagedListViewProps<D>) {
  const { list } = view;
  // A later page that came back empty (its rows deleted elsewhere, or fewer rows than when it was
  // chosen) steps back to the last page that has rows, instead of showing none under a total.
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / paging.pageSize)) : 1;
  const pastTheEnd = Boolean(list.data && list.data.items.length === 0 && paging.page > lastPage);
  const { setPage } = paging;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage, setPage]);
  return (
    <ListView {...view}>
      {(data) => (
        <>
          {children(data)}
          <DataPagination
            page={paging.page}
            pageSize={paging.pageSize}
            total={data.total}
            pageSizes={pageSizes}
            onPageChange={paging.setPage}
            onPageSizeChange={paging.setPageSize}
          />
        </>
      )}
    </ListView>
  );
}
