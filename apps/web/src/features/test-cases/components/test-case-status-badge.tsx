import {
  TEST_STATUSES,
  TEST_STATUS_DESCRIPTIONS,
  flakyDescription,
  testStatusBadgeVariant,
  type Flakiness,
} from '@scout/shared';
import { HelpCircleIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

/** A test's status in the spec's colours: PASSED secondary, FAILED/ERROR destructive, RUNNING/QUEUED
 *  outline; and "Flaky" beside it when its verdicts keep changing (the count in its name). */
export function TestCaseStatusBadge({ status, flaky }: { status: string; flaky?: Flakiness }) {
  const badge = <Badge variant={testStatusBadgeVariant(status)}>{status}</Badge>;
  if (!flaky) return badge;
  const description = flakyDescription(flaky);
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {badge}
      <Badge variant="outline" aria-label={description} title={description}>
        Flaky
      </Badge>
    </span>
  );
}

/** The "?" next to a status that explains every status. */
export function StatusHelpPopover() {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <button
          type="button"
          aria-label="What do the statuses mean?"
          className="rounded-sm p-0.5 text-muted-foreground hover:text-foreground"
        >
          <HelpCircleIcon className="size-4" />
        </button>
      </PopoverTrigger>
      <PopoverContent className="w-[min(24rem,calc(100vw-2rem))]" aria-label="Test statuses">
        <h3 className="mb-2 font-semibold">Test statuses</h3>
        <dl className="grid gap-2 text-sm">
          {TEST_STATUSES.map((status) => (
            <div key={status} className="grid gap-1">
              <dt>
                <TestCaseStatusBadge status={status} />
              </dt>
              <dd className="text-muted-foreground">{TEST_STATUS_DESCRIPTIONS[status]}</dd>
            </div>
          ))}
        </dl>
      </PopoverContent>
    </Popover>
  );
}
