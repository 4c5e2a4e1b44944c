import { RUN_MESSAGES, type TestDetail } from '@scout/shared';
import { PlayIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { isLimitReachedError } from '@/features/plans/lib/limit-reached';
import { useRunTest } from '../api/run-test';

const ACTIVE_STATUSES = new Set(['RUNNING', 'QUEUED']);

/** Run: disabled while the test is queued, running or starting; checks what a run needs first. */
export function RunTestButton({ test }: { test: TestDetail }) {
  const run = useRunTest();
  const isBusy = run.isPending || ACTIVE_STATUSES.has(test.status);

  const onRun = () => {
    if (!test.test_objective?.trim()) {
      toast({ title: RUN_MESSAGES.objectiveRequired, variant: 'destructive' });
      return;
    }
    if (!test.test_suite.starting_url) {
      toast({ title: RUN_MESSAGES.startingUrlRequired, variant: 'destructive' });
      return;
    }
    run.mutate(test.id, {
      onSuccess: () => toast({ title: 'Test run started', variant: 'success' }),
      onError: (error) => {
        if (isLimitReachedError(error)) return;
        toast({
          title: RUN_MESSAGES.createFailed,
          description: getErrorMessage(error, RUN_MESSAGES.startFailed),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Button onClick={onRun} disabled={isBusy}>
      {isBusy ? <Spinner isDecorative /> : <PlayIcon aria-hidden />}
      Run
    </Button>
  );
}
