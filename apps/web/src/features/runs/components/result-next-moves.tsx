import { RUN_MESSAGES, type TestRun, type TestRunResult } from '@scout/shared';
import { LinkIcon, PencilIcon, RotateCcwIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { RUN_TRIGGER_DELAY_MS, useRunTest } from '../api/run-test';
import { findFailingStep } from '../lib/failing-step';
import { getRunErrorToast } from '../lib/run-error';

type Props = {
  result: TestRunResult;
  /** The test can be edited by this user (an example test cannot). */
  canEdit: boolean;
  /** The re-run was queued: the page shows it. */
  onRerun: (run: TestRun) => void;
};

/**
 * From a result, the next move: run the test again (the same request, plan limits and toasts as
 * Run), edit it with the step that failed marked, or copy a link to this result.
 */
export function ResultNextMoves({ result, canEdit, onRerun }: Props) {
  const testId = result.run.test_id;
  const rerun = useRunTest({ triggerDelayMs: RUN_TRIGGER_DELAY_MS.detail, isOptimistic: true });
  const failing = findFailingStep(result);

  const onRerunClick = () =>
    rerun.mutate(testId, {
      onSuccess: (run) => {
        toast({ title: RUN_MESSAGES.runStarted, variant: 'success' });
        onRerun(run);
      },
      onError: (error) => {
        const message = getRunErrorToast(error);
        if (message) toast({ ...message, variant: 'destructive' });
      },
    });

  const onCopyLink = async () => {
    const url = new URL(paths.app.testResult(testId, result.test_run_id), window.location.origin);
    try {
      await navigator.clipboard.writeText(url.href);
      toast({ title: RUN_MESSAGES.linkCopied, description: url.href, variant: 'success' });
    } catch {
      toast({ title: RUN_MESSAGES.copyFailed, variant: 'destructive' });
    }
  };

  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Next moves">
      <Button variant="outline" onClick={onRerunClick} disabled={rerun.isPending}>
        {rerun.isPending ? <Spinner isDecorative /> : <RotateCcwIcon aria-hidden />}
        Re-run
      </Button>
      {canEdit && (
        <Button variant="outline" asChild>
          <Link to={paths.app.testEdit(testId, failing)}>
            <PencilIcon aria-hidden />
            Edit test
          </Link>
        </Button>
      )}
      <Button variant="outline" onClick={() => void onCopyLink()}>
        <LinkIcon aria-hidden />
        Copy link
      </Button>
    </div>
  );
}
