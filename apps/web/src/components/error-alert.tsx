import type { ReactNode } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';

/** A destructive alert with its message: why a form or a page could not do what was asked. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <Alert variant="destructive">
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  );
}
