import type { ReactNode } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';

/** A destructive alert with its message: why a form or a page could not do what was asked. */
export function ErrorAlert({
  children,
  className,
}: {
  children: ReactNode;
  /** The message's classes: how a long one wraps. */
  className?: string;
}) {
  return (
    <Alert variant="destructive">
      <AlertDescription className={className}>{children}</AlertDescription>
    </Alert>
  );
}
