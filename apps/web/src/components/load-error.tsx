import type { ReactNode } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { getErrorMessage, isApiClientError } from '@/lib/api-client';
import { cn } from '@/lib/utils';

type LoadErrorProps = {
  error: unknown;
  /** Said for a 404: the record does not exist or is someone else's. */
  notFound: string;
  /** Said for any other failure; without it, the server's message or else `notFound`. */
  failed?: string;
  /** What stays above the message: the page's back link or heading. */
  above?: ReactNode;
  className?: string;
};

/** A page whose record could not be loaded: why, under its back link or heading. */
export function LoadError({ error, notFound, failed, above, className }: LoadErrorProps) {
  const isNotFound = isApiClientError(error) && error.status === 404;
  const alert = (
    <ErrorAlert>{isNotFound ? notFound : (failed ?? getErrorMessage(error, notFound))}</ErrorAlert>
  );
  if (above === undefined) return alert;
  return (
    <div className={cn('space-y-4', className)}>
      {above}
      {alert}
    </div>
  );
}
