import { Link } from 'react-router';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLiveRun } from '../live/live-run-store';
import { CancelRunButton } from './cancel-run-button';
import { QueuedNotice } from './queued-notice';
import { RunStatusBadge } from './run-status-badge';
import { StepList } from './step-list';

/**
 * The steps of the test's current run as the live stream reports them, for the test's page.
 * Shows nothing until this page has seen a run start; while it is queued or running it can be
 * cancelled; after it ends the card stays, with the final status and a link to its result.
 */
export function LiveRunSteps({ testId }: { testId: string }) {
  const run = useLiveRun(testId);
  if (!run) return null;
  const isActive = run.status === 'QUEUED' || run.status === 'RUNNING';

  return (
    <Card role="region" aria-label={isActive ? 'Current run' : 'Last run'}>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex flex-wrap items-center gap-2">
            {isActive ? 'Current run' : 'Last run'}
            <RunStatusBadge status={run.status} />
            {isActive && <Spinner label="Run in progress" />}
          </h2>
        </CardTitle>
        {isActive && (
          <CardAction>
            <CancelRunButton runId={run.runId} />
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="space-y-3">
        <QueuedNotice run={run} />
        {run.steps.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {run.status === 'QUEUED'
              ? 'Waiting for a browser…'
              : isActive
                ? 'Opening the starting URL…'
                : 'No steps were recorded.'}
          </p>
        ) : (
          <StepList steps={run.steps} />
        )}
        {!isActive && (
          <Link
            to={paths.app.testResult(testId, run.runId)}
            className="text-sm underline-offset-4 hover:underline"
          >
            See the full result
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
