import type { StepOrigin, StepReport } from '@scout/shared';
import { AlertTriangleIcon, CheckCircle2Icon, XCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const OUTCOME_ICONS = {
  passed: <CheckCircle2Icon aria-hidden className="size-4 text-green-600" />,
  failed: <XCircleIcon aria-hidden className="size-4 text-destructive" />,
  error: <AlertTriangleIcon aria-hidden className="size-4 text-amber-600" />,
} as const;

// Why the step was taken this way: worked out now, replayed from the last pass, or re-planned
// because the replayed action no longer fit the page.
const ORIGIN_HELP: Record<StepOrigin, string> = {
  planned: 'Worked out from the test for this run',
  replayed: 'Repeated from the last passing run',
  healed: 'The repeated action no longer fitted the page, so it was worked out again',
};

/** "340 ms" or "1.2 s". */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

type Props = {
  steps: StepReport[];
  /** Extra content under a step, e.g. its screenshot. */
  renderExtra?: (step: StepReport) => ReactNode;
  className?: string;
};

/**
 * A run's steps in order: what was done, how it went, how long it took and where it came from. A
 * step's text breaks anywhere (a quoted token or URL has no spaces), so at 375 px it wraps in its
 * box rather than widening the result sideways.
 */
export function StepList({ steps, renderExtra, className }: Props) {
  return (
    <ol aria-label="Steps" className={cn('grid gap-2', className)}>
      {steps.map((step) => (
        <li
          key={step.index}
          aria-label={`Step ${step.index}: ${step.outcome}`}
          className="rounded-md border p-3"
        >
          <div className="flex flex-wrap items-start gap-2">
            <span className="mt-0.5" title={step.outcome}>
              {OUTCOME_ICONS[step.outcome]}
            </span>
            <span className="text-sm text-muted-foreground tabular-nums">{step.index}.</span>
            <span className="min-w-0 flex-1 text-sm wrap-anywhere">{step.description}</span>
            <Badge variant="outline" title={ORIGIN_HELP[step.origin]}>
              {step.origin}
            </Badge>
            <span className="text-xs text-muted-foreground tabular-nums">
              {formatDuration(step.durationMs)}
            </span>
          </div>
          {step.message && step.outcome !== 'passed' && (
            <p className="mt-1 pl-6 text-sm wrap-anywhere text-destructive">{step.message}</p>
          )}
          {renderExtra?.(step)}
        </li>
      ))}
    </ol>
  );
}
