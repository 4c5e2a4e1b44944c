import { SUITE_RUN_MESSAGES } from '@scout/shared';
import { PlayIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { getRefusalMessage } from '@/lib/api-client';
import { useStartSuiteRun } from '../api/suite-runs';

/** "Run all": starts every test of the suite as one suite run and opens its page. */
export function RunAllButton({ suiteId }: { suiteId: string }) {
  const start = useStartSuiteRun();
  const navigate = useNavigate();
  return (
    <Button
      onClick={() =>
        start.mutate(suiteId, {
          onSuccess: (suiteRun) => void navigate(paths.app.suiteRun(suiteRun.id)),
          onError: (error) =>
            toast({
              title: getRefusalMessage(error, 'Something went wrong starting the test run'),
              variant: 'destructive',
            }),
        })
      }
      disabled={start.isPending}
    >
      {start.isPending ? <Spinner isDecorative /> : <PlayIcon aria-hidden />}
      {SUITE_RUN_MESSAGES.runAll}
    </Button>
  );
}
