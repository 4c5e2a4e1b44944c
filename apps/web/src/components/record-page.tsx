import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { PageSpinner } from '@/components/ui/spinner';

type RecordPageProps<D, E> = {
  /** The query of the page's record: its state is what this shows. */
  query: UseQueryResult<D, E>;
  /** The spinner's label, e.g. "Loading test". */
  loadingLabel: string;
  /** Said for a 404: the record does not exist or is someone else's. */
  notFound: string;
  /** Said for any other failure; without it, the server's message or else `notFound`. */
  failed?: string;
  /** What stays above the message: the page's back link or heading. */
  above?: ReactNode;
  className?: string;
  /** The page, once its record is in. */
  children: (data: D) => ReactNode;
};

/**
 * The opening of a page of one record (a test, a suite, a run): a spinner while it loads, why not
 * (under the back link) when it could not, else the page.
 */
export function RecordPage<D, E>({ query, loadingLabel, children, ...why }: RecordPageProps<D, E>) {
  if (query.isPending) return <PageSpinner label={loadingLabel} />;
  if (query.isError) return <LoadError error={query.error} {...why} />;
  return children(query.data);
}
