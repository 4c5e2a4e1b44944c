import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** What an empty list is for and a button to do the next thing, in place of the list. */
export function EmptyState({
  title,
  children,
  action,
  className,
}: {
  title: string;
  /** What the missing things are for, in a sentence or two. */
  children: ReactNode;
  /** The next thing to do: a button, or a small form. */
  action: ReactNode;
  className?: string;
}) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center',
        className,
      )}
    >
      <p className="font-semibold">{title}</p>
      <div className="max-w-prose text-sm text-muted-foreground">{children}</div>
      {action}
    </div>
  );
}
