import { RUN_MESSAGES, type Test, type TestStatus } from '@scout/shared';
import { PlayIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useBrowserSupport, type BrowserStatus } from '@/lib/browser-support';
import { useRunTest } from '../api/run-test';
import { getRunErrorToast } from '../lib/run-error';

const ACTIVE_STATUSES = new Set<TestStatus>(['RUNNING', 'QUEUED']);

type RunnableTest = Pick<Test, 'id' | 'name' | 'status' | 'test_objective'> & {
  /** The starting URL is known on the detail page; the list leaves that check to the server. */
  test_suite: { id: string; browser: string; starting_url?: string | null };
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
 * Run (spec 4): disabled while the test is QUEUED or RUNNING and while a run is starting, and, with
 * the reason beside it, while the test cannot run (no objective, a suite without a starting URL
 * such as the Default Suite, or a suite whose browser this install cannot launch); the
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
  const browsers = useBrowserSupport();
  const blockedReason = whyNotRunnable(test, browsers.missing(test.test_suite.browser));

  const onRun = () => {
    if (blockedReason) return;
    run.mutate(test.id, {
      onSuccess: () => toast({ title: 'Test run started', variant: 'success' }),
      onError: (error) => {
        const message = getRunErrorToast(error);
        if (message) toast({ ...message, variant: 'destructive' });
      },
    });
  };

  const icon = isBusy ? <Spinner isDecorative /> : <PlayIcon aria-hidden />;
  const reasonId = `run-blocked-${test.id}`;
  const button = isCompact ? (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Run ${test.name}`}
      aria-describedby={blockedReason ? reasonId : undefined}
      title={blockedReason}
      onClick={onRun}
      disabled={isBusy || blockedReason !== undefined}
    >
      {icon}
    </Button>
  ) : (
    <Button
      onClick={onRun}
      aria-describedby={blockedReason ? reasonId : undefined}
      disabled={isBusy || blockedReason !== undefined}
    >
      {icon}
      Run
    </Button>
  );
  if (!blockedReason) return button;
  // A test that cannot run says why next to its disabled Run, rather than after a click.
  return (
    <span className="inline-flex items-center gap-2" title={blockedReason}>
      {button}
      <span id={reasonId} className={isCompact ? 'sr-only' : 'text-sm text-muted-foreground'}>
        {blockedReason}
      </span>
    </span>
  );
}

/** Spec 5's run requirements the page can see; a DRAFT test in a list lacks a starting URL (its
 *  name and objective are required), which the list does not show. A browser this install cannot
 *  launch would only be refused by the server. */
function whyNotRunnable(
  test: RunnableTest,
  missingBrowser: BrowserStatus | undefined,
): string | undefined {
  if (!test.test_objective?.trim()) return RUN_MESSAGES.objectiveRequired;
  if (test.test_suite.starting_url === null || test.status === 'DRAFT') {
    return RUN_MESSAGES.startingUrlRequired;
  }
  if (missingBrowser) {
    return `This Scout cannot run tests in ${missingBrowser.browser}. Install it with: ${missingBrowser.install_command}`;
  }
  return undefined;
}
