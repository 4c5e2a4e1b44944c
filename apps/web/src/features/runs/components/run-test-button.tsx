import { RUN_MESSAGES, type Test, type TestStatus } from '@scout/shared';
import { PlayIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useRunTest } from '../api/run-test';
import { getRunErrorToast } from '../lib/run-error';

const ACTIVE_STATUSES = new Set<TestStatus>(['RUNNING', 'QUEUED']);

type RunnableTest = Pick<Test, 'id' | 'name' | 'status' | 'test_objective'> & {
  /** Known on the detail page; the list leaves the check to the server. */
  test_suite: { id: string; starting_url?: string | null };
};

type Props = {
  test: RunnableTest;
  /** RUN_TRIGGER_DELAY_MS.list or .detail. */
  triggerDelayMs: number;
  /** The detail page shows QUEUED at once. */
  isOptimistic?: boolean;
  /** An icon button named "Run {test name}", for table rows. */
  isCompact?: boolean;
};

/**
 * Run (spec 4): disabled while the test is QUEUED or RUNNING and while a run is starting; the
 * status that comes back (optimistically, from the server, then live) re-enables it when the run
 * ends. LIMIT_REACHED is left to the page's upgrade panel.
 */
export function RunTestButton({
  test,
  triggerDelayMs,
  isOptimistic = false,
  isCompact = false,
}: Props) {
  const run = useRunTest({ triggerDelayMs, isOptimistic });
  const isBusy = run.isPending || ACTIVE_STATUSES.has(test.status);

  const onRun = () => {
    if (!test.test_objective?.trim()) {
      toast({ title: RUN_MESSAGES.objectiveRequired, variant: 'destructive' });
      return;
    }
    if (test.test_suite.starting_url === null) {
      toast({ title: RUN_MESSAGES.startingUrlRequired, variant: 'destructive' });
      return;
    }
    run.mutate(test.id, {
      onSuccess: () => toast({ title: 'Test run started', variant: 'success' }),
      onError: (error) => {
        const message = getRunErrorToast(error);
        if (message) toast({ ...message, variant: 'destructive' });
      },
    });
  };

  const icon = isBusy ? <Spinner isDecorative /> : <PlayIcon aria-hidden />;
  if (isCompact) {
    return (
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Run ${test.name}`}
        onClick={onRun}
        disabled={isBusy}
      >
        {icon}
      </Button>
    );
  }
  return (
    <Button onClick={onRun} disabled={isBusy}>
      {icon}
      Run
    </Button>
  );
}
