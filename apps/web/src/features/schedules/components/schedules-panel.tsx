import type { Schedule } from '@scout/shared';
import { formatDistanceToNow } from 'date-fns';
import { CalendarClockIcon, PauseIcon, PlayIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteSchedule, useSuiteSchedules, useUpdateSchedule } from '../api/schedules';
import { formatRunTime } from './format-run-time';
import { ScheduleFormDialog } from './schedule-form-dialog';

/** A suite's schedules: when each runs next, whether it is paused, the last tick it skipped. */
export function SchedulesPanel({ suiteId }: { suiteId: string }) {
  const schedules = useSuiteSchedules(suiteId);
  const [isCreating, setIsCreating] = useState(false);
  const [deleting, setDeleting] = useState<Schedule | null>(null);
  const update = useUpdateSchedule();
  const remove = useDeleteSchedule();

  return (
    <section className="space-y-2" aria-labelledby="suite-schedules-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="suite-schedules-heading" className="text-xl font-semibold">
          Schedules
        </h2>
        <Button variant="outline" onClick={() => setIsCreating(true)}>
          <PlusIcon aria-hidden />
          Add schedule
        </Button>
      </div>
      {schedules.isPending ? (
        <Spinner label="Loading schedules" />
      ) : schedules.isError ? (
        <ErrorAlert>{getErrorMessage(schedules.error, 'Unable to load schedules')}</ErrorAlert>
      ) : schedules.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nothing runs on its own yet. Add a schedule to run this suite every night.
        </p>
      ) : (
        <ul className="divide-y rounded-md border">
          {schedules.data.items.map((schedule) => (
            <li
              key={schedule.id}
              aria-label={`Schedule: ${schedule.description}`}
              className="flex flex-wrap items-start justify-between gap-3 p-3"
            >
              <div className="min-w-0 space-y-1 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  <CalendarClockIcon aria-hidden className="size-4" />
                  {schedule.description}
                  <span className="font-normal text-muted-foreground">
                    {schedule.timezone}
                    {schedule.test_id && ` · ${schedule.target_name}`}
                  </span>
                  {schedule.is_paused && <Badge variant="secondary">Paused</Badge>}
                </p>
                {schedule.next_runs.length > 0 && (
                  <p>
                    Next runs:{' '}
                    {schedule.next_runs
                      .map((at) => formatRunTime(at, schedule.timezone))
                      .join(' · ')}
                  </p>
                )}
                {schedule.last_run_at && (
                  <p className="text-muted-foreground">
                    Last fired{' '}
                    {formatDistanceToNow(new Date(schedule.last_run_at), { addSuffix: true })}
                  </p>
                )}
                {schedule.last_skipped_at && (
                  <p className="text-destructive">
                    Skipped {formatRunTime(schedule.last_skipped_at, schedule.timezone)}:{' '}
                    {schedule.last_skip_reason}
                  </p>
                )}
              </div>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={update.isPending}
                  onClick={() => update.mutate({ id: schedule.id, is_paused: !schedule.is_paused })}
                >
                  {schedule.is_paused ? <PlayIcon aria-hidden /> : <PauseIcon aria-hidden />}
                  {schedule.is_paused ? 'Resume' : 'Pause'}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Delete schedule ${schedule.description}`}
                  onClick={() => setDeleting(schedule)}
                >
                  <Trash2Icon aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this schedule?"
        description={
          deleting ? `${deleting.description} (${deleting.timezone}) stops running.` : ''
        }
        confirmLabel="Delete schedule"
        isPending={remove.isPending}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
        }
      />
      {isCreating && <ScheduleFormDialog suiteId={suiteId} open onOpenChange={setIsCreating} />}
    </section>
  );
}
