import { Loader2Icon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';

type SpinnerProps = React.ComponentProps<'svg'> & {
  label?: string;
  /** Inside a button the button's own text says what is happening; keep its name clean. */
  isDecorative?: boolean;
};

/** A spinning indicator announced to screen readers as "Loading" (or the given label). */
function Spinner({ className, label = 'Loading', isDecorative = false, ...props }: SpinnerProps) {
  const a11y = isDecorative ? { 'aria-hidden': true } : { role: 'status', 'aria-label': label };
  return <Loader2Icon {...a11y} className={cn('size-4 animate-spin', className)} {...props} />;
}

/** A spinner centred in the space it is given, for pages and guards that are waiting. */
function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center">
      <Spinner label={label} className="size-8 text-muted-foreground" />
    </div>
  );
}

export { Spinner, PageSpinner };
