import { useState } from 'react';

/** The page and page size of a list page, and the moves that keep them honest. */
export type PagedList = {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  /** A new page size starts again at page 1. */
  setPageSize: (pageSize: number) => void;
  /** The last row of a later page is gone: show the page before instead of an empty one. */
  onRowDeleted: (rowsOnPage: number) => void;
};

/** Paging state for a list page: page 1 of 10 rows to start with. */
export function usePagedList(): PagedList {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  return {
    page,
    pageSize,
    setPage,
    setPageSize: (size) => {
      setPageSize(size);
      setPage(1);
    },
    onRowDeleted: (rowsOnPage) => {
      if (rowsOnPage === 1 && page > 1) setPage(page - 1);
    },
  };
}
