import type { GithubIssue } from '@scout/shared';
import { ExternalLinkIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A run's issue in the results list: its link, 'Creating…', or that it failed. */
export function GithubIssueLink({
  issue,
  className,
}: {
  issue: GithubIssue | null;
  className?: string;
}) {
  if (!issue) return null;
  if (issue.status === 'created' && issue.url) {
    return (
      <a
        href={issue.url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event) => event.stopPropagation()}
        className={cn(
          'inline-flex items-center gap-1 text-sm text-primary hover:underline',
          className,
        )}
      >
        Issue #{issue.number}
        <ExternalLinkIcon aria-hidden className="size-3.5" />
      </a>
    );
  }
  if (issue.status === 'pending') {
    return <span className={cn('text-sm text-muted-foreground', className)}>Creating issue…</span>;
  }
  return (
    <span className={cn('text-sm text-destructive', className)} title={issue.error ?? undefined}>
      Issue not created
    </span>
  );
}
