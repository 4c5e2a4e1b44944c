import { QUEUED_NOTICE_AFTER_MS, WORKER_MESSAGES, type WorkerStatus } from '@scout/shared';
import { useEffect, useState } from 'react';
import { useWorkerStatus } from '../api/get-worker-status';
import type { LiveRun } from '../live/live-run-store';

/**
 * A run still QUEUED after a few seconds says why: it waits for a worker, or none is running
 * (SCOUT_WORKER_CONCURRENCY=0 and no `npm run worker`) and it will wait for ever, or the
 * account already has as many runs running as its cap allows (decision 025).
 */
export function QueuedNotice({ run }: { run: Pick<LiveRun, 'runId' | 'status'> }) {
  const isQueued = run.status === 'QUEUED';
  const [isLate, setIsLate] = useState(false);
  useEffect(() => {
    setIsLate(false);
    if (!isQueued) return;
    const timer = setTimeout(() => setIsLate(true), QUEUED_NOTICE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [isQueued, run.runId]);
  const workers = useWorkerStatus(isQueued && isLate);
  if (!isQueued || !isLate || !workers.data) return null;
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {describeWait(workers.data)}
    </p>
  );
}

function describeWait(status: WorkerStatus) {
  if (!status.alive) return WORKER_MESSAGES.none;
  if (status.account_limit !== null) return WORKER_MESSAGES.accountLimit(status.account_limit);
  return WORKER_MESSAGES.waiting;
}
