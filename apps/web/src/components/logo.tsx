import { ScanSearchIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

/** The Scout mark and name, linking to `to`; `isCompact` hides the name (it stays accessible). */
export function Logo({
  to,
  isCompact = false,
  className,
}: {
  to: string;
  isCompact?: boolean;
  className?: string;
}) {
  return (
    <Link to={to} className={cn('flex items-center gap-2 font-semibold', className)}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <ScanSearchIcon className="size-5" aria-hidden />
      </span>
      <span className={cn('text-lg tracking-tight', isCompact && 'sr-only')}>Scout</span>
    </Link>
  );
}
