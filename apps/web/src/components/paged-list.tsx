import { useEffect, type ReactNode } from 'react';
import { DataPagination } from '@/components/data-pagination';
import { ErrorAlert } from '@/components/error-alert';
import { PageSpinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import type { PagedList } from '@/lib/use-paged-list';

type PageData = { items: unknown[]; total: number };

type PagedListViewProps<D extends PageData> = {
  /** The page's query: its state is what this shows. */
  list: { isPending: boolean; isError: boolean; error: unknown; data?: D };
  paging: PagedList;
  pageSizes: readonly number[];
  /** The spinner's label, e.g. "Loading tests". */
  loadingLabel: string;
  /** Said when the list failed to load and the server gave no message of its own. */
  errorMessage: string;
  /**
   * What stands in place of the rows and the pagination when there are none: a sentence, or a
   * whole empty state. Without it the rows and the pagination show even then.
   */
  empty?: ReactNode;
  /** The rows of the page. */
  children: (data: D) => ReactNode;
};

/**
 * The body of a list page: a load error above, a spinner while the first page loads, then the
 * rows and the pagination (or the empty state when there are no rows).
 */
export function PagedListView<D extends PageData>({
  list,
  paging,
  pageSizes,
  loadingLabel,
  errorMessage,
  empty,
  children,
}: PagedListViewProps<D>) {
  // A later page that came back empty (its rows deleted elsewhere, or fewer rows than when it was
  // chosen) steps back to the last page that has rows, instead of showing none under a total.
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / paging.pageSize)) : 1;
  const pastTheEnd = Boolean(list.data && list.data.items.length === 0 && paging.page > lastPage);
  const { setPage } = paging;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage, setPage]);
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
        list.data && (
          <>
            {children(list.data)}
            <DataPagination
              page={paging.page}
              pageSize={paging.pageSize}
              total={list.data.total}
              pageSizes={pageSizes}
              onPageChange={paging.setPage}
              onPageSizeChange={paging.setPageSize}
            />
          </>
        )
      )}
    </>
  );
}
